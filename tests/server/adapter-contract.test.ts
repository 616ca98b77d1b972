// The adapters' gateways against the reference server: every call of the player API is
// made as a player would make it (valid input, in an order that makes sense), and must
// succeed, in a shape the client's schemas accept. A refusal fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGateways, MemoryStorage } from '../../adapters/index.js';
import { isTransportFailure } from '../../core/index.js';
import { SPEC_CALLS } from '../adapters/http/spec-calls.js';
import { PNG, startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let gateways: ReturnType<typeof createHttpGateways>;
const PLAYER = '9876543210';
const FRIEND = '9876543211';
const NEWCOMER = '9876543212';

beforeAll(async () => {
  s = await startServer();
  await s.operator('POST', '/markets', { market: 'MAIN', open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/starline', { market: 'STAR', timings: ['14:00'] });
  await s.operator('POST', '/markets', { market: 'GALI', kind: 'jackpot', close_time: '19:00' });
  await s.operator('POST', '/notifications', { title: 'Hello', notification: 'Welcome' });
  const { token } = await s.player(PLAYER, 2000);
  await s.player(FRIEND);
  const storage = new MemoryStorage();
  storage.set('token', token);
  storage.set('mobile', PLAYER);
  gateways = createHttpGateways(storage, { baseUrl: s.url, getRetries: 0 });
});
afterAll(() => s.close());

type Gateways = typeof gateways;
const later = () => s.clock.set(new Date(s.clock.now().getTime() + 61_000));

/** Each player API call made so that it succeeds, in this order, and what its answer must hold. */
const SUCCESSES: { call: string; run: (g: Gateways) => Promise<unknown>; holds: object }[] = [
  {
    call: 'sendOTP',
    run: (g) => g.accounts.sendOtp({ mobile: NEWCOMER, name: 'Asha' }),
    holds: { ok: true },
  },
  {
    call: 'verifyOTP',
    run: (g) => g.accounts.verifyOtp({ mobile: NEWCOMER, otp: s.sms.latest(NEWCOMER)! }),
    holds: { ok: true },
  },
  {
    call: 'register',
    run: (g) =>
      g.accounts.register({
        mobile: NEWCOMER,
        password: 'secret1',
        name: 'Asha',
        otp: s.sms.latest(NEWCOMER)!,
        adult: true,
      }),
    holds: { ok: true, value: { token: expect.stringMatching(/^[0-9a-f]{64}$/) } },
  },
  {
    call: 'login',
    run: (g) => g.accounts.login({ mobile: PLAYER, password: 'secret1' }),
    holds: { ok: true, value: { token: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'Test Player' } },
  },
  { call: 'forgotOTP', run: (g) => g.accounts.forgotOtp({ mobile: FRIEND }), holds: { ok: true } },
  {
    call: 'verifyForgotOTP',
    run: (g) =>
      g.accounts.verifyForgotOtp({
        mobile: FRIEND,
        otp: s.sms.latest(FRIEND)!,
        password: 'secret2',
      }),
    holds: { ok: true, value: { token: expect.stringMatching(/^[0-9a-f]{64}$/) } },
  },
  {
    call: 'reset_password (legacy form)',
    run: async (g) => {
      later();
      await g.accounts.forgotOtp({ mobile: FRIEND });
      return g.accounts.resetPassword({ mobile: FRIEND, otp: s.sms.latest(FRIEND)!, password: 'secret3' });
    },
    holds: { ok: true },
  },
  {
    call: 'updatePassword',
    run: (g) => g.accounts.updatePassword({ mobile: PLAYER, currentPassword: 'secret1', password: 'secret9' }),
    holds: { ok: true },
  },
  {
    call: 'manual-payment-details',
    run: (g) => g.funds.manualPaymentDetails(),
    holds: { ok: true, balancePaise: 200000 },
  },
  {
    call: 'create-payment-request',
    run: (g) => g.funds.createPaymentRequest({ amountPaise: 50000, utr: 'UTR12345678', screenshotDataUrl: PNG }),
    holds: { ok: true },
  },
  {
    call: 'withdraw-info',
    run: (g) => g.funds.withdrawInfo(),
    holds: { ok: true, value: expect.objectContaining({ onlyWalletPaise: expect.any(Number) }) },
  },
  {
    call: 'withdraw-details-update',
    run: (g) => g.funds.updateBankDetails({ acno: '12345678', name: 'Test Player', ifsc: 'SBIN0001234' }),
    holds: { ok: true },
  },
  { call: 'withdraw', run: (g) => g.funds.withdraw({ amountPaise: 50000 }), holds: { ok: true } },
  {
    call: 'home',
    run: (g) => g.markets.home(),
    holds: {
      ok: true,
      balancePaise: 150000,
      value: expect.objectContaining({
        markets: [expect.objectContaining({ market: 'MAIN', takesOpenBids: true, takesCloseBids: true, result: '' })],
        timeZone: 'Asia/Kolkata',
      }),
    },
  },
  {
    call: 'deposit_history (legacy form)',
    run: (g) => g.funds.depositHistory(),
    holds: {
      ok: true,
      value: [expect.objectContaining({ amountPaise: 50000 }), expect.objectContaining({ amountPaise: 200000 })],
    },
  },
  {
    // The deposit asked for above is still to decide; the one that funded the player is not.
    call: 'deposit_history, pending only (legacy form)',
    run: (g) => g.funds.depositHistory({ pendingOnly: true }),
    holds: {
      ok: true,
      value: [expect.objectContaining({ amountPaise: 50000, parts: expect.objectContaining({ status: 'Pending' }) })],
    },
  },
  {
    call: 'transaction_history (legacy form)',
    run: (g) => g.funds.walletTransactions(),
    holds: { ok: true, balancePaise: 150000 },
  },
  {
    call: 'transfer-recipient',
    run: (g) => g.funds.transferRecipient({ user: FRIEND }),
    holds: { ok: true, value: { maskedName: expect.stringMatching(/^\S{1,2}\*\*\*( \S{1,2}\*\*\*)*$/) } },
  },
  {
    call: 'transfer (legacy form)',
    run: (g) => g.funds.transfer({ user: FRIEND, amountPaise: 10_000 }),
    holds: { ok: true, balancePaise: 140000 },
  },
  {
    call: 'withdraw_reqs (legacy form)',
    run: (g) => g.funds.withdrawRequests(),
    holds: { ok: true, value: [expect.objectContaining({ amountPaise: 50000, status: 'Pending' })] },
  },
  {
    call: 'status_check (legacy form)',
    run: (g) => g.accounts.statusCheck(),
    holds: { ok: true, value: { verified: false } },
  },
  {
    call: 'starline',
    run: (g) => g.markets.starline(),
    holds: {
      ok: true,
      value: expect.objectContaining({
        slots: [expect.objectContaining({ market: 'STAR', closeTime: '14:00', takesBids: true })],
      }),
    },
  },
  {
    call: 'jackpot',
    run: (g) => g.markets.jackpot(),
    holds: {
      ok: true,
      value: expect.objectContaining({ games: [expect.objectContaining({ market: 'GALI', takesBids: true })] }),
    },
  },
  {
    call: 'rate',
    run: (g) => g.markets.rates(),
    holds: {
      ok: true,
      value: expect.objectContaining({
        single: '9.5',
        fullSangam: '10000',
        starline: expect.objectContaining({ single: '9.5' }),
        jackpot: { jodi: '95' },
      }),
    },
  },
  {
    call: 'place-bet',
    run: (g) =>
      g.betting.placeBet({
        market: 'MAIN',
        boardId: 'singleDigits',
        requestId: 'r-1',
        bids: [{ number: '1', session: 'OPEN', amountPaise: 1000 }],
      }),
    holds: { ok: true, balancePaise: 139000 },
  },
  {
    call: 'games2',
    run: (g) =>
      g.history.bidHistory({
        range: { from: '2026-11-20', to: '2026-11-20' },
        fresh: false,
        page: 1,
        open: true,
        close: true,
      }),
    holds: { ok: true, value: { rows: [expect.objectContaining({ market: 'MAIN', number: '1', amountPaise: 1000 })] } },
  },
  {
    call: 'passbook',
    run: (g) =>
      g.history.passbook({
        range: { from: '2026-11-20', to: '2026-11-20' },
        fresh: true,
        page: 1,
        depositsAndWithdrawals: true,
      }),
    holds: { ok: true, value: { rows: expect.arrayContaining([expect.anything()]) } },
  },
  {
    call: 'withdraw-details-get',
    run: (g) => g.content.page('gameRules'),
    holds: { ok: true, value: expect.any(String) },
  },
  { call: 'market-list', run: (g) => g.markets.marketList(), holds: { ok: true, value: ['GALI', 'MAIN', 'STAR'] } },
  {
    call: 'bell-notifications (form)',
    run: (g) => g.content.notifications(),
    holds: { ok: true, value: [expect.objectContaining({ title: 'Hello', body: 'Welcome' })] },
  },
  { call: 'winning_ledger (legacy form)', run: (g) => g.history.winnings('main'), holds: { ok: true, value: [] } },
];

describe('every player API call against the reference server', () => {
  it('covers every call of the player API', () => {
    expect(SUCCESSES.map((c) => c.call).sort()).toEqual(SPEC_CALLS.map((c) => c.call).sort());
  });

  it.each(SUCCESSES)('$call succeeds', async ({ run, holds }) => {
    let answer: unknown;
    try {
      answer = await run(gateways);
    } catch (error) {
      expect.fail(isTransportFailure(error) ? `${error.reason}: ${error.message}` : String(error));
    }
    expect(answer).toMatchObject(holds);
  });
});
