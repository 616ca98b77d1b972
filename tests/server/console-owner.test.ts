// Results, notifications and the audit trail from the console, and the bearer-token
// operator API recording its writes as 'api-token'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { declareAtDesk, operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import { auditRows, lastAudit, pendingDeposit, pendingWithdrawal, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 18, 0));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'OWNER MARKET', open_time: '15:00', close_time: '17:00' });
});
afterAll(() => s.close());

describe('results and notifications', () => {
  it('declares a result and records the result before and after', async () => {
    const declared = await declareAtDesk(as.results, { market: 'OWNER MARKET', session: 'open' }, '128');
    expect(declared.body).toMatchObject({ success: true, message: 'OWNER MARKET open_pana 128 declared' });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'results',
      action: 'result.declare',
      target: 'market:OWNER MARKET',
      before: { day: '2026-11-20', openPana: null, closePana: null, jodi: null },
      after: { day: '2026-11-20', openPana: '128', closePana: null, jodi: null, settled: 0 },
    });
    expect((await declareAtDesk(as.owner, { market: 'OWNER MARKET', session: 'open' }, '129')).status).toBe(409);
    expect((await declareAtDesk(as.owner, { market: 'NOWHERE', session: 'open' }, '128')).status).toBe(404);
  });

  it('sends a notification to everyone, or to one player only', async () => {
    const one = await playerWithBank(s, '9400000101', 0);
    const other = await playerWithBank(s, '9400000102', 0);
    expect(
      (await as.support.call('POST', '/notifications', { title: 'All', notification: 'Markets open at 9' })).body,
    ).toEqual({ ok: true });
    expect(
      (
        await as.support.call('POST', '/notifications', {
          title: 'Yours',
          notification: 'Your deposit is late',
          mobile: one.mobile,
        })
      ).body,
    ).toEqual({ ok: true });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'support',
      action: 'notification.send',
      target: `player:${one.mobile}`,
      player_id: one.id,
    });
    const titles = async (p: { token: string; mobile: string }) =>
      (
        (await s.legacy('bell-notifications', { session: p.token, mobile: p.mobile })).body.data as { title: string }[]
      ).map((n) => n.title);
    expect(await titles(one)).toEqual(['Yours', 'All']);
    expect(await titles(other)).toEqual(['All']);
    expect(
      (await as.support.call('POST', '/notifications', { title: 'x', notification: 'y', mobile: '9999999999' })).status,
    ).toBe(404);
    expect((await as.support.call('POST', '/notifications', { title: '', notification: 'y' })).body).toEqual({
      error: 'Title is required.',
    });
  });
});

