import { describe, expect, it } from 'vitest';
import {
  ChangePassword,
  Login,
  TransportFailure,
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  routeAccess,
  startLogout,
  startPaymentResultRedirect,
  startSplash,
} from '../../../core/index.js';
import { harness } from '../harness.js';

describe('login', () => {
  it('sends mobile, password and device "web", stores the credentials and goes home', async () => {
    const h = harness();
    h.accounts.reply('login', { success: true, api_token: 'tok', name: 'Asha', email: 'a@x.in' });
    const outcome = await new Login(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator).run({
      mobile: '9876543210',
      password: 'abc',
    });
    expect(outcome.ok).toBe(true);
    expect(h.accounts.callsOf('login')).toEqual([
      { mobile: '9876543210', password: 'abc', deviceid: 'web', device_info: 'web' },
    ]);
    expect(h.storage.get('token')).toBe('tok');
    expect(h.navigator.moves).toEqual(['/home']);
  });

  it('stops at the first broken rule', async () => {
    const h = harness();
    await new Login(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator).run({ mobile: '', password: '' });
    expect(h.notifier.read).toEqual(['error: Enter valid mobile number']);
  });

  it('shows the server’s words for wrong credentials and stores nothing', async () => {
    const h = harness();
    h.accounts.reply('login', { success: false, message: 'Invalid mobile or password' });
    await new Login(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator).run({
      mobile: '9876543210',
      password: 'wrong',
    });
    expect(h.notifier.read).toEqual(['error: Invalid mobile or password']);
    expect(h.storage.keys().length).toBe(0);
  });

  it('treats a success without a token as a failure', async () => {
    const h = harness();
    h.accounts.reply('login', { success: true, message: 'No session for you' });
    const outcome = await new Login(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator).run({
      mobile: '9876543210',
      password: 'abc',
    });
    expect(outcome.ok).toBe(false);
    expect(h.navigator.moves).toEqual([]);
    expect(h.notifier.read).toEqual(['error: No session for you']);
    expect(h.storage.keys().length).toBe(0);
  });
});

describe('change password', () => {
  it('stops on a mismatch, unlike the app this one replaces (docs/deliberate-differences.md)', async () => {
    const h = harness();
    await new ChangePassword(h.accounts.api, h.policy, h.storage, h.notifier).run({
      current: 'old',
      password: 'newpass',
      confirm: 'newpas',
    });
    expect(h.accounts.calls).toEqual([]);
  });

  it('sends the stored mobile with the passwords', async () => {
    const h = harness({ stored: { mobile: '9876543210' } });
    h.accounts.reply('updatePassword', { success: true });
    await new ChangePassword(h.accounts.api, h.policy, h.storage, h.notifier).run({
      current: 'old',
      password: 'newpass',
      confirm: 'newpass',
    });
    expect(h.accounts.callsOf('updatePassword')).toEqual([
      { mobile: '9876543210', current_password: 'old', password: 'newpass' },
    ]);
  });
});

describe('the route guard', () => {
  it('opens public routes to anyone and guards the rest', () => {
    const h = harness();
    for (const route of PUBLIC_ROUTES) expect(routeAccess(route, h.storage), route).toBe('open');
    for (const route of PROTECTED_ROUTES) expect(routeAccess(route, h.storage), route).toBe('login-required');
    expect(routeAccess('/made-up', h.storage)).toBe('login-required');
  });

  it.each([
    [{ token: 'tok', mobile: '9876543210' }, 'open'],
    [{ token: 'tok' }, 'login-required'],
    [{ mobile: '9876543210' }, 'login-required'],
    [{ token: '', mobile: '9876543210' }, 'login-required'],
  ] as const)('needs both a token and a mobile: %o → %s', (stored, access) => {
    expect(routeAccess('/home', harness({ stored }).storage)).toBe(access);
  });
});

