// The console's results desk over real HTTP: today's board, the exposure grid, the
// settlement preview (equal to the paisa to what declaring pays, before and after a
// correction), the correction diff, declaring with a typed confirmation, voiding a market
// day past its deadline, the live events, every call per role, and hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { correctAtDesk, declareAtDesk, declareJodiAtDesk, moveClockSignedIn } from './console-client.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { auditRows, fingerprint, lastAudit } from './console-fixtures.js';
import { openEvents } from './event-stream.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);

/** Moves the server's clock; the operators sign in again. */
const setClock = (moment: Date) => moveClockSignedIn(s, as, moment);

const bet: TestServer['bet'] = (...args) => s.bet(...args);

/** A small deterministic generator, so a failing run can be read again. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x % n;
  };
}

const PANAS = ['128', '137', '123', '370', '490', '550', '119', '777', '140', '236'];
const pick = <T>(r: (n: number) => number, items: readonly T[]) => items[r(items.length)]!;
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;
/** A GET at the results desk with its fields in the query string. */
const ask = (who: ConsoleClient, path: string, fields: Record<string, string>) =>
  who.call('GET', `${path}${query(fields)}`);

/** Every wallet equals the sum of its ledger rows. */
async function ledgerExact() {
  const rows = await s.db.query<{ ledger: number; total: number }>(
    `select coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id), 0)::bigint as ledger,
            (w.balance + w.bonus)::bigint as total from wallets w`,
  );
  for (const row of rows) expect(Number(row.ledger)).toBe(Number(row.total));
}

const payoutsOf = async (market: string, where = 'true') =>
  Number(
    (
      await s.db.query<{ n: number }>(
        `select coalesce(sum(payout), 0)::bigint as n from bets where market = $1 and status = 'WON' and ${where}`,
        [market],
      )
    )[0]!.n,
  );

const payoutsByPlayer = async (market: string) =>
  new Map(
    (
      await s.db.query<{ user_id: number; n: number }>(
        `select user_id::int as user_id, coalesce(sum(payout), 0)::bigint as n from bets where market = $1 group by user_id`,
        [market],
      )
    ).map((row) => [row.user_id, Number(row.n)]),
  );

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'DESK MAIN', open_time: '11:00', close_time: '13:00' });
  await s.operator('POST', '/markets', { market: 'DESK JACKPOT', kind: 'jackpot', close_time: '14:00' });
  await s.operator('POST', '/starline', { market: 'DESK STAR', timings: ['12:00', '13:00'] });
  // Rates with a fraction of a paisa per point, so a payout rounded any other way than settlement's shows.
  await s.operator('PUT', '/rates', { single: '9.555', singlepanna: '149.999', jodi: '95.5', halfsangam: '1000.5' });
}, 60_000);
afterAll(() => s.close());

