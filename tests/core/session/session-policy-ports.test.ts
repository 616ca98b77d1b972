import { describe, expect, it } from 'vitest';
import { accepted, refusedAnswer, TransportFailure, type PortAnswer } from '../../../core/index.js';
import { harness } from '../harness.js';

const loggedIn = { token: 'tok', mobile: '9876543210', name: 'Asha', session: 's', wallet: '100' };
const answering =
  <T>(answer: PortAnswer<T>) =>
  () =>
    Promise.resolve(answer);

describe('the session policy over a port’s answer', () => {
  it('gives the value and stores the balance the answer carried, in paise exactly', async () => {
    const h = harness({ stored: loggedIn });
    expect(await h.policy.runPort(answering(accepted({ bets: 2 }, 25_050)))).toEqual({ ok: true, value: { bets: 2 } });
    expect(h.wallet.balancePaise).toBe(25_050);
    expect(h.storage.get('wallet')).toBe('250.50');
    expect(h.notifier.notices).toEqual([]);
  });

  it('leaves the balance to the live stream when it moved the wallet while the call was out', async () => {
    const h = harness({ stored: loggedIn });
    const outcome = await h.policy.runPort(async () => {
      h.wallet.update('90', { live: true });
      return accepted('done', 10_000);
    });
    expect(outcome.ok).toBe(true);
    expect(h.wallet.balancePaise).toBe(9_000);
  });

  it('shows a refusal once and returns it with its code; its balance is stored too', async () => {
    const h = harness({ stored: loggedIn });
    const outcome = await h.policy.runPort(
      answering(
        refusedAnswer(
          { code: 'insufficientBalance', messageKey: 'insufficientBalance', message: 'Insufficient balance' },
          500,
        ),
      ),
    );
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'rejected', code: 'insufficientBalance', message: { key: 'insufficientBalance' } },
    });
    expect(h.notifier.notices).toHaveLength(1);
    expect(h.wallet.balancePaise).toBe(500);
  });

  it('shows a refusal in the server’s words when its key is not one of core’s, and every message of a form’s', async () => {
    const h = harness();
    await h.policy.runPort(answering(refusedAnswer({ code: 'noSuchKey', messageKey: 'noSuchKey', message: 'Nope' })));
    await h.policy.runPort(
      answering(refusedAnswer({ code: 'refused', message: 'Mobile taken', messages: ['Mobile taken', 'Too short'] })),
    );
    expect(h.notifier.read).toEqual(['error: Nope', 'error: Mobile taken', 'error: Too short']);
  });

  it('keeps a quiet call’s refusal and transport failure off the screen', async () => {
    const h = harness();
    const refusal = await h.policy.runPort(answering(refusedAnswer({ code: 'refused', message: 'No' })), {
      quiet: true,
    });
    const lost = await h.policy.runPort(() => Promise.reject(new TransportFailure('network', 'home', 'down')), {
      quiet: true,
    });
    expect(refusal).toMatchObject({ ok: false, failure: { kind: 'rejected', code: 'refused' } });
    expect(lost).toMatchObject({ ok: false, failure: { kind: 'transport', reason: 'network', call: 'home' } });
    expect(h.notifier.notices).toEqual([]);
  });

  it('sessionExpired: removes the session and token, keeps the mobile, goes to /login', async () => {
    const h = harness({ stored: loggedIn });
    const outcome = await h.policy.runPort(answering(refusedAnswer({ code: 'sessionExpired' })));
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'session-ended' } });
    expect(h.storage.get('token')).toBeNull();
    expect(h.storage.get('mobile')).toBe('9876543210');
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('signedOut: clears everything and says the server’s words', async () => {
    const h = harness({ stored: loggedIn });
    await h.policy.runPort(answering(refusedAnswer({ code: 'signedOut', message: 'Your account is blocked' })));
    expect(h.storage.keys()).toEqual([]);
    expect(h.notifier.read).toEqual(['error: Your account is blocked']);
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('lets an error that is not a transport failure through: a bug is not a refusal', async () => {
    const h = harness();
    await expect(h.policy.runPort(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
