// Every role × every console call: allowed, or 403 with nothing written (the whole store
// compared before and after); each allowed writing call leaves its own audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { addOperator, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import {
  auditRows,
  fingerprint,
  lastAudit,
  pendingDeposit,
  pendingWithdrawal,
  playerWithBank,
} from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const ids = { player: 0, deposit: 0, withdrawal: 0, spare: 0 };

beforeAll(async () => {
  s = await startServer();
  as = await operatorsOfEveryRole(s);
  ids.spare = await addOperator(s, 'spare', 'support');
  await s.operator('POST', '/markets', { market: 'ROLE MARKET', open_time: '15:00', close_time: '17:00' });
  const player = await playerWithBank(s, '9700000001', 1000);
  ids.player = player.id;
  ids.deposit = await pendingDeposit(s, player.token, '500', 'UTRROLES01');
  ids.withdrawal = await pendingWithdrawal(s, player.token, '500');
  // Cashiers credit and debit wallets once the owner has set their daily ceiling.
  await s.services.settings.setConfig({ cashier_wallet_ceiling: '100' });
});
afterAll(() => s.close());

const ALL: Role[] = ['owner', 'cashier', 'results', 'support'];
const DESK: Role[] = ['owner', 'cashier'];
const READERS: Role[] = ['owner', 'cashier', 'support'];

interface Call {
  method: 'GET' | 'POST';
  path: () => string;
  body?: () => unknown;
  roles: Role[];
  /** The audit action an allowed call writes (when it answers 200). */
  action?: string;
}

const CALLS: Call[] = [
  { method: 'GET', path: () => '/session', roles: ALL },
  { method: 'GET', path: () => '/counts', roles: ALL },
  {
    method: 'POST',
    path: () => '/me/password',
    body: () => ({ current: 'not my password', next: 'a-new-password-1' }),
    roles: ALL,
  },
  { method: 'POST', path: () => '/me/totp/setup', roles: ALL, action: 'operator.totp-setup' },
  { method: 'POST', path: () => '/me/totp/enable', body: () => ({ code: '000000' }), roles: ALL },
  { method: 'POST', path: () => '/me/totp/disable', body: () => ({ code: '000000' }), roles: ALL },
  { method: 'GET', path: () => '/deposits?status=pending', roles: DESK },
  { method: 'GET', path: () => `/deposits/${ids.deposit}/image`, roles: DESK },
  {
    method: 'POST',
    path: () => `/deposits/${ids.deposit}/reject`,
    body: () => ({ reason: 'Blurred screenshot' }),
    roles: DESK,
    action: 'deposit.reject',
  },
  { method: 'POST', path: () => `/deposits/${ids.deposit}/approve`, roles: DESK },
  { method: 'GET', path: () => '/withdrawals', roles: DESK },
  { method: 'GET', path: () => `/withdrawals/${ids.withdrawal}/context`, roles: DESK },
  {
    method: 'POST',
    path: () => `/withdrawals/${ids.withdrawal}/approve`,
    body: () => ({ payoutReference: 'NEFT123' }),
    roles: DESK,
    action: 'withdrawal.approve',
  },
  {
    method: 'POST',
    path: () => `/withdrawals/${ids.withdrawal}/reject`,
    body: () => ({ reason: 'Too late' }),
    roles: DESK,
  },
  // The covered part of a withdrawal a debt leaves short: owners alone.
  {
    method: 'POST',
    path: () => `/withdrawals/${ids.withdrawal}/approve-covered`,
    body: () => ({ payoutReference: 'NEFT124', reason: 'Owes money' }),
    roles: ['owner'],
  },
  { method: 'GET', path: () => '/players?q=970', roles: READERS },
  { method: 'GET', path: () => `/players/${ids.player}`, roles: READERS },
  { method: 'GET', path: () => `/players/${ids.player}/ledger`, roles: READERS },
  { method: 'GET', path: () => `/players/${ids.player}/bets`, roles: READERS },
  { method: 'GET', path: () => `/players/${ids.player}/deposits`, roles: READERS },
  { method: 'GET', path: () => `/players/${ids.player}/withdrawals`, roles: READERS },
  { method: 'GET', path: () => `/players/${ids.player}/notes`, roles: READERS },
  {
    method: 'POST',
    path: () => `/players/${ids.player}/notes`,
    body: () => ({ text: 'Asked about a late deposit.' }),
    roles: ['owner', 'support'],
    action: 'player.note',
  },
  { method: 'GET', path: () => '/players/wallet-allowance', roles: DESK },
  {
    method: 'POST',
    path: () => `/players/${ids.player}/block`,
    body: () => ({ reason: 'Checking' }),
    roles: DESK,
    action: 'player.block',
  },
  { method: 'POST', path: () => `/players/${ids.player}/unblock`, roles: DESK, action: 'player.unblock' },
  // A hold on the player's payouts: owners and support.
  {
    method: 'POST',
    path: () => `/players/${ids.player}/hold-payouts`,
    body: () => ({ reason: 'KYC pending' }),
    roles: ['owner', 'support'],
    action: 'player.hold-payouts',
  },
  {
    method: 'POST',
    path: () => `/players/${ids.player}/release-payouts`,
    roles: ['owner', 'support'],
    action: 'player.release-payouts',
  },
  { method: 'POST', path: () => `/players/${ids.player}/end-sessions`, roles: DESK, action: 'player.end-sessions' },
  { method: 'POST', path: () => `/players/${ids.player}/verify`, roles: DESK, action: 'player.verify' },
  {
    method: 'POST',
    path: () => `/players/${ids.player}/bonus`,
    body: () => ({ amount: '10', reason: 'Diwali' }),
    roles: DESK,
    action: 'player.bonus',
  },
  {
    method: 'POST',
    path: () => `/players/${ids.player}/adjust`,
    body: () => ({ amount: '-5', reason: 'Fee' }),
    roles: DESK,
    action: 'player.adjust',
  },
  {
    method: 'POST',
    path: () => '/results/declare',
    body: () => ({ market: 'ROLE MARKET', session: 'open', pana: '128', confirm: '128', early: true }),
    roles: ['owner', 'results'],
    action: 'result.declare',
  },
  {
    method: 'POST',
    path: () => '/notifications',
    body: () => ({ title: 'Hello', notification: 'Markets open' }),
    roles: ['owner', 'support'],
    action: 'notification.send',
  },
  { method: 'GET', path: () => '/audit', roles: ['owner'] },
  { method: 'GET', path: () => '/audit.csv', roles: ['owner'] },
  { method: 'GET', path: () => '/operators', roles: ['owner'] },
  {
    method: 'POST',
    path: () => '/operators',
    body: () => ({ username: 'newcashier', password: 'long-enough-1', role: 'cashier' }),
    roles: ['owner'],
    action: 'operator.add',
  },
  {
    method: 'POST',
    path: () => `/operators/${ids.spare}/role`,
    body: () => ({ role: 'cashier' }),
    roles: ['owner'],
    action: 'operator.role',
  },
  { method: 'POST', path: () => `/operators/${ids.spare}/disable`, roles: ['owner'], action: 'operator.disable' },
  { method: 'POST', path: () => `/operators/${ids.spare}/enable`, roles: ['owner'], action: 'operator.enable' },
];

