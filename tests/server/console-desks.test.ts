// The deposit desk over HTTP: the queue and its warnings, the screenshot, decisions (once,
// even when two cashiers press at once), the player's view of a rejection.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { addOperator, signIn, type ConsoleClient } from './console-client.js';
import {
  auditRows,
  consoleServer,
  fingerprint,
  lastAudit,
  pendingDeposit,
  playerWithBank,
  rowsOf,
  type Row,
} from './console-fixtures.js';
import type { TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
beforeAll(async () => ({ s, as } = await consoleServer()));
afterAll(() => s.close());

describe('the deposit desk', () => {
  it('lists pending first, oldest on top (newest when asked), and warns of a UTR seen before and an unusual amount', async () => {
    const p = await playerWithBank(s, '9500000001', 0);
    for (const [rupees, utr] of [
      ['500', 'UTR0000001'],
      ['500', 'UTR0000002'],
      ['600', 'UTR0000003'],
    ] as const) {
      await as.cashier.call('POST', `/deposits/${await pendingDeposit(s, p.token, rupees, utr)}/approve`);
    }
    const rejected = await pendingDeposit(s, p.token, '500', 'UTR0000004');
    await as.cashier.call('POST', `/deposits/${rejected}/reject`, { reason: 'No such payment' });
    const again = await pendingDeposit(s, p.token, '500', 'utr0000004');
    const large = await pendingDeposit(s, p.token, '5000', 'UTR0000005');
    const small = await pendingDeposit(s, p.token, '100', 'UTR0000006');

    const list = await as.cashier.call('GET', '/deposits');
    expect(rowsOf(list.body).map((r) => [r.id, r.status])).toEqual([
      [again, 'pending'],
      [large, 'pending'],
      [small, 'pending'],
      [rejected, 'rejected'],
      [rejected - 1, 'completed'],
      [rejected - 2, 'completed'],
      [rejected - 3, 'completed'],
    ]);
    const newest = await as.cashier.call('GET', '/deposits?order=newest');
    expect(rowsOf(newest.body).map((r) => [r.id, r.status])).toEqual([
      [small, 'pending'],
      [large, 'pending'],
      [again, 'pending'],
      [rejected, 'rejected'],
      [rejected - 1, 'completed'],
      [rejected - 2, 'completed'],
      [rejected - 3, 'completed'],
    ]);
    const byId = new Map(rowsOf(list.body).map((r) => [r.id, r]));
    expect(byId.get(again)).toMatchObject({
      warnings: ['utr-seen-before'],
      typicalAmountPaise: 50_000,
      player: { id: p.id, name: 'Test Player', mobile: '9500000001' },
    });
    // Ten times the player's typical ₹500 is marked; a fifth of it is no risk and is not.
    expect(byId.get(large)!.warnings).toEqual(['amount-unusual']);
    expect(byId.get(small)!.warnings).toEqual([]);
    expect(byId.get(rejected)).toMatchObject({
      status: 'rejected',
      reason: 'No such payment',
      decidedBy: 'cashier',
      decidedAt: '2026-11-20 10:00:00',
      warnings: ['utr-seen-before'],
    });
    expect((await as.cashier.call('GET', '/deposits?status=pending')).body).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 25,
    });
    expect((await as.cashier.call('GET', '/deposits?status=lost')).body).toEqual({
      error: 'status must be pending, completed or rejected.',
    });
    expect((await as.cashier.call('GET', '/deposits?order=random')).body).toEqual({
      error: 'order must be oldest or newest.',
    });
  });

  it('serves the screenshot as its own image, never cached', async () => {
    const p = await playerWithBank(s, '9500000002', 0);
    const id = await pendingDeposit(s, p.token, '300', 'UTR0000101');
    const response = await fetch(`${s.url}/console/api/deposits/${id}/image`, {
      headers: { cookie: as.cashier.cookie },
    });
    expect(response.status).toBe(200);
    // The 1×1 PNG the player sent, as stored: re-encoded to WebP (screenshot-image.ts), the same pixel.
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1, 1]);
    expect((await as.cashier.call('GET', '/deposits/424242/image')).status).toBe(404);
  });

  it('rejects with a reason the player reads in their deposit history; a second decision is a 409 naming who decided', async () => {
    const p = await playerWithBank(s, '9500000003', 0);
    const id = await pendingDeposit(s, p.token, '300', 'UTR0000201');
    const before = await fingerprint(s.db);
    expect((await as.cashier.call('POST', `/deposits/${id}/reject`, {})).body).toEqual({
      error: 'Reason is required.',
    });
    expect((await as.cashier.call('POST', `/deposits/${id}/reject`, { reason: ' ' })).status).toBe(400);
    expect(await fingerprint(s.db)).toEqual(before);
    const rejected = await as.cashier.call('POST', `/deposits/${id}/reject`, {
      reason: 'The UTR does not match our bank statement',
    });
    expect(rejected.body.deposit).toMatchObject({
      id,
      status: 'rejected',
      reason: 'The UTR does not match our bank statement',
      decidedBy: 'cashier',
    });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier',
      action: 'deposit.reject',
      target: `deposit:${id}`,
      player_id: p.id,
      before: { status: 'pending', amountPaise: 30_000 },
      after: { status: 'rejected', reason: 'The UTR does not match our bank statement' },
    });
    const history = await s.legacy('deposit_history', { session: p.token, mobile: p.mobile });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        remark: 'Rejected · UTR UTR0000201 · The UTR does not match our bank statement',
        // The remark's parts, for the app to word in the player's language.
        status: 'Rejected',
        utr: 'UTR0000201',
        reason: 'The UTR does not match our bank statement',
      }),
    ]);
    const again = await as.owner.call('POST', `/deposits/${id}/approve`);
    expect([again.status, again.body]).toEqual([409, { error: `#${id} was already rejected by cashier.` }]);
    expect((await s.money(p.mobile)).balance).toBe(0);
    expect((await as.owner.call('POST', '/deposits/424242/approve')).status).toBe(404);
  });

  it('credits once when two cashiers approve the same deposit at the same moment', async () => {
    await addOperator(s, 'cashier2', 'cashier');
    const second = await signIn(s.url, 'cashier2');
    const p = await playerWithBank(s, '9500000004', 0);
    for (let round = 0; round < 5; round++) {
      const id = await pendingDeposit(s, p.token, '100', `UTR00003${round}0`);
      const answers = await Promise.all([
        as.cashier.call('POST', `/deposits/${id}/approve`),
        second.call('POST', `/deposits/${id}/approve`),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.deposit as Row;
      expect(answers.find((a) => a.status === 409)!.body.error).toBe(
        `#${id} was already completed by ${winner.decidedBy}.`,
      );
      expect((await auditRows(s.db)).filter((r) => r.target === `deposit:${id}`)).toHaveLength(1);
    }
    const money = await s.money(p.mobile);
    expect([money.balance, money.ledger]).toEqual([50_000, 50_000]);
  });
});
