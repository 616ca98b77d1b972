// The players a console operator looks after, over HTTP: search and page, the ledger with
// its running balance, block (enforced where the player logs in, bets, transfers and
// withdraws), sessions, verify, bonus and adjustment, each with its audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let asha: Awaited<ReturnType<typeof playerWithBank>>;
const BLOCKED = 'Your account is blocked: Chargeback on UPI. Contact support.';

beforeAll(async () => {
  s = await startServer(new Date(2026, 10, 20, 10, 0));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'PLAYER MARKET', open_time: '15:00', close_time: '17:00' });
  asha = await playerWithBank(s, '9600000001', 2000, 'Asha Rao');
  await playerWithBank(s, '9600000002', 0, 'Ravi Kumar');
});
afterAll(() => s.close());

const bet = (token: string) =>
  s.api(
    'place-bet',
    {
      number: '5',
      amount: '10',
      types: 'OPEN',
      market: 'PLAYER MARKET',
      specialGame: '',
      request_id: `r${Math.random()}`,
    },
    token,
  );

describe('finding and reading a player', () => {
  it('searches by part of a mobile or of a name, and pages', async () => {
    const byMobile = await as.support.call('GET', '/players?q=96000000');
    expect(byMobile.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const byName = await as.cashier.call('GET', '/players?q=rao');
    expect(byName.body.rows).toEqual([
      {
        id: asha.id,
        name: 'Asha Rao',
        mobile: '9600000001',
        verified: false,
        blocked: false,
        balancePaise: 200_000,
        bonusPaise: 0,
        debtPaise: 0,
        createdAt: expect.any(String),
      },
    ]);
    // The search text is text: its % and _ match only themselves.
    expect((await as.cashier.call('GET', '/players?q=%25')).body.total).toBe(0);
    expect((await as.cashier.call('GET', '/players?page=0')).status).toBe(400);
  });

  it('shows the player page with sessions, and the ledger newest first with the balance after each row', async () => {
    await bet(asha.token);
    const page = await as.owner.call('GET', `/players/${asha.id}`);
    expect(page.body).toEqual({
      player: expect.objectContaining({ id: asha.id, mobile: '9600000001', blockedReason: null, email: '' }),
      sessions: [{ createdAt: expect.any(String), expiresAt: expect.any(String) }],
    });
    const ledger = await as.owner.call('GET', `/players/${asha.id}/ledger`);
    expect(ledger.body.rows).toEqual([
      {
        id: expect.any(Number),
        at: '2026-11-20 10:00:00',
        kind: 'bet',
        amountPaise: -1000,
        bonusPaise: 0,
        balanceAfterPaise: 199_000,
        remark: expect.stringContaining('PLAYER MARKET'),
      },
      {
        id: expect.any(Number),
        at: '2026-11-20 10:00:00',
        kind: 'deposit',
        amountPaise: 200_000,
        bonusPaise: 0,
        balanceAfterPaise: 200_000,
        remark: expect.stringMatching(/^Deposit #\d+$/),
      },
    ]);
    expect((await as.owner.call('GET', `/players/${asha.id}/bets`)).body).toMatchObject({
      total: 1,
      rows: [{ market: 'PLAYER MARKET', amountPaise: 1000, status: 'PENDING' }],
    });
    expect((await as.owner.call('GET', `/players/${asha.id}/deposits`)).body).toMatchObject({
      total: 1,
      rows: [{ amountPaise: 200_000, status: 'completed', decidedBy: 'api-token' }],
    });
    expect((await as.owner.call('GET', `/players/${asha.id}/withdrawals`)).body).toMatchObject({ total: 0, rows: [] });
    expect((await as.owner.call('GET', '/players/99999')).status).toBe(404);
    expect((await as.owner.call('GET', '/players/abc')).body).toEqual({ error: 'The player id must be a number.' });
  });
});

describe('blocking', () => {
  it('refuses a block without a reason, and writes nothing', async () => {
    const before = await fingerprint(s.db);
    expect((await as.cashier.call('POST', `/players/${asha.id}/block`, {})).body).toEqual({
      error: 'Reason is required.',
    });
    expect((await as.cashier.call('POST', `/players/${asha.id}/block`, { reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await as.cashier.call('POST', `/players/${asha.id}/block`, 'not an object')).status).toBe(400);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('ends every session and refuses login, bets, transfers and withdrawals with the reason', async () => {
    const other = await s.api('login', { mobile: '9600000001', password: 'secret1' });
    const blocked = await as.cashier.call('POST', `/players/${asha.id}/block`, { reason: 'Chargeback on UPI.' });
    expect(blocked.body).toEqual({
      player: expect.objectContaining({ blocked: true, blockedReason: 'Chargeback on UPI.' }),
    });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier',
      action: 'player.block',
      target: 'player:9600000001',
      player_id: asha.id,
      after: { blocked: true, reason: 'Chargeback on UPI.' },
    });
    for (const token of [asha.token, other.body.api_token as string])
      expect((await s.api('home', {}, token)).body).toMatchObject({ session: false });
    expect((await s.api('login', { mobile: '9600000001', password: 'secret1' })).body).toMatchObject({
      success: false,
      message: BLOCKED,
    });
    expect((await s.api('login', { mobile: '9600000001', password: 'wrong-one' })).body.message).toBe(
      'Wrong mobile number or password.',
    );
  });

  it('refuses bets, transfers and withdrawals of a blocked player whose session still lives', async () => {
    // A session issued straight in the store: the checks hold where the money moves, not only at login.
    const { token } = await s.player('9600000003', 1000, 'Live Session');
    const [row] = await s.db.query<{ id: number }>(`select id::int as id from users where mobile = '9600000003'`);
    await s.api('withdraw-details-update', { acno: '12345678', name: 'Live', ifsc: 'SBIN0001234' }, token);
    await s.db.query(`update users set blocked_at = now(), blocked_reason = 'Chargeback on UPI' where id = $1`, [
      row!.id,
    ]);
    const ledger = await s.ledgerRows();
    expect((await bet(token)).body).toMatchObject({ success: false, message: BLOCKED });
    expect(
      (await s.legacy('transfer', { session: token, mobile: '9600000003', user: '9600000002', amount: '10' })).body,
    ).toMatchObject({ success: '0', msg: BLOCKED });
    expect((await s.api('withdraw', { amount: '500' }, token)).body).toMatchObject({
      success: false,
      message: BLOCKED,
    });
    expect(await s.ledgerRows()).toBe(ledger);
  });

  it('unblocks: the player logs in again', async () => {
    expect((await as.owner.call('POST', `/players/${asha.id}/unblock`)).body).toEqual({
      player: expect.objectContaining({ blocked: false, blockedReason: null }),
    });
    const login = await s.api('login', { mobile: '9600000001', password: 'secret1' });
    expect(login.body.success).toBe(true);
    asha.token = login.body.api_token as string;
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'player.unblock',
      before: { blocked: true, reason: 'Chargeback on UPI.' },
      after: { blocked: false },
    });
  });
});

describe('sessions, verify, bonus, adjustment', () => {
  it('ends every session of the player', async () => {
    expect((await as.cashier.call('POST', `/players/${asha.id}/end-sessions`)).status).toBe(200);
    expect((await s.api('home', {}, asha.token)).body).toMatchObject({ session: false });
    expect(await lastAudit(s.db)).toMatchObject({ action: 'player.end-sessions', after: { sessionsEnded: 1 } });
    expect((await as.cashier.call('GET', `/players/${asha.id}`)).body.sessions).toEqual([]);
    asha.token = (await s.api('login', { mobile: '9600000001', password: 'secret1' })).body.api_token as string;
  });

  it('marks the player verified (the quiz’s verify)', async () => {
    expect((await as.cashier.call('POST', `/players/${asha.id}/verify`)).body).toEqual({
      player: expect.objectContaining({ verified: true }),
    });
    expect((await s.legacy('status_check', { session: asha.token, mobile: '9600000001' })).body).toMatchObject({
      verify: '1',
    });
  });

  it('grants a bonus as a bonus ledger row with the reason', async () => {
    const granted = await as.cashier.call('POST', `/players/${asha.id}/bonus`, { amount: '50', reason: 'Diwali' });
    expect(granted.body).toEqual({ player: expect.objectContaining({ bonusPaise: 5000 }) });
    expect((await as.cashier.call('GET', `/players/${asha.id}/ledger`)).body.rows).toContainEqual(
      expect.objectContaining({ kind: 'bonus', bonusPaise: 5000, remark: 'Bonus: Diwali' }),
    );
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'player.bonus',
      before: { bonusPaise: 0 },
      after: { bonusPaise: 5000, amountPaise: 5000, reason: 'Diwali' },
    });
    expect((await as.cashier.call('POST', `/players/${asha.id}/bonus`, { amount: '-5' })).status).toBe(400);
  });

  it('adjusts the main wallet by a signed amount with a reason (owner only), never below zero', async () => {
    const before = await fingerprint(s.db);
    expect((await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '-250' })).body).toEqual({
      error: 'Reason is required.',
    });
    expect((await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '0', reason: 'x' })).status).toBe(400);
    expect((await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '12.345', reason: 'x' })).status).toBe(
      400,
    );
    expect(
      (await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '-5000', reason: 'Too much' })).body,
    ).toEqual({
      error: 'The main wallet holds ₹1990: an adjustment cannot take it below zero.',
    });
    expect(await fingerprint(s.db)).toEqual(before);
    const taken = await as.owner.call('POST', `/players/${asha.id}/adjust`, {
      amount: '-250',
      reason: 'Duplicate credit',
    });
    expect(taken.body).toEqual({ player: expect.objectContaining({ balancePaise: 174_000 }) });
    const given = await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '+99.50', reason: 'Goodwill' });
    expect(given.body).toEqual({ player: expect.objectContaining({ balancePaise: 183_950 }) });
    const rows = (await as.owner.call('GET', `/players/${asha.id}/ledger`)).body.rows as {
      kind: string;
      amountPaise: number;
      remark: string;
    }[];
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountPaise: 9950, remark: 'Adjustment: Goodwill' }),
      expect.objectContaining({ kind: 'adjustment', amountPaise: -25_000, remark: 'Adjustment: Duplicate credit' }),
    ]);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'owner',
      action: 'player.adjust',
      before: { balancePaise: 174_000 },
      after: { balancePaise: 183_950, amountPaise: 9950, reason: 'Goodwill' },
    });
    expect(await s.money('9600000001')).toMatchObject({ balance: 183_950 });
    const money = await s.money('9600000001');
    expect(money.ledger).toBe(money.balance + money.bonus);
  });

  it('stores hostile text as text', async () => {
    const reason = `<img src=x onerror=alert(1)> "'; drop table users; --`;
    expect((await as.owner.call('POST', `/players/${asha.id}/block`, { reason })).body).toEqual({
      player: expect.objectContaining({ blockedReason: reason }),
    });
    expect((await s.api('login', { mobile: '9600000001', password: 'secret1' })).body.message).toBe(
      `Your account is blocked: ${reason}. Contact support.`,
    );
    expect((await as.owner.call('POST', `/players/${asha.id}/block`, { reason: 'bell\u0007' })).body).toEqual({
      error: 'Reason contains control characters.',
    });
    await as.owner.call('POST', `/players/${asha.id}/unblock`);
  });
});
