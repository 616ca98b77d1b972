// Protection before any money moves: while a self-exclusion, a break or a used-up deposit limit
// stands, the payment details answer says why and until when and carries no payment method,
// and a deposit request is refused for the same reason; otherwise it says what the tightest
// deposit limit still allows. Home says why betting is paused during a break or an exclusion. Over real HTTP, on PGlite and PostgreSQL; the days are the
// market's (India) whatever the host's zone: run it under TZ=UTC too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let nextMobile = 9_171_000_000;
// Friday 20 November 2026, 23:30 in India: the day's window ends half an hour later.
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);

beforeAll(async () => {
  s = await startServer(at(20, 23, 30));
  expect((await s.operator('PUT', '/config', { upi_id: 'house@upi', min_deposit: '100' })).status).toBe(200);
});
afterAll(() => s.close());

async function player() {
  s.clock.set(at(20, 23, 30));
  // Unfunded: a funding deposit would count against the deposit limits under test.
  return s.player(String(nextMobile++));
}
let utr = 0;
const deposit = (token: string, rupees: number) => s.requestDeposit(token, rupees, `PAUSE${Date.now()}${utr++}`);
const details = async (token: string) => (await s.api('manual-payment-details', {}, token)).body;
/** The payment details carry no method, only why deposits are paused and until when. */
const expectPaused = async (token: string, paused: unknown) => {
  const answer = await details(token);
  expect(answer.data).toEqual([]);
  expect(answer.deposit_paused).toEqual(paused);
};

describe('Add Fund before any money moves', () => {
  it('shows the methods and what the tightest deposit limit still allows', async () => {
    const { token } = await player();
    expect((await details(token)).deposit_allowance).toBeUndefined();
    expect((await s.api('set-limit', { kind: 'deposit', period: 'day', amount: '2000' }, token)).body.success).toBe(
      true,
    );
    expect((await s.api('set-limit', { kind: 'deposit', period: 'week', amount: '5000' }, token)).body.success).toBe(
      true,
    );
    expect((await deposit(token, 500)).body.success).toBe(true);
    const answer = await details(token);
    expect(answer.deposit_paused).toBeUndefined();
    expect(answer.deposit_allowance).toEqual({ period: 'day', limit: '2000', left: '1500' });
    expect(answer.data).toEqual([expect.objectContaining({ upi_id: 'house@upi' })]);
  });

  it('shows no method once a deposit limit is used up, and says from when it opens again', async () => {
    const { token } = await player();
    await s.api('set-limit', { kind: 'deposit', period: 'day', amount: '500' }, token);
    expect((await deposit(token, 500)).body.success).toBe(true);
    await expectPaused(token, {
      message_key: 'depositLimitUsed',
      message_values: { limit: '₹500.00', until: '2026-11-21 00:00' },
    });
    expect((await deposit(token, 100)).body).toMatchObject({ success: false, message_key: 'limitLeft_deposit_day' });
    // India's midnight opens the next day's window.
    s.clock.set(at(21, 0, 1));
    const next = await details(token);
    expect(next.deposit_paused).toBeUndefined();
    expect(next.deposit_allowance).toEqual({ period: 'day', limit: '500', left: '500' });
    expect(next.data).toHaveLength(1);
  });

  it('shows no method during a break, and refuses a deposit then', async () => {
    const { token, mobile } = await player();
    expect((await s.api('cool-off', { period: '24h' }, token)).body.success).toBe(true);
    await expectPaused(token, {
      message_key: 'depositsPausedBreak',
      message_values: { until: '2026-11-21 23:30' },
    });
    const refused = (await deposit(token, 500)).body;
    expect(refused).toMatchObject({
      success: false,
      message: 'On a break until 2026-11-21 23:30: deposits open again then.',
      message_key: 'depositsPausedBreak',
    });
    // Nothing was taken in: no deposit row for the request.
    expect((await s.legacy('deposit_history', { session: token, mobile })).body.data ?? []).toEqual([]);
  });

  it('tells home why betting is paused and until when, during a break and a self-exclusion only', async () => {
    const { token } = await player();
    expect((await s.api('home', {}, token)).body.betting_paused).toBeUndefined();
    await s.api('cool-off', { period: '7d' }, token);
    expect((await s.api('home', {}, token)).body.betting_paused).toEqual({
      message_key: 'coolOffActive',
      message_values: { until: '2026-11-27 23:30' },
    });
    const other = await player();
    await s.api('self-exclusion', { period: 'permanent' }, other.token);
    expect((await s.api('home', {}, other.token)).body.betting_paused).toEqual({ message_key: 'selfExcludedForGood' });
  });

  it('shows no method during a self-exclusion, naming its end', async () => {
    const { token } = await player();
    expect((await s.api('self-exclusion', { period: '6m' }, token)).body.success).toBe(true);
    await expectPaused(token, {
      message_key: 'selfExcludedUntil',
      message_values: { until: '2027-05-20 23:30' },
    });
    expect((await deposit(token, 500)).body).toMatchObject({ success: false, message_key: 'selfExcludedUntil' });
  });
});
