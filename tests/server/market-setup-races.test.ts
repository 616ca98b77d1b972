// Market setup calls sent at the same moment, over real HTTP (run it on PostgreSQL too:
// bash scripts/with-postgres.sh npx vitest run --project server tests/server/market-setup-races.test.ts).
// Two "add market" calls of one name (any case or spacing) but different kinds: one adds it,
// the other gets 409 naming the market it met, and the market keeps the winner's kind.
// The same for a starline market added from its slots against a main market of that name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, signIn, type ConsoleClient } from './console-client.js';
import { auditRows } from './console-fixtures.js';
import { migrate } from '../../server/db/migrate.js';
import { freshDatabase, startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let owner: ConsoleClient;
const ROUNDS = 8;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
  await addOperator(s, 'race-owner', 'owner');
  owner = await signIn(s.url, 'race-owner');
});
afterAll(() => s.close());

const marketsNamed = (name: string) =>
  s.db.query<{ name: string; kind: string }>('select name, kind from markets where upper(btrim(name)) = $1', [name]);
const auditsOf = async (name: string, action: string) =>
  (await auditRows(s.db)).filter((row) => row.target === `market:${name}` && row.action === action);

describe(`market setup races on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('adds a market once when two calls of one name but different kinds come together; the other gets 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `RACE ${round}`;
      const [main, jackpot] = await Promise.all([
        owner.call('POST', '/markets', { market: name, kind: 'main', open_time: '12:00', close_time: '13:00' }),
        owner.call('POST', '/markets', {
          market: ` race ${round} `.toLowerCase(),
          kind: 'jackpot',
          close_time: '21:00',
        }),
      ]);
      const statuses = [main.status, jackpot.status].sort();
      expect(statuses, JSON.stringify([main.body, jackpot.body])).toEqual([200, 409]);
      const [winner, loser] = main.status === 200 ? [main, jackpot] : [jackpot, main];
      const winnerKind = winner === main ? 'main' : 'jackpot';
      expect(await marketsNamed(name)).toEqual([{ name, kind: winnerKind }]);
      // Met as it was being added (the database refuses the second row) or once added (its kind cannot change).
      expect(loser.body.error).toMatch(
        new RegExp(`^There is already a market called ${name} \\(a ${winnerKind} market\\)`),
      );
      expect(await auditsOf(name, 'market.add')).toHaveLength(1);
    }
  });

  it('adds a starline market from its slots once when a main market of that name is added at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `STAR RACE ${round}`;
      const [main, starline] = await Promise.all([
        owner.call('POST', '/markets', { market: name, kind: 'main', open_time: '12:00', close_time: '13:00' }),
        owner.call('POST', `/markets/${encodeURIComponent(name)}/slots`, { timings: ['11:00', '12:00'] }),
      ]);
      const rows = await marketsNamed(name);
      expect(rows, JSON.stringify([main.body, starline.body])).toHaveLength(1);
      if (main.status === 200) {
        // The main market came first: the slots are refused, none stored.
        expect(starline.status).toBe(409);
        expect(starline.body.error).toMatch(
          new RegExp(
            `^(There is already a market called ${name} \\(a main market\\)|${name} is not a starline market: it is a main market)\\.$`,
          ),
        );
        expect(rows[0]!.kind).toBe('main');
        const [{ n }] = (await s.db.query<{ n: number }>(
          'select count(*)::int as n from starline_slots where market = $1',
          [name],
        )) as [{ n: number }];
        expect(n).toBe(0);
      } else {
        expect(starline.status).toBe(200);
        expect(main.status).toBe(409);
        // Met at the same moment (the unique index) or after the starline market was stored (its kind cannot change): either refusal names it.
        expect(main.body.error).toMatch(
          new RegExp(
            `^There is already a market called ${name} \\(a starline market\\)(; its kind cannot change\\. Add a market of another name instead)?\\.$`,
          ),
        );
        expect(rows[0]!.kind).toBe('starline');
      }
    }
  });

  it('takes holidays and slots of one market one call after another (its row is locked), so none is lost', async () => {
    await owner.call('POST', '/markets', { market: 'LOCKED', kind: 'main', open_time: '12:00', close_time: '13:00' });
    await owner.call('POST', '/markets/SLOTTED/slots', { timings: ['09:00'] });
    for (let round = 0; round < ROUNDS; round++) {
      const day = `2026-12-${String(round + 1).padStart(2, '0')}`;
      const answers = await Promise.all([
        owner.call('POST', '/markets/LOCKED/holidays', { day, reason: 'First' }),
        owner.call('POST', '/markets/LOCKED/holidays', { day, reason: 'Second' }),
        owner.call('POST', '/markets/SLOTTED/slots', { timings: [`1${round}:00`] }),
        owner.call('POST', '/markets/SLOTTED/slots', { timings: [`1${round}:00`, `1${round}:30`] }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const holidays = await s.db.query<{ reason: string }>(
        'select reason from market_holidays where market = $1 and day = $2',
        [`LOCKED`, day],
      );
      expect(holidays).toHaveLength(1);
      // The audit trail tells the whole story: the second saw the first's reason as its before.
      const audits = (await auditsOf('LOCKED', 'market.holiday')).filter(
        (row) => (row.after as { day: string }).day === day,
      );
      expect(audits.map((row) => row.before)).toEqual([
        null,
        { day, reason: (audits[0]!.after as { reason: string }).reason },
      ]);
      expect((audits[1]!.after as { reason: string }).reason).toBe(holidays[0]!.reason);
    }
    const slots = await s.db.query<{ timing: string }>(
      'select timing from starline_slots where market = $1 order by timing',
      ['SLOTTED'],
    );
    expect(slots.map((slot) => slot.timing)).toEqual([
      '09:00',
      ...Array.from({ length: ROUNDS }, (_, round) => [`1${round}:00`, `1${round}:30`]).flat(),
    ]);
  });

  it('answers 409 naming the market when one of that name exists in another case and spacing', async () => {
    await s.db.query(
      `insert into markets (name, kind, open_time, close_time) values ('Old  Bazar', 'main', '10:00', '11:00')`,
    );
    const answer = await owner.call('POST', '/markets', { market: 'old bazar', kind: 'jackpot', close_time: '21:00' });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('There is already a market called Old  Bazar (a main market).');
    expect(await s.db.query(`select name from markets where upper(name) like 'OLD%'`)).toEqual([
      { name: 'Old  Bazar' },
    ]);
  });

  it('stores a name as operators read it: spaces doubled inside become one, so any spelling reaches the market', async () => {
    const added = await owner.call('POST', '/markets', {
      market: ' Duo   Main ',
      kind: 'main',
      open_time: '20:00',
      close_time: '21:00',
    });
    expect(added.body.market).toMatchObject({ name: 'DUO MAIN' });
    // The same market, spelt another way: its times change, no 409.
    const again = await owner.call('POST', '/markets', {
      market: 'duo  main',
      kind: 'main',
      open_time: '20:05',
      close_time: '21:05',
    });
    expect(again.status).toBe(200);
    expect(await s.db.query(`select name, open_time from markets where name like 'DUO%'`)).toEqual([
      { name: 'DUO MAIN', open_time: '20:05' },
    ]);
    // Slots on a new starline name, and a call on it by another spelling.
    expect((await owner.call('POST', '/markets/New%20%20Star/slots', { timings: ['23:30'] })).status).toBe(200);
    expect((await owner.call('POST', '/markets/NEW%20STAR/active', { active: false })).status).toBe(200);
    expect(await s.db.query(`select name, active from markets where name like 'NEW%'`)).toEqual([
      { name: 'NEW STAR', active: false },
    ]);
  });

  it('stops migration 011 with the clashing names when old rows differ only in case or spacing, changing nothing', async () => {
    const db = await freshDatabase();
    try {
      // A database as it was before 011.
      await migrate(db, { before: '011' });
      await db.query(
        `insert into markets (name, kind, open_time, close_time) values ('KALYAN', 'main', '15:45', '17:45'), (' kalyan', 'jackpot', '00:00', '21:00'), ('MILAN', 'main', '10:00', '11:00')`,
      );
      await expect(migrate(db)).rejects.toThrow(/names differ only in case or spacing: ' kalyan', 'KALYAN'\. Rename/);
      expect(await db.query(`select version from schema_migrations where version like '011-%'`)).toEqual([]);
      await db.query(`update markets set name = 'KALYAN NIGHT' where name = ' kalyan'`);
      expect(await migrate(db, { before: '012' })).toEqual(['011-market-name-unique.sql']);
    } finally {
      await db.close();
    }
  });
});