describe('the settlement preview and the real settlement', () => {
  const players: { token: string; mobile: string }[] = [];

  beforeAll(async () => {
    await setClock(at(10));
    const r = random(14);
    for (let i = 0; i < 8; i++) {
      const player = await s.player(`97100000${String(i).padStart(2, '0')}`, 5000);
      players.push(player);
      const bids: [string, number, string][] = [
        ['1', 10 + r(5) * 7, 'OPEN'],
        ['128', 10 + r(3), 'OPEN'],
        ['0', 11 + r(9), 'CLOSE'],
        ['370', 13, 'CLOSE'],
        ['10', 10 + r(4), ''],
        ['1-370', 10, ''],
        ['128-0', 12, ''],
        ['128-370', 10, ''],
      ];
      for (let j = 0; j < 12; j++) {
        const session = pick(r, ['OPEN', 'CLOSE']);
        bids.push([String(r(10)), 10 + r(40), session]);
        bids.push([pick(r, PANAS), 10 + r(20), session]);
        bids.push([`${r(10)}${r(10)}`, 10 + r(30), '']);
      }
      const placed = await bet(player.token, 'DESK MAIN', bids);
      expect(placed.body.success).toBe(true);
    }
    // Past both draws (11:00, 13:00): declaring before a draw needs early: true (tested apart).
    await setClock(at(13, 30));
  });

  it('previews the open pana, declares it with the typed confirmation, and pays exactly what it showed', async () => {
    const before = await fingerprint(s.db);
    const preview = await ask(as.results, '/results/preview', { market: 'DESK MAIN', session: 'open', pana: '128' });
    expect(preview.status).toBe(200);
    expect(await fingerprint(s.db)).toEqual(before);
    expect(preview.body).toMatchObject({ market: 'DESK MAIN', session: 'open', value: '128', ank: 1, declared: null });
    const winners = preview.body.winners as { game: string; number: string; session: string; bids: number }[];
    expect(winners.map((w) => `${w.game} ${w.number} ${w.session}`).sort()).toEqual([
      'single 1 OPEN',
      'singlepanna 128 OPEN',
    ]);

    const declared = await declareAtDesk(as.results, { market: 'DESK MAIN', session: 'open' }, '128');
    expect(declared.status).toBe(200);
    const paid = await payoutsOf('DESK MAIN');
    expect(paid).toBe(preview.body.payoutPaise);
    expect(paid).toBeGreaterThan(0);
    const [won] = await s.db.query<{ n: number; stake: number }>(
      `select count(*) filter (where status = 'WON')::int as n, sum(amount)::bigint as stake from bets where market = 'DESK MAIN' and session = 'OPEN'`,
    );
    expect(won!.n).toBe(preview.body.winningBids);
    expect(Number(won!.stake)).toBe(preview.body.stakePaise);
    expect(preview.body.netPaise).toBe(Number(won!.stake) - paid);
    const wins = await s.db.query<{ n: number }>(
      `select coalesce(sum(amount), 0)::bigint as n from ledger where kind = 'win'`,
    );
    expect(Number(wins[0]!.n)).toBe(paid);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'result.declare', operator: 'results', role: 'results' });
    await ledgerExact();
  });

  it('previews and declares the close pana: singles, panas, jodis and sangams, to the paisa', async () => {
    const openPaid = await payoutsOf('DESK MAIN');
    const preview = await ask(as.owner, '/results/preview', { market: 'DESK MAIN', session: 'close', pana: '370' });
    expect(preview.status).toBe(200);
    const games = (preview.body.winners as { game: string; number: string }[]).map((w) => `${w.game} ${w.number}`);
    expect(games.sort()).toEqual(
      ['fullsangam 128-370', 'halfsangam 1-370', 'halfsangam 128-0', 'jodi 10', 'single 0', 'singlepanna 370'].sort(),
    );
    const declared = await declareAtDesk(as.owner, { market: 'DESK MAIN', session: 'close' }, '370');
    expect(declared.status).toBe(200);
    expect((await payoutsOf('DESK MAIN')) - openPaid).toBe(preview.body.payoutPaise);
    // Once declared, the preview of the declared value still reads what it paid.
    const again = await ask(as.owner, '/results/preview', { market: 'DESK MAIN', session: 'close', pana: '370' });
    expect(again.body).toMatchObject({ payoutPaise: preview.body.payoutPaise, declared: '370' });
    await ledgerExact();
  });

  it('shows the correction diff player by player, applies it as shown, and the preview still equals the settlement', async () => {
    const before = await payoutsByPlayer('DESK MAIN');
    const unchanged = await fingerprint(s.db);
    const diff = await ask(as.results, '/results/correction', { market: 'DESK MAIN', session: 'open', pana: '137' });
    expect(diff.status).toBe(200);
    expect(await fingerprint(s.db)).toEqual(unchanged);
    expect(diff.body).toMatchObject({ from: '128', to: '137' });
    const rows = [...(diff.body.gainers as never[]), ...(diff.body.losers as never[])] as {
      player: { id: number; mobile: string };
      beforePaise: number;
      afterPaise: number;
      changePaise: number;
    }[];
    expect((diff.body.losers as unknown[]).length).toBeGreaterThan(0);

    const wrong = await correctAtDesk(as.results, { market: 'DESK MAIN', session: 'open' }, '137', '128');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/does not match the pana 137/);
    expect(await fingerprint(s.db)).toEqual(unchanged);

    const corrected = await correctAtDesk(as.results, { market: 'DESK MAIN', session: 'open' }, '137');
    expect(corrected.status).toBe(200);
    const after = await payoutsByPlayer('DESK MAIN');
    for (const [id, paid] of after) {
      const row = rows.find((r) => r.player.id === id);
      expect(paid - (before.get(id) ?? 0)).toBe(row?.changePaise ?? 0);
    }
    const audit = await lastAudit(s.db);
    expect(audit).toMatchObject({ action: 'result.correct', target: 'market:DESK MAIN' });
    expect(audit.before).toMatchObject({ openPana: '128', closePana: '370' });
    expect(audit.after).toMatchObject({ openPana: '137', closePana: '370' });

    // The correction settled the open and the close again (jodis and sangams read the open pana).
    const open = await ask(as.results, '/results/preview', { market: 'DESK MAIN', session: 'open', pana: '137' });
    const close = await ask(as.results, '/results/preview', { market: 'DESK MAIN', session: 'close', pana: '370' });
    expect(open.body.payoutPaise).toBe(await payoutsOf('DESK MAIN', `session = 'OPEN'`));
    expect(close.body.payoutPaise).toBe(await payoutsOf('DESK MAIN', `session <> 'OPEN'`));
    expect((close.body.winners as { number: string }[]).map((w) => w.number)).toContain('10');
    await ledgerExact();
  });

  it('refuses to declare over a declared value, and to correct to the same value', async () => {
    const before = await fingerprint(s.db);
    const again = await declareAtDesk(as.results, { market: 'DESK MAIN', session: 'open' }, '150');
    // Already decided: 409, as the bearer API answers it (tests/server/operator-doors.test.ts).
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already has open_pana 137/);
    const same = await ask(as.results, '/results/correction', { market: 'DESK MAIN', session: 'open', pana: '137' });
    expect(same.status).toBe(400);
    expect(same.body.error).toMatch(/nothing to correct/);
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('the exposure grid', () => {
  it('lists every number of every game of a session with its stake, bids and payout at the settlement rates', async () => {
    await setClock(at(10));
    const player = await s.player('9720000001', 2000);
    await bet(
      player.token,
      'DESK STAR',
      [
        ['5', 20, ''],
        ['5', 30, ''],
        ['128', 10, ''],
      ],
      '12:00',
    );
    const grid = await ask(as.results, '/results/exposure', { market: 'DESK STAR', timing: '12:00' });
    expect(grid.status).toBe(200);
    const rows = grid.body.rows as {
      game: string;
      number: string;
      bids: number;
      stakePaise: number;
      payoutPaise: number;
      rate: string;
    }[];
    expect(rows).toHaveLength(230);
    const five = rows.find((r) => r.game === 'single' && r.number === '5')!;
    // starline_single is 9.5 (the main market's single is 9.555: a starline bid is not paid at it).
    expect(five).toMatchObject({ bids: 2, stakePaise: 5000, payoutPaise: 47_500, rate: '9.5' });
    expect(rows.find((r) => r.number === '128')).toMatchObject({ bids: 1, stakePaise: 1000, payoutPaise: 150_000 });
    expect(grid.body.worst).toMatchObject({ game: 'singlepanna', number: '128', payoutPaise: 150_000 });
    expect(grid.body).toMatchObject({ bids: 3, stakePaise: 6000 });

    // A close with nothing declared: every single, jodi and pana, and the sangams staked on.
    await s.operator('POST', '/markets', { market: 'DESK GRID', open_time: '15:00', close_time: '16:00' });
    await bet(player.token, 'DESK GRID', [
      ['1-370', 10, ''],
      ['128-370', 10, ''],
    ]);
    const close = await ask(as.owner, '/results/exposure', { market: 'DESK GRID', session: 'close' });
    const closeRows = close.body.rows as { game: string; number: string; bids: number }[];
    const count = (game: string) => closeRows.filter((r) => r.game === game).length;
    expect([
      count('single'),
      count('jodi'),
      count('singlepanna') + count('doublepanna') + count('triplepanna'),
    ]).toEqual([10, 100, 220]);
    // Sangams carry stakes here: only those staked on are listed.
    expect(
      closeRows
        .filter((r) => r.game.endsWith('sangam'))
        .map((r) => r.number)
        .sort(),
    ).toEqual(['1-370', '128-370'].sort());
    // DESK MAIN's close is declared (137-10-370 after the correction): only its winners are left,
    // each with what its bets were paid, and the grid's paid is what the close's winners were paid.
    const declared = await ask(as.owner, '/results/exposure', { market: 'DESK MAIN', session: 'close' });
    const declaredRows = declared.body.rows as { game: string; number: string; paidPaise: number }[];
    expect(declaredRows.map((r) => `${r.game} ${r.number}`)).toEqual([
      'single 0',
      'jodi 10',
      'singlepanna 370',
      'halfsangam 1-370',
    ]);
    const closePaid = await payoutsOf('DESK MAIN', `session <> 'OPEN'`);
    expect(declared.body).toMatchObject({ declared: true, paidPaise: closePaid });
    expect(declaredRows.reduce((sum, r) => sum + r.paidPaise, 0)).toBe(closePaid);
    expect(closePaid).toBeGreaterThan(0);
    const jackpot = await ask(as.owner, '/results/exposure', { market: 'DESK JACKPOT' });
    expect((jackpot.body.rows as unknown[]).length).toBe(100);
  });
});

describe('today board and live events', () => {
  it('shows every market day of today with its state, bids, stakes and the house result', async () => {
    await setClock(at(12, 30));
    const today = await as.results.call('GET', '/results/today');
    expect(today.status).toBe(200);
    const rows = today.body.rows as {
      market: string;
      timing: string;
      state: string;
      sessions: { session: string; bids: number; stakePaise: number }[];
      stakePaise: number;
      payoutPaise: number;
      netPaise: number;
    }[];
    const main = rows.find((r) => r.market === 'DESK MAIN')!;
    expect(main.state).toBe('declared');
    expect(main.netPaise).toBe(main.stakePaise - main.payoutPaise);
    expect(main.payoutPaise).toBe(await payoutsOf('DESK MAIN'));
    expect(main.sessions.map((x) => x.session)).toEqual(['open', 'close']);
    expect(rows.filter((r) => r.market === 'DESK STAR').map((r) => [r.timing, r.state])).toEqual([
      ['12:00', 'closed'],
      ['13:00', 'open'],
    ]);
    expect(rows.find((r) => r.market === 'DESK STAR' && r.timing === '12:00')!.sessions).toEqual([
      { session: '', bids: 3, stakePaise: 6000, payoutPaise: 0 },
    ]);
    expect(rows.find((r) => r.market === 'DESK JACKPOT')!.state).toBe('open');
  });

  it('shows a market closed today by a holiday or its weekly off-day as that, and takes no declaration for it', async () => {
    await setClock(at(12, 30));
    await s.operator('POST', '/markets', { market: 'DESK HOLIDAY', open_time: '11:00', close_time: '12:00' });
    await s.operator('POST', '/markets', { market: 'DESK OFFDAY', kind: 'jackpot', close_time: '12:00' });
    expect(
      (await as.owner.call('POST', '/markets/DESK HOLIDAY/holidays', { day: '2026-11-20', reason: 'Diwali' })).status,
    ).toBe(200);
    // 2026-11-20 is a Friday.
    expect((await as.owner.call('POST', '/markets/DESK OFFDAY/off-days', { weekdays: [5] })).status).toBe(200);
    const rows = (await as.results.call('GET', '/results/today')).body.rows as {
      market: string;
      state: string;
      closedReason: string | null;
    }[];
    const of = (market: string) => rows.find((r) => r.market === market)!;
    expect(of('DESK HOLIDAY')).toMatchObject({ state: 'holiday', closedReason: 'Diwali' });
    expect(of('DESK OFFDAY')).toMatchObject({ state: 'off-day', closedReason: 'Weekly off-day (Friday)' });
    expect(of('DESK MAIN')).toMatchObject({ closedReason: null });
    const before = await fingerprint(s.db);
    const refused = await declareAtDesk(as.results, { market: 'DESK HOLIDAY', session: 'open' }, '128');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/DESK HOLIDAY is closed today: Diwali/);
    // Before its time too: the market has no draw today, which is what the refusal says.
    expect(await fingerprint(s.db)).toEqual(before);
    await setClock(at(10, 30));
    const beforeTheDraw = await fingerprint(s.db);
    const early = await declareAtDesk(as.results, { market: 'DESK HOLIDAY', session: 'open' }, '128');
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/DESK HOLIDAY is closed today: Diwali/);
    expect(await fingerprint(s.db)).toEqual(beforeTheDraw);
  });

  it('sends a market event when a bet is placed and when a result is declared', async () => {
    await setClock(at(12, 30));
    const stream = await openEvents(`${s.url}/console/api/results/events`, as.results.cookie);
    expect(stream.status).toBe(200);
    try {
      const player = await s.player('9720000002', 500);
      await bet(player.token, 'DESK JACKPOT', [['42', 10, '']]);
      const event = await stream.next();
      expect(event.event).toBe('market');
      expect(JSON.parse(event.data)).toMatchObject({ market: 'DESK JACKPOT', what: 'bet', day: '2026-11-20' });
      await declareAtDesk(as.results, { market: 'DESK STAR', timing: '12:00' }, '128');
      expect(JSON.parse((await stream.next()).data)).toMatchObject({
        market: 'DESK STAR',
        timing: '12:00',
        what: 'result',
      });
    } finally {
      stream.close();
    }
  });
});

