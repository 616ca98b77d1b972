// The players a console operator looks after, over HTTP: search and page, the ledger with
// its running balance, and block (enforced where the player logs in, bets, transfers and
// withdraws) and unblock, each with its audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let asha: Awaited<ReturnType<typeof playerWithBank>>;
const BLOCKED = 'Your account is blocked: Chargeback on UPI. Contact support.';

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
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
        // The player's own money: no operator gave it.
        givenBy: null,
        approvedBy: null,
      },
      {
        id: expect.any(Number),
        at: '2026-11-20 10:00:00',
        kind: 'deposit',
        amountPaise: 200_000,
        bonusPaise: 0,
        balanceAfterPaise: 200_000,
        remark: expect.stringMatching(/^Deposit #\d+$/),
        givenBy: null,
        approvedBy: null,
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
