import { describe, expect, it } from 'vitest';
import { accepted, englishText, refusedAnswer, TransportFailure, type PortAnswer } from '../../../core/index.js';
import { harness } from '../harness.js';

const loggedIn = { token: 'tok', mobile: '9876543210', name: 'Asha', session: 's', wallet: '100' };
const answering =
  <T>(answer: PortAnswer<T>) =>
  () =>
    Promise.resolve(answer);

describe('the session policy over a port’s answer', () => {
  it('gives the value and stores the balance the answer carried everywhere, in paise exactly', async () => {
    const h = harness({ stored: loggedIn });
    expect(await h.policy.run(answering(accepted({ bets: 2 }, 25_050)))).toEqual({ ok: true, value: { bets: 2 } });
    expect(h.wallet.balancePaise).toBe(25_050);
    expect(h.storage.get('wallet')).toBe('250.50');
    expect(h.broadcast.published).toEqual(['250.50']);
    expect(h.notifier.notices).toEqual([]);
  });

  it('leaves the balance of an answer alone when the live stream brought one while its call was out', async () => {
    const h = harness({ stored: loggedIn });
    // A screen's load reads ₹100, a bet commits and the stream shows ₹90, then the load answers.
    let answer!: (value: PortAnswer<string>) => void;
    const load = h.policy.run(() => new Promise<PortAnswer<string>>((resolve) => (answer = resolve)));
    h.wallet.update('90', { live: true });
    answer(accepted('home', 10_000));
    expect(await load).toEqual({ ok: true, value: 'home' });
    expect(h.wallet.balanceNow).toBe('90');
  });

  it('takes the balance of an answer when nothing came on the stream while its call was out', async () => {
    const h = harness({ stored: loggedIn });
    h.wallet.update('90', { live: true });
    let answer!: (value: PortAnswer<string>) => void;
    const bet = h.policy.run(() => new Promise<PortAnswer<string>>((resolve) => (answer = resolve)));
    // Another answer meanwhile does not count: only the stream reads the wallet after every movement.
    await h.policy.run(answering(accepted('other', 9_500)));
    answer(accepted('placed', 8_000));
    await bet;
    expect(h.wallet.balanceNow).toBe('80');
  });

  it('shows a refusal once, in the player’s language when it named a known key, and returns it with its code', async () => {
    const h = harness({ stored: loggedIn });
    const outcome = await h.policy.run(
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

  it('shows the server’s words for a key core does not know or values that are not text, and every message of a form', async () => {
    const h = harness();
    await h.policy.run(answering(refusedAnswer({ code: 'noSuchKey', messageKey: 'noSuchKey', message: 'Nope' })));
    await h.policy.run(
      answering(
        refusedAnswer({
          code: 'numberLimitRoom',
          messageKey: 'numberLimitRoom',
          messageValues: [1] as unknown as Record<string, number>,
          message: 'Only ₹100 more',
        }),
      ),
    );
    await h.policy.run(
      answering(refusedAnswer({ code: 'refused', message: 'Mobile taken', messages: ['Mobile taken', 'Too short'] })),
    );
    expect(h.notifier.read).toEqual([
      'error: Nope',
      'error: Only ₹100 more',
      'error: Mobile taken',
      'error: Too short',
    ]);
  });

  it('reads a wordless refusal as the fallback given, or “request failed”', async () => {
    const h = harness();
    const plain = await h.policy.run(answering(refusedAnswer({ code: 'refused' })));
    const otp = await h.policy.run(answering(refusedAnswer({ code: 'refused' })), {
      fallback: { key: 'enterValidOtp' },
    });
    expect(plain).toMatchObject({ failure: { message: { key: 'requestFailed' } } });
    expect(otp).toMatchObject({ failure: { message: { key: 'enterValidOtp' } } });
  });

  it('sessionExpired: removes the session and token, keeps the mobile, goes to /login', async () => {
    const h = harness({ stored: loggedIn });
    const outcome = await h.policy.run(answering(refusedAnswer({ code: 'sessionExpired' })));
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'session-ended' } });
    expect(h.storage.get('session')).toBeNull();
    expect(h.storage.get('token')).toBeNull();
    expect(h.storage.get('mobile')).toBe('9876543210');
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('signedOut: shows the server’s words, clears all storage, goes to /login', async () => {
    const h = harness({ stored: loggedIn });
    await h.policy.run(answering(refusedAnswer({ code: 'signedOut', message: 'Your account is blocked' })));
    expect(h.notifier.read).toEqual(['error: Your account is blocked']);
    expect(h.storage.keys()).toEqual([]);
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('tells once when calls made together all find the session ended', async () => {
    const h = harness({ stored: loggedIn });
    await h.policy.run(answering(refusedAnswer({ code: 'signedOut' })));
    await h.policy.run(answering(refusedAnswer({ code: 'sessionExpired' })));
    await h.policy.run(answering(refusedAnswer({ code: 'signedOut' })));
    expect(h.notifier.read).toEqual(['error: Session Expired']);
    expect(h.navigator.moves).toEqual(['/login', '/login', '/login']);
  });

  it('stores the balance of an answer that also ends the session', async () => {
    const h = harness({ stored: loggedIn });
    await h.policy.run(answering(refusedAnswer({ code: 'sessionExpired' }, 7_500)));
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

  it('keeps a quiet call’s refusal and transport failure off the screen (background refresh)', async () => {
    const h = harness();
    const refusal = await h.policy.run(answering(refusedAnswer({ code: 'refused', message: 'No' })), { quiet: true });
    const lost = await h.policy.run(() => Promise.reject(new TransportFailure('network', 'home', 'down')), {
      quiet: true,
    });
    expect(refusal).toMatchObject({ ok: false, failure: { kind: 'rejected', code: 'refused' } });
    expect(lost).toMatchObject({ ok: false, failure: { kind: 'transport', reason: 'network', call: 'home' } });
    expect(h.notifier.notices).toEqual([]);
  });

  it('lets a programming error through instead of disguising it as a refusal', async () => {
    const h = harness();
    await expect(h.policy.run(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
