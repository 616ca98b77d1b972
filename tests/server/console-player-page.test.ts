// The player's page in the console, over HTTP: notes on a player (who may
// write and read them, their length, newest first, audited); the page's live events (a
// bonus, an adjustment, a note, a block, a bet, a deposit requested and approved at the
// desk each tell it to read again); a cashier's credits and debits within the owner's daily
// ceiling (none by default), per operator and market day, never below zero, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH } from '../../core/index.js';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { addOperator, operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import {
  auditRows,
  fingerprint,
  lastAudit,
  pendingDeposit,
  playerWithBank,
  applyLooseningsAt,
} from './console-fixtures.js';
import { openEvents } from './event-stream.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let asha: Awaited<ReturnType<typeof playerWithBank>>;
let ravi: Awaited<ReturnType<typeof playerWithBank>>;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
  as = await operatorsOfEveryRole(s);
  asha = await playerWithBank(s, '9610000001', 2000, 'Asha Rao');
  ravi = await playerWithBank(s, '9610000002', 500, 'Ravi Kumar');
  await s.operator('POST', '/markets', { market: 'PAGE MARKET', open_time: '15:00', close_time: '17:00' });
});
afterAll(() => s.close());

interface NoteRow {
  id: number;
  at: string;
  operator: string;
  role: string;
  text: string;
}
const notesOf = async (who: ConsoleClient, id: number) =>
  (await who.call('GET', `/players/${id}/notes`)).body.rows as NoteRow[];

describe('notes on a player', () => {
  it('support and owners write notes, newest first with who and when (market time); cashiers read them', async () => {
    const written = await as.support.call('POST', `/players/${asha.id}/notes`, {
      text: '  Called about a late deposit.\nPromised a call back.  ',
    });
    expect(written.status).toBe(200);
    expect(written.body).toEqual({
      note: {
        id: expect.any(Number),
        at: '2026-11-20 10:00:00',
        operator: 'support',
        role: 'support',
        text: 'Called about a late deposit.\nPromised a call back.',
      },
    });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'support',
      role: 'support',
      action: 'player.note',
      target: 'player:9610000001',
      player_id: asha.id,
      after: { note: 'Called about a late deposit.\nPromised a call back.' },
    });
    s.clock.set(marketMoment(2026, 10, 20, 10, 20));
    await as.owner.call('POST', `/players/${asha.id}/notes`, { text: 'Verified the UTR with the bank.' });
    s.clock.set(marketMoment(2026, 10, 20, 10, 0));

    const expected = [
      { operator: 'owner', role: 'owner', at: '2026-11-20 10:20:00', text: 'Verified the UTR with the bank.' },
      { operator: 'support', role: 'support', at: '2026-11-20 10:00:00', text: expect.stringMatching(/^Called/) },
    ];
    for (const reader of [as.owner, as.cashier, as.support])
      expect(await notesOf(reader, asha.id)).toEqual(expected.map((note) => expect.objectContaining(note)));
    expect(await notesOf(as.owner, ravi.id)).toEqual([]);
  });

  it('cashiers may not write notes, results operators may not read them; nothing is written', async () => {
    const before = await fingerprint(s.db);
    const refused = await as.cashier.call('POST', `/players/${asha.id}/notes`, { text: 'Hello' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('The cashier role may not do this.');
    expect((await as.results.call('GET', `/players/${asha.id}/notes`)).status).toBe(403);
    expect((await as.results.call('POST', `/players/${asha.id}/notes`, { text: 'Hello' })).status).toBe(403);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('a note is required and at most MAX_NOTE_LENGTH characters (the console’s limit too); an unknown player is 404', async () => {
    const before = await fingerprint(s.db);
    const refusals = [
      [{ text: '   ' }, 'Note is required.'],
      [{}, 'Note is required.'],
      [{ text: 'x'.repeat(MAX_NOTE_LENGTH + 1) }, `Note is too long (at most ${MAX_NOTE_LENGTH} characters).`],
      [{ text: 'bell\u0007' }, 'Note contains control characters.'],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await as.support.call('POST', `/players/${asha.id}/notes`, body);
      expect([answer.status, answer.body]).toEqual([400, { error }]);
    }
    expect((await as.support.call('POST', '/players/999999/notes', { text: 'Hello' })).status).toBe(404);
    expect((await as.support.call('GET', '/players/999999/notes')).status).toBe(404);
    expect(await fingerprint(s.db)).toEqual(before);
    const longest = await as.support.call('POST', `/players/${ravi.id}/notes`, { text: 'y'.repeat(MAX_NOTE_LENGTH) });
    expect(longest.status).toBe(200);
    expect((await notesOf(as.support, ravi.id))[0]!.text).toHaveLength(MAX_NOTE_LENGTH);
  });
});

describe("the player's page hears every change of the player", () => {
  it('is open to the roles that read players, for a player that exists', async () => {
    for (const role of ['owner', 'cashier', 'support'] as const) {
      const stream = await openEvents(`${s.url}/console/api/players/${asha.id}/events`, as[role].cookie);
      expect(stream.status).toBe(200);
      await stream.listening();
      stream.close();
    }
    const refused = await fetch(`${s.url}/console/api/players/${asha.id}/events`, {
      headers: { cookie: as.results.cookie },
    });
    expect(refused.status).toBe(403);
    const unknown = await fetch(`${s.url}/console/api/players/999999/events`, { headers: { cookie: as.owner.cookie } });
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'There is no player #999999.' }]);
  });

  it('sends `player` after a bonus, an adjustment, a note, a block, a bet, and a deposit requested and approved', async () => {
    // A stream of its own for each change, so each event heard is that change's.
    const hears = async (change: () => Promise<unknown>) => {
      const stream = await openEvents(`${s.url}/console/api/players/${asha.id}/events`, as.owner.cookie);
      try {
        await stream.listening();
        await change();
        const event = await stream.next();
        expect([event.event, JSON.parse(event.data)]).toEqual(['player', { id: asha.id }]);
      } finally {
        stream.close();
      }
    };
    await hears(() => as.owner.call('POST', `/players/${asha.id}/bonus`, { amount: '50', reason: 'Diwali' }));
    await hears(() => as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '25', reason: 'Goodwill' }));
    await hears(() => as.support.call('POST', `/players/${asha.id}/notes`, { text: 'Asked for a statement.' }));
    await hears(() => as.cashier.call('POST', `/players/${asha.id}/block`, { reason: 'Shared account' }));
    await hears(() => as.cashier.call('POST', `/players/${asha.id}/unblock`));
    asha.token = (await s.api('login', { mobile: asha.mobile, password: 'secret1' })).body.api_token as string;
    await hears(async () =>
      expect((await s.bet(asha.token, 'PAGE MARKET', [['5', 10, 'OPEN']])).body).toMatchObject({ success: true }),
    );
    let deposit = 0;
    await hears(async () => (deposit = await pendingDeposit(s, asha.token, '300', 'UTRPAGE0001')));
    await hears(() => as.cashier.call('POST', `/deposits/${deposit}/approve`));
  });
});