describe('declaring before the draw', () => {
  it('warns in the preview, refuses without early: true, declares with it (audited), and takes no bid of that session after', async () => {
    await s.operator('POST', '/markets', { market: 'DESK EARLY', open_time: '12:00', close_time: '14:00' });
    await setClock(at(11, 5));
    const player = await s.player('9720000010', 1000);
    expect((await bet(player.token, 'DESK EARLY', [['1', 10, 'OPEN']])).body.success).toBe(true);

    const preview = await ask(as.results, '/results/preview', { market: 'DESK EARLY', session: 'open', pana: '128' });
    expect(preview.body).toMatchObject({ early: true, now: '11:05', drawTime: '12:00' });
    const grid = await ask(as.results, '/results/exposure', { market: 'DESK EARLY', session: 'open' });
    expect(grid.body).toMatchObject({ drawTime: '12:00', result: { openPana: null, closePana: null, jodi: null } });

    const before = await fingerprint(s.db);
    const refused = await declareAtDesk(as.results, { market: 'DESK EARLY', session: 'open' }, '128');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'It is 11:05; DESK EARLY opens at 12:00: the draw has not happened. Declaring now settles bets placed before the draw; to do it anyway, declare with early: true. A result drawn on an earlier day is declared for that day: send its day (day: "YYYY-MM-DD").',
    );
    for (const early of ['yes', 1, 'true', {}])
      expect(
        (await declareAtDesk(as.results, { market: 'DESK EARLY', session: 'open', early }, '128')).body.error,
      ).toBe('early must be true or false.');
    expect(await fingerprint(s.db)).toEqual(before);

    const declared = await declareAtDesk(as.results, { market: 'DESK EARLY', session: 'open', early: true }, '128');
    expect(declared.status).toBe(200);
    const audit = await lastAudit(s.db);
    expect(audit).toMatchObject({ action: 'result.declare', target: 'market:DESK EARLY' });
    expect(audit.after).toMatchObject({ openPana: '128', early: true });
    expect(await s.money('9720000010')).toMatchObject({ balance: 100_000 - 1000 + 9555 });
    // The declaration closed the open session: no bid arrives once the result is known.
    const late = await bet(player.token, 'DESK EARLY', [['1', 10, 'OPEN']]);
    expect(late.body).toMatchObject({ success: false });
    expect(String(late.body.message)).toMatch(/Betting is closed for DESK EARLY OPEN/);
    expect((await bet(player.token, 'DESK EARLY', [['5', 10, 'CLOSE']])).body.success).toBe(true);
    const after = await ask(as.results, '/results/exposure', { market: 'DESK EARLY', session: 'close' });
    expect(after.body).toMatchObject({ drawTime: '14:00', result: { openPana: '128', closePana: null } });
    // Open 128 is ank 1: only the jodis 10–19 can still win; every single and pana of the close can.
    const afterRows = after.body.rows as { game: string; number: string }[];
    expect(afterRows.filter((r) => r.game === 'jodi').map((r) => r.number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `1${i}`),
    );
    expect(afterRows.filter((r) => r.game === 'single')).toHaveLength(10);
    expect(afterRows.filter((r) => r.game.endsWith('panna'))).toHaveLength(220);

    // After the draw no flag is needed, and none is recorded.
    await setClock(at(14, 1));
    const close = await ask(as.results, '/results/preview', { market: 'DESK EARLY', session: 'close', pana: '370' });
    expect(close.body).toMatchObject({ early: false, now: '14:01', drawTime: '14:00' });
    const onTime = await declareAtDesk(as.results, { market: 'DESK EARLY', session: 'close' }, '370');
    expect(onTime.status).toBe(200);
    expect((await lastAudit(s.db)).after).not.toHaveProperty('early');
    await ledgerExact();
  });
});

