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
    run: (g) => g.accounts.sendOtp({ mobile: NEWCOMER, name: 'Asha', type: 'signup' }),
    holds: { success: true },
  },
  {
    call: 'verifyOTP',
    run: (g) => g.accounts.verifyOtp({ mobile: NEWCOMER, otp: s.sms.latest(NEWCOMER)!, type: 'signup' }),
    holds: { success: true },
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
        deviceid: 'web',
        device_info: 'web',
      }),
    holds: { success: true, api_token: expect.stringMatching(/^[0-9a-f]{64}$/) },
  },
  {
    call: 'login',
    run: (g) => g.accounts.login({ mobile: PLAYER, password: 'secret1', deviceid: 'web', device_info: 'web' }),
    holds: { success: true, name: 'Test Player' },
  },
  { call: 'forgotOTP', run: (g) => g.accounts.forgotOtp({ mobile: FRIEND }), holds: { success: true } },
  {
    call: 'verifyForgotOTP',
    run: (g) =>
      g.accounts.verifyForgotOtp({
        mobile: FRIEND,
        otp: s.sms.latest(FRIEND)!,
        password: 'secret2',
        deviceid: 'web',
        device_info: 'web',
      }),
    holds: { success: true },
  },
  {
    call: 'reset_password (legacy form)',
    run: async (g) => {
      later();
      await g.accounts.forgotOtp({ mobile: FRIEND });
      return g.accounts.resetPassword({ mobile: FRIEND, otp: s.sms.latest(FRIEND)!, pass: 'secret3' });
    },
    holds: { success: '1' },
  },
  {
    call: 'updatePassword',
    run: (g) => g.accounts.updatePassword({ mobile: PLAYER, current_password: 'secret1', password: 'secret9' }),
    holds: { success: true },
  },
  { call: 'manual-payment-details', run: (g) => g.funds.manualPaymentDetails(), holds: { wallet: '2000' } },
  {
    call: 'create-payment-request',
    run: (g) =>
      g.funds.createPaymentRequest({
        amount: '500',
        transaction_id: 'UTR12345678',
        note: '',
        image: PNG,
        deposit_mode: 'Manual Deposit',
      }),
    holds: { success: true },
  },
  { call: 'withdraw-info', run: (g) => g.funds.withdrawInfo(), holds: { success: true } },
  {
    call: 'withdraw-details-update',
    run: (g) => g.funds.updateBankDetails({ acno: '12345678', name: 'Test Player', ifsc: 'SBIN0001234' }),
    holds: { success: true },
  },
  { call: 'withdraw', run: (g) => g.funds.withdraw({ amount: '500' }), holds: { success: true } },
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
    holds: { data: [expect.objectContaining({ amount: '500' }), expect.objectContaining({ amount: '2000' })] },
  },
  { call: 'transaction_history (legacy form)', run: (g) => g.funds.walletTransactions(), holds: { wallet: '1500' } },
  {
    call: 'transfer (legacy form)',
    run: (g) => g.funds.transfer({ user: FRIEND, amount: '100' }),
    holds: { success: '1', wallet: '1400' },
  },
  {
    call: 'withdraw_reqs (legacy form)',
    run: (g) => g.funds.withdrawRequests(),
    holds: { data: [expect.objectContaining({ amount: '500', status: 'Pending' })] },
  },
  { call: 'status_check (legacy form)', run: (g) => g.accounts.statusCheck(), holds: { verify: '0' } },
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
        date: '2026-11-20',
        start_date: '2026-11-20',
        end_date: '2026-11-20',
        FRESH_DATA: '0',
        page: 1,
        openFlter: '1',
        closeFlter: '1',
      }),
    holds: { bids: [expect.objectContaining({ market: 'MAIN', number: '1', amount: '10' })] },
  },
  {
    call: 'passbook',
    run: (g) =>
      g.history.passbook({
        date: '2026-11-20',
        start_date: '2026-11-20',
        end_date: '2026-11-20',
        FRESH_DATA: '1',
        current_page: 1,
        type: 'dw',
      }),
    holds: { data: expect.arrayContaining([expect.anything()]) },
  },
  {
    call: 'withdraw-details-get',
    run: (g) => g.content.content({ onlyContent: 'game_rules' }),
    holds: { content: expect.any(String) },
  },
  { call: 'market-list', run: (g) => g.markets.marketList(), holds: { ok: true, value: ['GALI', 'MAIN', 'STAR'] } },
  {
    call: 'bell-notifications (form)',
    run: (g) => g.content.notifications(),
    holds: { data: [expect.objectContaining({ title: 'Hello', notification: 'Welcome' })] },
  },
  { call: 'winning_ledger (legacy form)', run: (g) => g.history.winningLedger({ type: 'main' }), holds: { data: [] } },
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