describe("a cashier's credits and debits within the owner's daily ceiling", () => {
  const adjust = (who: ConsoleClient, amount: string, reason = 'Counter refund', player = asha.id) =>
    who.call('POST', `/players/${player}/adjust`, { amount, reason });

  it('are refused (403) while the ceiling is 0, the default: nothing changes until the owner sets one', async () => {
    expect((await as.cashier.call('GET', '/players/wallet-allowance')).body).toEqual({
      unlimited: false,
      day: '2026-11-20',
      ceilingPaise: 0,
      movedPaise: 0,
      leftPaise: 0,
    });
    const before = await fingerprint(s.db);
    const refused = await adjust(as.cashier, '100');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'The cashier role may not credit or debit wallets: the owner has set no daily ceiling for it (Settings, cashier_wallet_ceiling).',
    );
    expect(await fingerprint(s.db)).toEqual(before);
    // Support and results operators never adjust; an owner has no ceiling.
    expect((await adjust(as.support, '100')).status).toBe(403);
    expect((await as.support.call('GET', '/players/wallet-allowance')).status).toBe(403);
    expect((await as.owner.call('GET', '/players/wallet-allowance')).body).toEqual({ unlimited: true });
  });

  it('the owner sets the ceiling in the settings: a raise waits a day (audited); players never see it', async () => {
    const set = await as.owner.call('POST', '/settings/config', { cashier_wallet_ceiling: '1000' });
    expect(set.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'config.loosen-scheduled',
      before: { cashier_wallet_ceiling: '0' },
      after: { cashier_wallet_ceiling: '1000' },
    });
    expect((await as.owner.call('POST', '/settings/config', { cashier_wallet_ceiling: '-5' })).status).toBe(400);
    const waiting = (await as.owner.call('GET', '/settings')).body;
    expect(waiting.config).toMatchObject({ cashier_wallet_ceiling: '0' });
    expect(waiting.scheduled).toEqual([expect.objectContaining({ key: 'cashier_wallet_ceiling', value: '1000' })]);
    // Its day comes.
    expect(await applyLooseningsAt(s, new Date(s.clock.now().getTime() + 24 * 3_600_000))).toBe(1);
    expect((await as.owner.call('GET', '/settings')).body).toMatchObject({
      config: { cashier_wallet_ceiling: '1000' },
      scheduled: [],
    });
    const home = await s.api('home', {}, ravi.token);
    expect((home.body.data as { data_key: string }[]).map((row) => row.data_key)).not.toContain(
      'cashier_wallet_ceiling',
    );
  });

  it('counts credits and debits alike (absolute amounts) up to the ceiling, each a ledger row with its reason and audited', async () => {
    const balance = (await s.money(asha.mobile)).balance;
    const credited = await adjust(as.cashier, '600', 'Refund of a failed deposit');
    expect(credited.body).toEqual({ player: expect.objectContaining({ balancePaise: balance + 60_000 }) });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier',
      role: 'cashier',
      action: 'player.adjust',
      player_id: asha.id,
      after: {
        amountPaise: 60_000,
        reason: 'Refund of a failed deposit',
        day: '2026-11-20',
        ceilingPaise: 100_000,
        movedTodayPaise: 60_000,
      },
    });
    expect((await adjust(as.cashier, '-300', 'Bonus paid twice')).status).toBe(200);
    const rows = (await as.cashier.call('GET', `/players/${asha.id}/ledger`)).body.rows as Record<string, unknown>[];
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountPaise: -30_000, remark: 'Adjustment: Bonus paid twice' }),
      expect.objectContaining({
        kind: 'adjustment',
        amountPaise: 60_000,
        remark: 'Adjustment: Refund of a failed deposit',
      }),
    ]);
    expect((await as.cashier.call('GET', '/players/wallet-allowance')).body).toMatchObject({
      ceilingPaise: 100_000,
      movedPaise: 90_000,
      leftPaise: 10_000,
    });

    const before = await fingerprint(s.db);
    const past = await adjust(as.cashier, '-200');
    expect([past.status, past.body]).toEqual([
      400,
      {
        error:
          '₹200.00 would pass your daily ceiling of ₹1,000.00 for wallet credits and debits: ₹900.00 moved today, ₹100.00 left.',
      },
    ]);
    expect((await adjust(as.cashier, '1000.01')).status).toBe(400);
    expect(await fingerprint(s.db)).toEqual(before);
    expect((await adjust(as.cashier, '100')).status).toBe(200);
    expect((await adjust(as.cashier, '0.01')).status).toBe(400);
    const money = await s.money(asha.mobile);
    expect(money.ledger).toBe(money.balance + money.bonus);
  });

  it('is per operator: another cashier has a ceiling of their own; the owner has none', async () => {
    await addOperator(s, 'cashier2', 'cashier');
    const other = await signIn(s.url, 'cashier2');
    expect((await adjust(other, '1000', 'Goodwill', ravi.id)).status).toBe(200);
    expect((await adjust(other, '1', 'Goodwill', ravi.id)).status).toBe(400);
    expect((await adjust(as.owner, '5000', 'Jackpot paid by hand')).status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'owner', after: { amountPaise: 500_000 } });
    expect((await lastAudit(s.db)).after).not.toHaveProperty('ceilingPaise');
  });

  it('never takes a wallet below zero, and a refused debit leaves the day’s count as it was', async () => {
    const meena = await playerWithBank(s, '9610000003', 200, 'Meena');
    s.clock.set(marketMoment(2026, 10, 21, 0, 5));
    try {
      // A new market day: the count starts again (a new session: the old ones went idle overnight).
      const cashier = await signIn(s.url, 'cashier');
      expect((await cashier.call('GET', '/players/wallet-allowance')).body).toEqual({
        unlimited: false,
        day: '2026-11-21',
        ceilingPaise: 100_000,
        movedPaise: 0,
        leftPaise: 100_000,
      });
      const before = await fingerprint(s.db);
      const below = await adjust(cashier, '-250', 'Too much', meena.id);
      expect([below.status, below.body.error]).toEqual([
        400,
        'The main wallet holds ₹200: an adjustment cannot take it below zero.',
      ]);
      expect(await fingerprint(s.db)).toEqual(before);
      expect((await cashier.call('GET', '/players/wallet-allowance')).body).toMatchObject({ movedPaise: 0 });
    } finally {
      s.clock.set(marketMoment(2026, 10, 20, 10, 0));
    }
  });

  it('every cashier adjustment has its audit row', async () => {
    const adjustments = (await auditRows(s.db)).filter((r) => r.action === 'player.adjust' && r.role === 'cashier');
    expect(adjustments.map((r) => (r.after as { amountPaise: number }).amountPaise)).toEqual([
      60_000, -30_000, 10_000, 100_000,
    ]);
  });
});
