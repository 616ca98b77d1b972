// Figures people read, over real HTTP and a real database: the audit
// trail's money in rupees in its CSV (its JSON and its store keep paise), waits worded in
// the singular when they are one, reasons held to the very maximum the console counts to,
// and the payout reference a paid withdrawal carries into the player's withdraw history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGateways, MemoryStorage } from '../../adapters/index.js';
import {
  FundHistories,
  MAX_HOLIDAY_REASON,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_REASON_LENGTH,
  SessionPolicy,
  WalletStore,
} from '../../core/index.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { FakeWalletBroadcast } from '../../testing/fakes/fake-wallet-broadcast.js';
import { RecordingNavigator } from '../../testing/fakes/recording-navigator.js';
import { RecordingNotifier } from '../../testing/fakes/recording-notifier.js';
import { addOperator, signIn, type ConsoleClient } from './console-client.js';
import { lastAudit, pendingDeposit, pendingWithdrawal, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let owner: ConsoleClient;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0), { limits: { loginFreeTriesPerAddress: 100_000 } });
  await addOperator(s, 'owner', 'owner');
  owner = await signIn(s.url, 'owner');
});
afterAll(() => s.close());

const csvOf = async (query: string) =>
  (await fetch(`${s.url}/console/api/audit.csv?${query}`, { headers: { cookie: owner.cookie } })).text();

describe('the audit trail shows money in rupees', () => {
  it('a bonus and an adjustment read ₹ in the CSV; the stored rows and the JSON keep paise', async () => {
    const p = await playerWithBank(s, '9500000001', 100);
    expect((await owner.call('POST', `/players/${p.id}/bonus`, { amount: '500', reason: 'Diwali' })).status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'player.bonus', after: { amountPaise: 50_000 } });
    expect((await owner.call('POST', `/players/${p.id}/adjust`, { amount: '-0.50', reason: 'Rounding' })).status).toBe(
      200,
    );

    const lines = (await csvOf(`player=${p.mobile}&action=player`)).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    const [adjust, bonus] = [lines[1]!, lines[2]!];
    expect(bonus).toContain('player.bonus');
    expect(bonus).toContain('""amount"":""₹500.00""');
    expect(bonus).toContain('""bonus"":""₹500.00""');
    expect(bonus).toContain('""reason"":""Diwali""');
    expect(adjust).toContain('""amount"":""−₹0.50""');
    for (const line of lines) expect(line).not.toMatch(/Paise/);

    // The JSON answer is data: paise, as stored (the console shows it in rupees, tests/ui).
    const listed = await owner.call('GET', `/audit?player=${p.mobile}`);
    const rows = listed.body.rows as { action: string; after: Record<string, unknown> }[];
    expect(rows.find((r) => r.action === 'player.bonus')!.after).toMatchObject({ amountPaise: 50_000 });
  });

  it('a withdrawal and a deposit decision read rupees too', async () => {
    const p = await playerWithBank(s, '9500000002', 1000);
    const deposit = await pendingDeposit(s, p.token, '250.75', 'UTR950000000201');
    expect((await owner.call('POST', `/deposits/${deposit}/approve`)).status).toBe(200);
    const withdrawal = await pendingWithdrawal(s, p.token, '1200');
    expect((await owner.call('POST', `/withdrawals/${withdrawal}/approve`, { payoutReference: 'UTR77' })).status).toBe(
      200,
    );
    const csv = await csvOf(`player=${p.mobile}&action=withdrawal`);
    expect(csv).toContain('""amount"":""₹1,200.00""');
    expect(csv).not.toContain('amountPaise');
    expect(await csvOf(`player=${p.mobile}&action=deposit`)).toContain('""amount"":""₹250.75""');
  });
});

describe('waits in words: one second is "1 second"', () => {
  it('the player login throttle after a wrong password: "Try again in 1 second."', async () => {
    const mobile = '9500000003';
    await s.player(mobile);
    let refused = '';
    // The free tries per mobile, then the first wait (one second: LOGIN_FIRST_DELAY_S), the clock standing still.
    for (let i = 0; i < 20 && !refused.startsWith('Too many'); i++) {
      const answer = await s.api('login', { mobile, password: 'wrong-1', deviceid: 'web', device_info: 'web' });
      refused = String(answer.body.message ?? '');
    }
    expect(refused).toBe('Too many login attempts. Try again in 1 second.');
  });

  it('an OTP sent again a second before the resend lock ends: "Please wait for 1 second"', async () => {
    const mobile = '9500000004';
    expect((await s.api('sendOTP', { mobile, name: 'Asha', type: 'signup' })).body.success).toBe(true);
    s.clock.set(new Date(s.clock.now().getTime() + 59_000));
    const again = await s.api('sendOTP', { mobile, name: 'Asha', type: 'signup' });
    expect(again.body.message).toBe('Please wait for 1 second');
    s.clock.set(new Date(s.clock.now().getTime() + 60_000));
    owner = await signIn(s.url, 'owner');
  });

  it('a void before its deadline with void_after_hours 1: "voided only 1 hour after it"', async () => {
    await s.operator('POST', '/markets', { market: 'ONE HOUR', open_time: '11:00', close_time: '12:00' });
    expect((await s.operator('PUT', '/config', { void_after_hours: '1' })).status).toBe(200);
    const early = await owner.call('POST', '/results/void', { market: 'ONE HOUR', session: 'close' });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(
      'ONE HOUR on 2026-11-20 cannot be voided before 2026-11-20 13:00: its last draw is at 12:00, and a day is voided only 1 hour after it without a result (setting void_after_hours).',
    );
  });
});