describe('voiding a market day without a result', () => {
  it('refuses before the deadline, then refunds every stake once (the bonus part to the bonus), shown as VOIDED', async () => {
    await s.operator('POST', '/markets', { market: 'DESK VOID', open_time: '15:00', close_time: '16:00' });
    await setClock(at(14));
    const player = await s.player('9720000003', 1000);
    const [user] = await s.db.query<{ id: number }>(`select id::int as id from users where mobile = '9720000003'`);
    await as.owner.call('POST', `/players/${user!.id}/bonus`, { amount: '50' });
    await bet(player.token, 'DESK VOID', [
      ['4', 100, 'OPEN'],
      ['44', 20, ''],
    ]);
    expect(await s.money('9720000003')).toMatchObject({ balance: 100_000 - 7000, bonus: 0 });

    await setClock(at(17, 59));
    const before = await fingerprint(s.db);
    const early = await as.results.call('POST', '/results/void', { market: 'DESK VOID', session: 'close' });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/cannot be voided before 2026-11-20 18:00: its last draw is at 16:00.*2 hours/);
    expect(await fingerprint(s.db)).toEqual(before);
    // The grid's read says when the void opens, so the desk offers it only then.
    const waiting = await ask(as.results, '/results/exposure', { market: 'DESK VOID', session: 'close' });
    expect(waiting.body).toMatchObject({ voidFrom: '2026-11-20 18:00', voidable: false });

    await setClock(at(18, 1));
    const ready = await ask(as.results, '/results/exposure', { market: 'DESK VOID', session: 'close' });
    expect(ready.body).toMatchObject({ voidFrom: '2026-11-20 18:00', voidable: true });
    const voided = await as.results.call('POST', '/results/void', { market: 'DESK VOID', session: 'close' });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ refundedBets: 2, refundedPaise: 12_000, players: 1 });
    expect(await s.money('9720000003')).toMatchObject({ balance: 100_000, bonus: 5000 });
    const refunds = await s.db.query<{ amount: number; bonus_amount: number }>(
      `select amount, bonus_amount from ledger where kind = 'refund' order by id`,
    );
    expect(refunds.map((r) => [Number(r.amount), Number(r.bonus_amount)])).toEqual([
      [5000, 5000],
      [2000, 0],
    ]);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'result.void', target: 'market:DESK VOID' });
    // Voided bets leave the exposure grid.
    const grid = await ask(as.results, '/results/exposure', { market: 'DESK VOID', session: 'open' });
    expect(grid.body).toMatchObject({ bids: 0, stakePaise: 0 });

    const again = await as.owner.call('POST', '/results/void', { market: 'DESK VOID', session: 'open' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already voided by results/);
    const declare = await declareAtDesk(as.owner, { market: 'DESK VOID', session: 'open' }, '128');
    expect(declare.status).toBe(409);
    expect((await s.db.query(`select 1 from results where market = 'DESK VOID'`)).length).toBe(0);
    // Even with its times moved later, a voided day takes no bet that nothing could settle.
    await s.db.query(`update markets set open_time = '23:00', close_time = '23:30' where name = 'DESK VOID'`);
    const late = await bet(player.token, 'DESK VOID', [['7', 10, 'OPEN']]);
    expect(late.body).toMatchObject({ success: false });
    expect(String(late.body.message)).toMatch(/was voided by results: its stakes were refunded/);

    const history = await s.api('games2', { page: 1, openFlter: '1', closeFlter: '1' }, player.token);
    const bids = (history.body.bids ?? (history.body as { data?: unknown }).data) as { bid_status: string }[];
    expect(bids.filter((b) => b.bid_status === 'VOIDED')).toHaveLength(2);
    const today = await as.results.call('GET', '/results/today');
    expect((today.body.rows as { market: string; state: string }[]).find((r) => r.market === 'DESK VOID')!.state).toBe(
      'voided',
    );
    await ledgerExact();
  });

  it('refuses to void a day that has its result', async () => {
    await setClock(at(23));
    const refused = await as.results.call('POST', '/results/void', { market: 'DESK MAIN', session: 'close' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/has its result \(370\): correct it instead/);
  });
});

