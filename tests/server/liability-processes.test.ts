// The liability limit under 50 parallel place-bets from several players, sent alternately to
// two server processes sharing one PostgreSQL (npm run test:postgres), or to one on PGlite:
// no number ever passes its limit, and the ledger is exact.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import type { ServerProcesses } from './server-processes.js';
import { processesForFile, seedMainMarkets, seedPlayer, tokenOf } from './seeded-store.js';

const DAY = '2026-11-20';
const MARKET = 'RACE LIMIT';
/** ₹950 of payout per number: ₹100 of singles at 9.5, five bids of ₹20. */
const LIMIT_PAISE = 950_00;
const PLAYERS = Array.from({ length: 10 }, (_, i) => String(9_830_000_000 + i));
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  await seedMainMarkets(db, [MARKET], '15:45', '17:45');
  await db.query(`insert into liability_limits (market, timing, max_payout) values ($1, '', $2)`, [
    MARKET,
    LIMIT_PAISE,
  ]);
  const hash = await hashPassword('secret1');
  for (const mobile of PLAYERS) {
    await seedPlayer(db, mobile, { name: 'Racer', passwordHash: hash, paise: 100_000 });
  }
}

processesForFile(seed, { CLOCK_START: `${DAY}T10:00:00` }, (started) => {
  p = started;
});

/** Slips of one number or of two in either order (so two slips lock the same numbers), ₹20 a bid. */
const SLIPS = [['1'], ['2'], ['3'], ['1', '2'], ['2', '1'], ['3', '1'], ['2', '3']];

describe('the liability limit under parallel bets', () => {
  it('never lets a number pass its limit across processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const numbers = SLIPS[i % SLIPS.length]!;
        const response = await fetch(`${p.url(i)}/api/place-bet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session: tokenOf(PLAYERS[i % PLAYERS.length]!),
            number: numbers.join(','),
            amount: numbers.map(() => '20').join(','),
            types: numbers.map(() => 'OPEN').join(','),
            market: MARKET,
            specialGame: '',
            request_id: `race-${i}`,
          }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const placed = answers.filter((a) => a.body.success === true).length;
    const refused = answers.filter(
      (a) =>
        a.body.success === false &&
        /^(Only ₹\d+\.00 more can be placed on [123] OPEN today(, less than the minimum bet of ₹\d+\.00)?\.|No more can be placed on [123] OPEN today: its limit is reached\.)$/.test(
          String(a.body.message),
        ),
    ).length;
    // Every answer is a placement or a refusal for the limit: nothing else went wrong.
    expect(placed + refused).toBe(50);
    // ₹300 of room in all against ₹1,500 asked for: most are refused.
    expect(refused).toBeGreaterThan(0);
    expect(placed).toBeGreaterThan(0);

    await p.stop();
    const facts = await p.inspect(async (db) => ({
      perNumber: await db.query<{ number: string; bets: number; payout: number; tracked: number }>(
        `select b.number, count(*)::int as bets, sum(floor(b.amount * 9.5))::bigint::int as payout,
                (select payout from liability l where l.market = b.market and l.day = b.day and l.number = b.number and l.session = b.session)::int as tracked
         from bets b where b.market = $1 group by b.market, b.day, b.number, b.session order by b.number`,
        [MARKET],
      ),
      requests: (
        await db.query<{ n: number }>(`select count(distinct request_id)::int as n from bets where market = $1`, [
          MARKET,
        ])
      )[0]!.n,
      mismatched: await db.query(
        `select u.mobile from users u join wallets w on w.user_id = u.id
         where w.balance + w.bonus <> coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = u.id), 0)`,
      ),
      unstaked: await db.query(
        `select b.id from bets b where not exists (select 1 from ledger l where l.bet_id = b.id and l.kind = 'bet' and l.amount = -b.amount)`,
      ),
      orphanStakes: await db.query(
        `select l.id from ledger l where l.kind = 'bet' and not exists (select 1 from bets b where b.id = l.bet_id)`,
      ),
      money: (
        await db.query<{ total: number; staked: number }>(
          `select (select sum(balance)::int from wallets) as total, (select sum(amount)::int from bets) as staked`,
        )
      )[0]!,
    }));
    expect(facts.requests).toBe(placed);
    for (const row of facts.perNumber) {
      expect(row.payout).toBeLessThanOrEqual(LIMIT_PAISE);
      expect(row.tracked).toBe(row.payout);
    }
    expect(facts.mismatched).toEqual([]);
    expect(facts.unstaked).toEqual([]);
    expect(facts.orphanStakes).toEqual([]);
    expect(facts.money.total + facts.money.staked).toBe(PLAYERS.length * 100000);
    console.log(
      `[liability] ${p.engine}, ${p.urls.length} process(es): ${placed} slips placed, ${refused} refused; per number ${facts.perNumber
        .map((r) => `${r.number}: ${r.bets} bids, ₹${r.payout / 100} of ₹${LIMIT_PAISE / 100}`)
        .join('; ')}`,
    );
  });
});