describe('the audit trail', () => {
  it('lists newest first and filters by operator, action, player and days', async () => {
    const all = await as.owner.call('GET', '/audit');
    const rows = all.body.rows as { id: number; operator: string; action: string; at: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(rows.find((r) => r.action === 'sign-in' && r.operator === 'owner')).toEqual({
      id: expect.any(Number),
      at: '2026-11-20 18:00:00',
      operator: 'owner',
      role: 'owner',
      action: 'sign-in',
      target: 'operator:owner',
      before: null,
      after: null,
      address: '127.0.0.1',
    });
    const signIns = await as.owner.call('GET', '/audit?action=sign-in&operator=support');
    expect(
      (signIns.body.rows as { action: string; operator: string }[]).every(
        (r) => r.action === 'sign-in' && r.operator === 'support',
      ),
    ).toBe(true);
    expect((await as.owner.call('GET', '/audit?action=notification')).body.total).toBe(2);
    expect((await as.owner.call('GET', '/audit?player=9400000101')).body).toMatchObject({
      total: 1,
      rows: [{ action: 'notification.send' }],
    });
    expect((await as.owner.call('GET', '/audit?from=2026-11-21')).body.total).toBe(0);
    expect((await as.owner.call('GET', '/audit?from=2026-11-20&to=2026-11-20')).body.total).toBe(all.body.total);
    expect((await as.owner.call('GET', '/audit?from=yesterday')).body).toEqual({
      error: 'from must be a date like 2026-11-20.',
    });
  });

  it('exports the filtered trail as CSV, with formula-looking text made harmless', async () => {
    await as.owner.call('POST', '/notifications', {
      title: '=HYPERLINK("http://evil")',
      notification: 'a, "quoted"\nline',
    });
    const response = await fetch(`${s.url}/console/api/audit.csv?action=notification.send`, {
      headers: { cookie: as.owner.cookie },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-trail.csv"');
    const dated = await fetch(`${s.url}/console/api/audit.csv?from=2026-11-01&to=2026-11-20`, {
      headers: { cookie: as.owner.cookie },
    });
    expect(dated.headers.get('content-disposition')).toBe(
      'attachment; filename="audit-trail-from-2026-11-01-to-2026-11-20.csv"',
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('id,at,operator,role,action,target,before,after,address');
    expect(lines).toHaveLength(3 + 1 + 1);
    expect(lines[1]).toMatch(
      /^\d+,2026-11-20 18:00:00,owner,owner,notification\.send,players:all,,"\{""id"":\d+,""title"":""=HYPERLINK\(\\""http:\/\/evil\\""\)"",""notification"":""a, \\""quoted\\""\\nline""\}",127\.0\.0\.1$/,
    );
  });

  it('is appended by the bearer-token operator API as api-token', async () => {
    const p = await playerWithBank(s, '9400000103', 0);
    const deposit = await pendingDeposit(s, p.token, '700', 'UTR0000901');
    expect((await s.operator('POST', `/deposits/${deposit}/reject`, { reason: 'Wrong account' })).body).toEqual({
      success: true,
      message: `#${deposit} rejected`,
    });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      role: 'owner',
      action: 'deposit.reject',
      after: { status: 'rejected', reason: 'Wrong account' },
    });
    expect((await s.operator('POST', `/deposits/${deposit}/approve`)).body).toEqual({
      error: `#${deposit} was already rejected by api-token.`,
    });
    await s.operator('POST', '/bonus', { mobile: p.mobile, amount: '600' });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      action: 'player.bonus',
      target: `player:${p.mobile}`,
      player_id: p.id,
      after: { amountPaise: 60_000 },
    });
    await s.fund(p.token, p.mobile, 1000);
    const withdrawal = await pendingWithdrawal(s, p.token, '500');
    expect(
      (await s.operator('POST', `/withdrawals/${withdrawal}/approve`, { payoutReference: 'NEFT-OUT-1' })).body,
    ).toEqual({ success: true, message: `#${withdrawal} completed` });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      action: 'withdrawal.approve',
      after: { status: 'completed', payoutReference: 'NEFT-OUT-1' },
    });

    const audited = (await auditRows(s.db)).length;
    await s.operator('PUT', '/config', { min_bet: '20' });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      action: 'config.set',
      target: 'config',
      before: { min_bet: '10' },
      after: { min_bet: '20' },
    });
    await s.operator('PUT', '/config', { 'bad key': 'x' });
    expect((await auditRows(s.db)).length).toBe(audited + 1);
    await s.operator('POST', '/results', { market: 'OWNER MARKET', session: 'close', pana: '550' });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      action: 'result.declare',
      target: 'market:OWNER MARKET',
    });
  });

  it('adds operators through the bearer API (the CLI’s add-operator), recorded as api-token', async () => {
    const added = await s.operator('POST', '/operators', {
      username: 'Nisha',
      password: 'nisha-password-1',
      role: 'cashier',
    });
    expect(added.body).toEqual({
      operator: expect.objectContaining({ username: 'nisha', role: 'cashier', disabled: false }),
    });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      action: 'operator.add',
      target: 'operator:nisha',
      after: { username: 'nisha', role: 'cashier' },
    });
    expect(JSON.stringify(await auditRows(s.db))).not.toContain('nisha-password-1');
    expect(
      (await s.operator('POST', '/operators', { username: 'nisha', password: 'short', role: 'cashier' })).body,
    ).toEqual({ error: 'Password must have at least 10 characters.' });
    expect((await signIn(s.url, 'nisha', 'nisha-password-1')).operator.role).toBe('cashier');
  });
});