describe('hostile input', () => {
  const [preview, exposure] = ['/results/preview', '/results/exposure'];
  const main = { market: 'DESK MAIN', session: 'open' };
  it.each([
    ['a pana that is not one', preview, { ...main, pana: '321' }, 400, /321 is not a pana/],
    ['letters for a pana', preview, { ...main, pana: '12a' }, 400, /not a pana/],
    [
      'an unknown market',
      preview,
      { market: 'NO SUCH', session: 'open', pana: '128' },
      404,
      /no market called NO SUCH/,
    ],
    ['no session for a main market', exposure, { market: 'DESK MAIN' }, 400, /name its session, open or close/],
    [
      'a starline slot that does not exist',
      exposure,
      { market: 'DESK STAR', timing: '25:00' },
      400,
      /has no slot 25:00/,
    ],
    ['a pana for a jackpot', preview, { market: 'DESK JACKPOT', pana: '128' }, 400, /jodi must be two digits/],
    ['a malformed day', exposure, { ...main, day: '2026-13-45x' }, 400, /day must be a date/],
    ['a day no calendar has', exposure, { ...main, day: '2026-02-30' }, 400, /day must be a date/],
    ['no market', exposure, {}, 400, /Name the market/],
  ] as const)('refuses %s with a clear message', async (_, path, fields, status, message) => {
    const answer = await ask(as.results, path, fields as Record<string, string>);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(message);
  });

  it('refuses a declaration with a wrong or missing confirmation, a bad pana, or a body that is not JSON, writing nothing', async () => {
    await setClock(at(12, 30));
    const before = await fingerprint(s.db);
    const wrong = await declareAtDesk(as.results, { market: 'DESK STAR', timing: '13:00' }, '128', '129');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('The confirmation 129 does not match the pana 128: type the pana again.');
    const missing = await as.results.call('POST', '/results/declare', {
      market: 'DESK STAR',
      timing: '13:00',
      pana: '128',
    });
    expect(missing.body.error).toMatch(/confirmation \(empty\) does not match/);
    const bad = await declareAtDesk(as.results, { market: 'DESK STAR', timing: '13:00' }, '<b>');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/is not a pana/);
    const response = await fetch(`${s.url}/console/api/results/declare`, {
      method: 'POST',
      headers: { cookie: as.results.cookie, 'x-csrf-token': as.results.csrf, 'content-type': 'application/json' },
      body: '{"market": ',
    });
    expect(response.status).toBe(400);
    const close = await ask(as.results, '/results/preview', { market: 'DESK VOID', session: 'close', pana: '128' });
    expect(close.body.error).toMatch(/Declare the open pana of DESK VOID first/);
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('roles', () => {
  const CALLS: [string, string, Record<string, string>][] = [
    ['GET', '/results/today', {}],
    ['GET', '/results/exposure', { market: 'DESK JACKPOT' }],
    ['GET', '/results/preview', { market: 'DESK JACKPOT', jodi: '42' }],
    ['GET', '/results/correction', { market: 'DESK STAR', timing: '12:00', pana: '137' }],
    ['POST', '/results/declare', { market: 'DESK JACKPOT', jodi: '42', confirm: '42' }],
    ['POST', '/results/correct', { market: 'DESK STAR', timing: '12:00', pana: '137', confirm: '137' }],
    ['POST', '/results/void', { market: 'DESK JACKPOT' }],
    ['GET', '/results/void-after', {}],
  ];

  it.each(['cashier', 'support'] as const)(
    'refuses every results-desk call to %s with 403, writing nothing',
    async (role) => {
      await setClock(at(23));
      const before = await fingerprint(s.db);
      const audits = (await auditRows(s.db)).length;
      for (const [method, path, fields] of CALLS) {
        const answer =
          method === 'GET'
            ? await as[role].call('GET', `${path}${query(fields)}`)
            : await as[role].call('POST', path, fields);
        expect([path, answer.status, answer.body.error]).toEqual([path, 403, `The ${role} role may not do this.`]);
      }
      const events = await fetch(`${s.url}/console/api/results/events`, { headers: { cookie: as[role].cookie } });
      expect(events.status).toBe(403);
      expect(await fingerprint(s.db)).toEqual(before);
      expect((await auditRows(s.db)).length).toBe(audits);
    },
  );

  it.each(['owner', 'results'] as const)('answers every results-desk call to %s', async (role) => {
    await setClock(at(23));
    for (const [method, path, fields] of CALLS.filter(([m]) => m === 'GET')) {
      const answer = await as[role].call(method, `${path}${query(fields)}`);
      expect([path, answer.status]).toEqual([path, 200]);
    }
  });

  it('lets the results role declare, correct and void, each audited', async () => {
    await setClock(at(23));
    await s.operator('POST', '/markets', { market: 'DESK EMPTY', open_time: '09:00', close_time: '10:00' });
    const declared = await declareJodiAtDesk(as.results, { market: 'DESK JACKPOT' }, '42');
    expect(declared.status).toBe(200);
    const corrected = await correctAtDesk(as.owner, { market: 'DESK STAR', timing: '12:00' }, '137');
    expect(corrected.status).toBe(200);
    const voided = await as.results.call('POST', '/results/void', { market: 'DESK EMPTY', session: 'open' });
    expect(voided.body).toMatchObject({ refundedBets: 0 });
    const actions = (await auditRows(s.db)).slice(-3).map((row) => `${row.operator} ${row.action}`);
    expect(actions).toEqual(['results result.declare', 'owner result.correct', 'results result.void']);
    await ledgerExact();
  });
});