describe("reasons are held to core's maximum, the one the console's fields count to", () => {
  it(`a reject reason of ${MAX_REASON_LENGTH} characters is kept; one more is refused and nothing is decided`, async () => {
    const p = await playerWithBank(s, '9500000005', 0);
    const first = await pendingDeposit(s, p.token, '100', 'UTR950000000501');
    const tooLong = await owner.call('POST', `/deposits/${first}/reject`, {
      reason: 'x'.repeat(MAX_REASON_LENGTH + 1),
    });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Reason is too long (at most 200 characters).']);
    const kept = await owner.call('POST', `/deposits/${first}/reject`, {
      reason: ` ${'y'.repeat(MAX_REASON_LENGTH)} `,
    });
    expect(kept.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'deposit.reject', after: { reason: 'y'.repeat(200) } });

    const block = await owner.call('POST', `/players/${p.id}/block`, { reason: 'z'.repeat(MAX_REASON_LENGTH + 1) });
    expect(block.status).toBe(400);
    const bonus = await owner.call('POST', `/players/${p.id}/bonus`, {
      amount: '5',
      reason: 'z'.repeat(MAX_REASON_LENGTH + 1),
    });
    expect(bonus.status).toBe(400);
  });

  it(`a payout reference of ${MAX_PAYOUT_REFERENCE_LENGTH} characters is kept; one more is refused`, async () => {
    const p = await playerWithBank(s, '9500000006', 500);
    const id = await pendingWithdrawal(s, p.token, '500');
    const tooLong = await owner.call('POST', `/withdrawals/${id}/approve`, {
      payoutReference: 'R'.repeat(MAX_PAYOUT_REFERENCE_LENGTH + 1),
    });
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      'Payout reference is too long (at most 100 characters).',
    ]);
    const paid = await owner.call('POST', `/withdrawals/${id}/approve`, {
      payoutReference: 'R'.repeat(MAX_PAYOUT_REFERENCE_LENGTH),
    });
    expect(paid.status).toBe(200);
  });

  it(`a holiday's reason: ${MAX_HOLIDAY_REASON} characters kept, one more refused`, async () => {
    await s.operator('POST', '/markets', { market: 'HOLIDAYS', open_time: '15:00', close_time: '16:00' });
    const path = `/markets/${encodeURIComponent('HOLIDAYS')}/holidays`;
    const tooLong = await owner.call('POST', path, { day: '2026-12-25', reason: 'h'.repeat(MAX_HOLIDAY_REASON + 1) });
    expect(tooLong.status).toBe(400);
    const kept = await owner.call('POST', path, { day: '2026-12-25', reason: 'h'.repeat(MAX_HOLIDAY_REASON) });
    expect(kept.status).toBe(200);
  });
});

describe("the player's withdraw history names the payout reference", () => {
  it('withdraw_reqs carries payout_reference once paid (empty while pending or rejected), read by the app through its adapter', async () => {
    const p = await playerWithBank(s, '9500000007', 3000);
    const paid = await pendingWithdrawal(s, p.token, '1000');
    const rejected = await pendingWithdrawal(s, p.token, '500');
    const pending = await pendingWithdrawal(s, p.token, '600');
    await owner.call('POST', `/withdrawals/${paid}/approve`, { payoutReference: ' UTR123456789012 ' });
    await owner.call('POST', `/withdrawals/${rejected}/reject`, { reason: 'Bank details do not match' });

    const legacy = await s.legacy('withdraw_reqs', { session: p.token, mobile: p.mobile });
    const data = legacy.body.data as Record<string, unknown>[];
    expect(data.map((row) => [row.sn, row.status, row.payout_reference])).toEqual([
      [pending, 'Pending', ''],
      [rejected, 'Rejected', ''],
      [paid, 'Completed', 'UTR123456789012'],
    ]);
    // The existing apps' fields are all still there, as they were.
    expect(Object.keys(data[0]!).sort()).toEqual(['amount', 'date', 'fund_id', 'payout_reference', 'sn', 'status']);

    const storage = new MemoryStorage();
    storage.set('token', p.token);
    storage.set('mobile', p.mobile);
    const gateways = createHttpGateways(storage, { baseUrl: s.url, getRetries: 0 });
    const policy = new SessionPolicy(
      storage,
      new RecordingNotifier(),
      new RecordingNavigator(),
      new WalletStore(storage, new FakeWalletBroadcast()),
    );
    const history = await new FundHistories(gateways.funds, policy).withdrawRequests();
    expect(history.ok && history.value.map((row) => [row.status, row.payoutReference])).toEqual([
      ['Pending', ''],
      ['Rejected', ''],
      ['Completed', 'UTR123456789012'],
    ]);
  });
});
