// A bet pays the rate it was placed at (docs/number-rules.md, payouts), over real HTTP: a rate
// raised or lowered after bets were placed changes nothing for them, in settlement, the
// settlement preview, the exposure grid, liability, the correction diff and the history the
// player reads; bets placed after the change pay the new rate, side by side with the old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyBidOf, type BidRecord } from '../../adapters/index.js';
import { reasonOfRecord } from '../../core/index.js';
import type { Role } from '../../server/services/platform/actor.js';
import { correctAtDesk, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
let nextMobile = 9_830_000_000;

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
  for (const market of ['RAISED', 'LOWERED', 'CORRECTED', 'MIXED'])
    await s.operator('POST', '/markets', { market, open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/starline', { market: 'MIXED STAR', timings: ['12:00'] });
  await s.operator('POST', '/markets', { market: 'MIXED GALI', kind: 'jackpot', close_time: '19:00' });
}, 60_000);
afterAll(() => s.close());

const player = () => s.player(String(nextMobile++), 5000);
const bet: TestServer['bet'] = (...args) => s.bet(...args);
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;
const setRates = async (rates: Record<string, string>) =>
  expect((await s.operator('PUT', '/rates', rates)).status).toBe(200);

/** Every bet of a market as settled: its number, stake, stored rate, status and payout, in the order placed. */
const betsOf = (market: string) =>
  s.db.query<{ number: string; amount: string; rate: string; status: string; payout: string }>(
    `select number, amount::text as amount, rate::text as rate, status, payout::text as payout from bets where market = $1 order by id`,
    [market],
  );
const paidOn = async (market: string) =>
  (await betsOf(market)).reduce((sum, b) => sum + (b.status === 'WON' ? Number(b.payout) : 0), 0);

/** What the exposure grid says a number pays if it wins. */
async function gridPayout(fields: Record<string, string>, number: string, session: string) {
  const grid = await as.results.call('GET', `/results/exposure${query(fields)}`);
  expect(grid.status).toBe(200);
  const rows = grid.body.rows as { number: string; session: string; payoutPaise: number }[];
  return rows.find((row) => row.number === number && row.session === session)!.payoutPaise;
}

describe('a rate raised after bets were placed', () => {
  it('pays the old rate; the preview and the grid agree with settlement; a number at its limit stays within it', async () => {
    await setRates({ single: '9.5', singlepanna: '149.999' });
    // ₹1,950 of payout on a number: ₹205 of singles at 9.5 take all but ₹2.50 of it.
    expect((await as.owner.call('POST', '/markets/RAISED/limit', { maxPayout: '1950' })).status).toBe(200);
    const [a, b] = [await player(), await player()];
    expect((await bet(a.token, 'RAISED', [['5', 150, 'OPEN']])).body.success).toBe(true);
    expect(
      (
        await bet(b.token, 'RAISED', [
          ['5', 55, 'OPEN'],
          ['159', 13, 'OPEN'],
        ])
      ).body.success,
    ).toBe(true);
    // The number is full at the rate the bets were placed at.
    expect((await bet(a.token, 'RAISED', [['5', 10, 'OPEN']])).body).toMatchObject({ message_key: 'numberLimitFull' });

    await setRates({ single: '10', singlepanna: '160' });
    // 150 × 9.5 + 55 × 9.5, and 13 × 149.999 rounded down to the paisa: not the new rates.
    expect(await gridPayout({ market: 'RAISED', session: 'open' }, '5', 'OPEN')).toBe(194_750);
    expect(await gridPayout({ market: 'RAISED', session: 'open' }, '159', 'OPEN')).toBe(194_998);
    const preview = await as.results.call(
      'GET',
      `/results/preview${query({ market: 'RAISED', session: 'open', pana: '159' })}`,
    );
    expect(preview.body).toMatchObject({ ank: 5, payoutPaise: 194_750 + 194_998, winningBids: 3 });

    const declared = await as.results.call('POST', '/results/declare', {
      market: 'RAISED',
      session: 'open',
      pana: '159',
      confirm: '159',
      // The clock stays at 10:00, before the 15:45 draw, so the desk needs the early flag.
      early: true,
    });
    expect(declared.status).toBe(200);
    expect(await betsOf('RAISED')).toEqual([
      { number: '5', amount: '15000', rate: '9.5', status: 'WON', payout: '142500' },
      { number: '5', amount: '5500', rate: '9.5', status: 'WON', payout: '52250' },
      { number: '159', amount: '1300', rate: '149.999', status: 'WON', payout: '194998' },
    ]);
    expect(await paidOn('RAISED')).toBe(preview.body.payoutPaise);
    // Paid on the number: within its ₹1,950 limit (₹2,050 at the new rate), and what liability reserved for it.
    const [reserved] = await s.db.query<{ payout: string }>(
      `select payout from liability where market = 'RAISED' and number = '5' and session = 'OPEN'`,
    );
    expect(Number(reserved!.payout)).toBe(194_750);
    expect((await s.money(a.mobile)).balance).toBe(500_000 - 15_000 + 142_500);
    // The preview of the declared value still reads what it paid.
    const again = await as.results.call(
      'GET',
      `/results/preview${query({ market: 'RAISED', session: 'open', pana: '159' })}`,
    );
    expect(again.body.payoutPaise).toBe(194_750 + 194_998);
  });
});

describe('a rate lowered after bets were placed', () => {
  it('pays players the rate they bet at, and their history shows that rate', async () => {
    await setRates({ jodi: '95' });
    const p = await player();
    expect((await bet(p.token, 'LOWERED', [['42', 10, '']])).body.success).toBe(true);
    // Lowered from the console's settings this time.
    expect((await as.owner.call('POST', '/settings/rates', { jodi: '90' })).status).toBe(200);
    await s.operator('POST', '/results', { market: 'LOWERED', session: 'open', pana: '130', early: true }); // ank 4
    await s.operator('POST', '/results', { market: 'LOWERED', session: 'close', pana: '200', early: true }); // ank 2
    expect((await s.money(p.mobile)).balance).toBe(500_000 - 1000 + 95_000);

    const history = await s.api('games2', { page: 1 }, p.token);
    const [record] = history.body.bids as BidRecord[];
    expect(record).toMatchObject({ number: '42', rate: '95', win_amount: '950' });
    // The player's line reads "10 × 95 = ₹950": the rate that was paid.
    const bid = historyBidOf(record!);
    const reason = reasonOfRecord(bid, {
      game: bid.game,
      number: bid.number,
      session: bid.session,
      status: 'WON',
      stakePaise: 1000,
      rate: bid.rate,
      payoutPaise: 95_000,
    });
    expect(reason).toMatchObject({ won: true, rate: '95', payoutPaise: 95_000 });
    const passbook = await s.api('passbook', { current_page: 1 }, p.token);
    const win = (passbook.body.data as { kind: string; exp: Record<string, unknown> }[]).find((r) => r.kind === 'win');
    expect(win?.exp).toMatchObject({ win_ratio: '95', win_amount: '950' });
  });
});

describe('a correction after a rate change', () => {
  it('shows and applies the diff at the rates the bets were placed at', async () => {
    await setRates({ single: '9.5' });
    const [first, second] = [await player(), await player()];
    expect((await bet(first.token, 'CORRECTED', [['5', 100, 'OPEN']])).body.success).toBe(true);
    expect((await bet(second.token, 'CORRECTED', [['6', 100, 'OPEN']])).body.success).toBe(true);
    await s.operator('POST', '/results', { market: 'CORRECTED', session: 'open', pana: '140', early: true }); // ank 5
    expect((await s.money(first.mobile)).balance).toBe(500_000 - 10_000 + 95_000);

    await setRates({ single: '10' });
    const diff = await as.results.call(
      'GET',
      `/results/correction${query({ market: 'CORRECTED', session: 'open', pana: '150' })}`, // ank 6
    );
    expect(diff.status).toBe(200);
    expect(diff.body).toMatchObject({
      gainers: [{ player: { mobile: second.mobile }, beforePaise: 0, afterPaise: 95_000, changePaise: 95_000 }],
      losers: [{ player: { mobile: first.mobile }, beforePaise: 95_000, afterPaise: 0, changePaise: -95_000 }],
      payoutBeforePaise: 95_000,
      payoutAfterPaise: 95_000,
    });
    const corrected = await correctAtDesk(as.results, { market: 'CORRECTED', session: 'open' }, '150');
    expect(corrected.status).toBe(200);
    expect((await s.money(second.mobile)).balance).toBe(500_000 - 10_000 + 95_000);
    expect((await s.money(first.mobile)).balance).toBe(500_000 - 10_000);
    expect((await betsOf('CORRECTED')).map((b) => [b.rate, b.status, b.payout])).toEqual([
      ['9.5', 'LOSS', '0'],
      ['9.5', 'WON', '95000'],
    ]);
    // The same correction through the bearer API (back to the first value): the stored rates again.
    await s.operator('PUT', '/results', { market: 'CORRECTED', session: 'open', pana: '140' });
    expect((await s.money(first.mobile)).balance).toBe(500_000 - 10_000 + 95_000);
    expect(await paidOn('CORRECTED')).toBe(95_000);
  });
});

describe('bets placed after a rate change', () => {
  it('pay the new rate, side by side with the bets placed before it, on every kind of market', async () => {
    await setRates({ single: '9.5', starline_single: '9.5', jackpot_jodi: '95' });
    const [early, late] = [await player(), await player()];
    expect((await bet(early.token, 'MIXED', [['7', 10, 'OPEN']])).body.success).toBe(true);
    expect((await bet(early.token, 'MIXED STAR', [['3', 10, '']], '12:00')).body.success).toBe(true);
    expect((await bet(early.token, 'MIXED GALI', [['42', 10, '']])).body.success).toBe(true);

    await setRates({ single: '10.5', starline_single: '11', jackpot_jodi: '100' });
    expect((await bet(late.token, 'MIXED', [['7', 10, 'OPEN']])).body.success).toBe(true);
    expect((await bet(early.token, 'MIXED', [['7', 20, 'OPEN']])).body.success).toBe(true);
    expect((await bet(late.token, 'MIXED STAR', [['3', 10, '']], '12:00')).body.success).toBe(true);
    expect((await bet(late.token, 'MIXED GALI', [['42', 10, '']])).body.success).toBe(true);

    // 10 × 9.5 + 10 × 10.5 + 20 × 10.5.
    expect(await gridPayout({ market: 'MIXED', session: 'open' }, '7', 'OPEN')).toBe(9500 + 10_500 + 21_000);
    expect(await gridPayout({ market: 'MIXED STAR', timing: '12:00' }, '3', '')).toBe(9500 + 11_000);
    expect(await gridPayout({ market: 'MIXED GALI' }, '42', '')).toBe(95_000 + 100_000);
    const preview = await as.results.call(
      'GET',
      `/results/preview${query({ market: 'MIXED', session: 'open', pana: '160' })}`, // ank 7
    );
    expect(preview.body.payoutPaise).toBe(41_000);

    await s.operator('POST', '/results', { market: 'MIXED', session: 'open', pana: '160', early: true });
    await s.operator('POST', '/results', { market: 'MIXED STAR', timing: '12:00', pana: '120', early: true }); // ank 3
    await s.operator('POST', '/results', { market: 'MIXED GALI', jodi: '42', early: true });
    expect((await betsOf('MIXED')).map((b) => [b.rate, b.payout])).toEqual([
      ['9.5', '9500'],
      ['10.5', '10500'],
      ['10.5', '21000'],
    ]);
    expect((await betsOf('MIXED STAR')).map((b) => [b.rate, b.payout])).toEqual([
      ['9.5', '9500'],
      ['11', '11000'],
    ]);
    expect((await betsOf('MIXED GALI')).map((b) => [b.rate, b.payout])).toEqual([
      ['95', '95000'],
      ['100', '100000'],
    ]);
    // What liability reserved on the number is what settlement paid on it.
    const [reserved] = await s.db.query<{ payout: string }>(
      `select payout from liability where market = 'MIXED' and number = '7' and session = 'OPEN'`,
    );
    expect(Number(reserved!.payout)).toBe(await paidOn('MIXED'));
    expect((await s.money(early.mobile)).balance).toBe(500_000 - 5000 + 9500 + 21_000 + 9500 + 95_000);
    expect((await s.money(late.mobile)).balance).toBe(500_000 - 3000 + 10_500 + 11_000 + 100_000);
  });
});
