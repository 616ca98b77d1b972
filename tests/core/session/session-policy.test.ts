import { describe, expect, it } from 'vitest';
import { englishText, TransportFailure } from '../../../core/index.js';
import { harness } from '../harness.js';

const loggedIn = { token: 'tok', mobile: '9876543210', name: 'Asha', session: 's', wallet: '100' };

describe('the session policy', () => {
  it('passes a plain answer through and stores its wallet everywhere', () => {
    const h = harness({ stored: loggedIn });
    const outcome = h.policy.apply({ wallet: '250.5', data: [1] });
    expect(outcome).toEqual({ ok: true, value: { wallet: '250.5', data: [1] } });
    expect(h.wallet.balanceNow).toBe('250.50');
    expect(h.storage.get('wallet')).toBe('250.50');
    expect(h.broadcast.published).toEqual(['250.50']);
    expect(h.notifier.notices).toEqual([]);
  });

  it('ignores a wallet that is not an amount instead of storing it', () => {
    const h = harness({ stored: loggedIn });
    h.policy.apply({ wallet: 'NaN' });
    h.policy.apply({ wallet: { nested: 1 } as unknown as string });
    expect(h.wallet.balanceNow).toBe('100');
  });

  it('error: one error notice and no data', () => {
    const h = harness();
    const outcome = h.policy.apply({ error: 'Market is closed' });
    expect(outcome.ok).toBe(false);
    expect(h.notifier.read).toEqual(['error: Market is closed']);
  });

  it('errors: one notice per message, and no data', () => {
    const h = harness();
    const outcome = h.policy.apply({ errors: { mobile: 'Mobile taken', password: ['Too short', 'Too simple'] } });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'rejected' } });
    expect(h.notifier.read).toEqual(['error: Mobile taken', 'error: Too short', 'error: Too simple']);
  });

  it('session false: removes the session and token, keeps the mobile, goes to /login', () => {
    const h = harness({ stored: loggedIn });
    const outcome = h.policy.apply({ session: false });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'session-ended' } });
    expect(h.storage.get('session')).toBeNull();
    expect(h.storage.get('token')).toBeNull();
    expect(h.storage.get('mobile')).toBe('9876543210');
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('auth false: shows the message, clears all storage, goes to /login', () => {
    const h = harness({ stored: loggedIn });
    h.policy.apply({ auth: false, message: 'Your account is blocked' });
    expect(h.notifier.read).toEqual(['error: Your account is blocked']);
    expect(h.storage.keys().length).toBe(0);
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it.each([true, '1', 1, 'true'])('nosession %s: Session Expired, storage cleared, /login', (flag) => {
    const h = harness({ stored: loggedIn });
    h.policy.apply({ nosession: flag });
    expect(h.notifier.read).toEqual(['error: Session Expired']);
    expect(h.storage.keys().length).toBe(0);
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('tells once when calls made together all find the session ended', () => {
    const h = harness({ stored: loggedIn });
    h.policy.apply({ auth: false });
    h.policy.apply({ session: false });
    h.policy.apply({ nosession: true });
    expect(h.notifier.read).toEqual(['error: Session Expired']);
    expect(h.navigator.moves).toEqual(['/login', '/login', '/login']);
  });

  it.each([false, '0', 0, ''])('nosession %s is no expiry', (flag) => {
    const h = harness({ stored: loggedIn });
    expect(h.policy.apply({ nosession: flag as never }).ok).toBe(true);
    expect(h.navigator.moves).toEqual([]);
  });

  it('stores the wallet of an answer that also ends the session', () => {
    const h = harness({ stored: loggedIn });
    h.policy.apply({ session: false, wallet: '75' });
    expect(h.broadcast.published).toEqual(['75']);
  });

  it.each([
    ['network', undefined, 'Could not reach the server. Check your connection and try again.'],
    ['timeout', undefined, 'The server took too long to answer. Please try again.'],
    ['http', 502, 'The server could not answer (502). Please try again.'],
    ['malformed', undefined, 'The server sent an answer the app cannot read. Please try again.'],
  ] as const)('a %s failure becomes a typed failure with a message', async (reason, status, message) => {
    const h = harness();
    const outcome = await h.policy.run(() => Promise.reject(new TransportFailure(reason, 'home', 'detail', status)));
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'transport', reason, call: 'home' } });
    if (!outcome.ok) expect(englishText(outcome.failure.message)).toBe(message);
    expect(h.notifier.read).toEqual([`error: ${message}`]);
  });

  it('stays quiet about transport failures when asked (background refresh)', async () => {
    const h = harness();
    const outcome = await h.policy.run(() => Promise.reject(new TransportFailure('network', 'home', 'offline')), {
      quiet: true,
    });
    expect(outcome.ok).toBe(false);
    expect(h.notifier.notices).toEqual([]);
  });

  it('lets a programming error through instead of disguising it', async () => {
    const h = harness();
    await expect(h.policy.run(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });

  it('leaves the balance of an answer alone when the live stream brought one while its call was out', async () => {
    const h = harness({ stored: loggedIn });
    // A screen's load reads ₹100, a bet commits and the stream shows ₹90, then the load answers.
    let answer!: (value: { wallet: string }) => void;
    const load = h.policy.run(() => new Promise<{ wallet: string }>((resolve) => (answer = resolve)));
    h.wallet.update('90', { live: true });
    answer({ wallet: '100' });
    expect(await load).toMatchObject({ ok: true, value: { wallet: '100' } });
    expect(h.wallet.balanceNow).toBe('90');
  });

  it('takes the balance of an answer when nothing came on the stream while its call was out', async () => {
    const h = harness({ stored: loggedIn });
    h.wallet.update('90', { live: true });
    let answer!: (value: { wallet: string }) => void;
    const bet = h.policy.run(() => new Promise<{ wallet: string }>((resolve) => (answer = resolve)));
    // Another answer meanwhile does not count: only the stream reads the wallet after every movement.
    h.policy.apply({ wallet: '95' });
    answer({ wallet: '80' });
    await bet;
    expect(h.wallet.balanceNow).toBe('80');
  });
});