describe('timed redirects, in virtual time', () => {
  it('splash: after 1 s, /home with a token', () => {
    const h = harness({ stored: { token: 'tok', mobile: '9876543210' } });
    startSplash({ storage: h.storage, navigator: h.navigator, scheduler: h.clock }, false);
    h.clock.advance(999);
    expect(h.navigator.moves).toEqual([]);
    h.clock.advance(1);
    expect(h.navigator.moves).toEqual(['/home']);
  });

  it('splash with navigation state clears storage first, then goes to /login', () => {
    const h = harness({ stored: { token: 'tok', mobile: '9876543210' } });
    startSplash({ storage: h.storage, navigator: h.navigator, scheduler: h.clock }, true);
    expect(h.storage.keys().length).toBe(0);
    h.clock.advance(1000);
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('logout clears storage at once and goes to /login after 1 s; leaving cancels the move', () => {
    const h = harness({ stored: { token: 'tok', mobile: '9876543210' } });
    h.accounts.reply('logout', { success: true, message: 'Logged out' });
    startLogout({ accounts: h.accounts.api, storage: h.storage, navigator: h.navigator, scheduler: h.clock });
    expect(h.storage.keys().length).toBe(0);
    h.clock.advance(1000);
    expect(h.navigator.moves).toEqual(['/login']);

    const h2 = harness();
    startLogout({
      accounts: h2.accounts.api,
      storage: h2.storage,
      navigator: h2.navigator,
      scheduler: h2.clock,
    }).unsubscribe();
    h2.clock.advance(5000);
    expect(h2.navigator.moves).toEqual([]);
  });

  describe('logout ends the session on the server too', () => {
    const loggedIn = { token: 'tok', mobile: '9876543210', wallet: '10.00' };
    const start = (h: ReturnType<typeof harness>) =>
      startLogout({ accounts: h.accounts.api, storage: h.storage, navigator: h.navigator, scheduler: h.clock });
    /** Lets the gateway's promise settle (the scripted gateway answers after a microtask). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('sends the stored token to the gateway’s logout, then clears storage and goes to /login after 1 s', async () => {
      const h = harness({ stored: loggedIn });
      h.accounts.reply('logout', { success: true, message: 'Logged out' });
      start(h);
      expect(h.accounts.callsOf('logout')).toEqual(['tok']);
      expect(h.storage.keys().length).toBe(0);
      await settle();
      h.clock.advance(999);
      expect(h.navigator.moves).toEqual([]);
      h.clock.advance(1);
      expect(h.navigator.moves).toEqual(['/login']);
      expect(h.notifier.read).toEqual([]);
    });

    it.each([
      ['no network', new TransportFailure('network', 'logout', 'fetch failed')],
      ['a timeout', new TransportFailure('timeout', 'logout', 'no answer before the timeout')],
      ['an HTTP error', new TransportFailure('http', 'logout', 'HTTP 404', 404)],
    ])('with %s, storage is still cleared and the move still comes on time, with no notice', async (_, failure) => {
      const h = harness({ stored: loggedIn });
      h.accounts.reply('logout', failure);
      start(h);
      expect(h.storage.keys().length).toBe(0);
      await settle();
      h.clock.advance(1000);
      expect(h.navigator.moves).toEqual(['/login']);
      expect(h.notifier.read).toEqual([]);
    });

    it('does not wait for a server that never answers', () => {
      const h = harness({ stored: loggedIn });
      h.accounts.reply('logout', () => new Promise(() => undefined));
      start(h);
      expect(h.storage.keys().length).toBe(0);
      h.clock.advance(1000);
      expect(h.navigator.moves).toEqual(['/login']);
    });

    it('a token the server already dropped (session false) is no "Session Expired" toast and no extra move', async () => {
      const h = harness({ stored: loggedIn });
      h.accounts.reply('logout', { success: false, session: false, message: 'Session Expired' });
      start(h);
      await settle();
      expect(h.notifier.read).toEqual([]);
      expect(h.navigator.moves).toEqual([]);
      h.clock.advance(1000);
      expect(h.navigator.moves).toEqual(['/login']);
    });

    it('a gateway that throws at once does not stop the logout', () => {
      const h = harness({ stored: loggedIn });
      const throwing = {
        logout: () => {
          throw new Error('boom');
        },
      };
      startLogout({ accounts: throwing, storage: h.storage, navigator: h.navigator, scheduler: h.clock });
      expect(h.storage.keys().length).toBe(0);
      h.clock.advance(1000);
      expect(h.navigator.moves).toEqual(['/login']);
    });

    it('calls nothing without a stored token (a second visit, or a second effect run)', () => {
      const h = harness();
      start(h);
      expect(h.accounts.calls).toEqual([]);
      h.clock.advance(1000);
      expect(h.navigator.moves).toEqual(['/login']);
    });

    it('leaving early cancels the move, not the server call', () => {
      const h = harness({ stored: loggedIn });
      h.accounts.reply('logout', { success: true, message: 'Logged out' });
      start(h).unsubscribe();
      expect(h.accounts.callsOf('logout')).toEqual(['tok']);
      h.clock.advance(5000);
      expect(h.navigator.moves).toEqual([]);
    });
  });

  it('payment result pages: after 5 s, /home when logged in, else /login', () => {
    const inside = harness({ stored: { token: 'tok', mobile: '9876543210' } });
    startPaymentResultRedirect({ storage: inside.storage, navigator: inside.navigator, scheduler: inside.clock });
    inside.clock.advance(4999);
    expect(inside.navigator.moves).toEqual([]);
    inside.clock.advance(1);
    expect(inside.navigator.moves).toEqual(['/home']);

    const outside = harness();
    startPaymentResultRedirect({ storage: outside.storage, navigator: outside.navigator, scheduler: outside.clock });
    outside.clock.advance(5000);
    expect(outside.navigator.moves).toEqual(['/login']);
  });
});