describe('every role × every console call', () => {
  it.each(CALLS.map((call) => [`${call.method} ${call.path().replace(/\d+/g, ':id')}`, call] as const))(
    '%s',
    async (_, call) => {
      for (const role of ALL.filter((r) => !call.roles.includes(r))) {
        const before = await fingerprint(s.db);
        const refused = await as[role].call(call.method, call.path(), call.body?.());
        expect(refused.status, `${role} ${call.method} ${call.path()}`).toBe(403);
        expect(refused.body.error).toBe(`The ${role} role may not do this.`);
        expect(await fingerprint(s.db)).toEqual(before);
      }
      for (const role of call.roles) {
        const audited = (await auditRows(s.db)).length;
        const answer = await as[role].call(call.method, call.path(), call.body?.());
        expect([401, 403, 500], `${role} ${call.method} ${call.path()}: ${JSON.stringify(answer.body)}`).not.toContain(
          answer.status,
        );
        if (call.action && role === call.roles[0]) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(await lastAudit(s.db)).toMatchObject({
            operator: role,
            role,
            action: call.action,
            address: '127.0.0.1',
          });
        }
        if (call.method === 'GET') expect((await auditRows(s.db)).length).toBe(audited);
      }
    },
  );

  it('GET /events is open to every role', async () => {
    for (const role of ALL) {
      const controller = new AbortController();
      const response = await fetch(`${s.url}/console/api/events`, {
        headers: { cookie: as[role].cookie },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      controller.abort();
    }
  });

  it('answers 401 to every call without a session, and writes nothing', async () => {
    const before = await fingerprint(s.db);
    for (const call of CALLS) {
      const response = await fetch(`${s.url}/console/api${call.path()}`, {
        method: call.method,
        headers: { 'content-type': 'application/json' },
        body: call.body ? JSON.stringify(call.body()) : undefined,
      });
      expect(response.status, call.path()).toBe(401);
    }
    expect(await fingerprint(s.db)).toEqual(before);
  });
});
