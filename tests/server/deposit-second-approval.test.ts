// A deposit approval is money moved by one person, as a credit is: over real HTTP and a real
// database, a deposit above the two-person threshold (or one that takes what the same operator
// moved to the player alone that day past it) waits for a second named operator, the player's
// wallet untouched until then; its maker, and the shared OPERATOR_TOKEN, cannot be that second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { signIn, type ConsoleClient } from './console-client.js';
import { configNow, lastAudit, twoPersonDesk, pendingDeposit, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let cashier2: ConsoleClient;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);

const approve = (who: ConsoleClient, id: number) => who.call('POST', `/deposits/${id}/approve`);
const depositOf = (answer: { body: Record<string, unknown> }) =>
  answer.body.deposit as { status: string; firstApproval: { by: string; at: string } | null };
const statusOf = async (id: number) =>
  (await s.db.query<{ status: string }>('select status from deposits where id = $1', [id]))[0]!.status;

beforeAll(async () => {
  s = await startServer(at(20, 10));
  ({ as, cashier2 } = await twoPersonDesk(s));
}, 60_000);
afterAll(() => s.close());

describe('a deposit above the two-person threshold', () => {
  it('waits after one cashier’s approval, credits nothing, and is credited by a second operator', async () => {
    const player = await playerWithBank(s, '9778000001', 0);
    const id = await pendingDeposit(s, player.token, '200000', 'UTR778000001');

    const first = await approve(as.cashier, id);
    expect(first.status).toBe(200);
    expect(depositOf(first)).toMatchObject({ status: 'pending', firstApproval: { by: 'cashier' } });
    expect(await statusOf(id)).toBe('Pending');
    expect((await s.money(player.mobile)).balance).toBe(0);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'deposit.approve-first',
      after: { status: 'pending', thresholdPaise: 100_000 },
    });
    // The desk lists it with its first approval.
    const listed = await as.cashier.call('GET', '/deposits?status=pending');
    expect((listed.body.rows as { id: number; firstApproval: unknown }[]).find((r) => r.id === id)).toMatchObject({
      firstApproval: { by: 'cashier' },
    });

    // Its maker cannot be the second.
    const again = await approve(as.cashier, id);
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/You gave the first approval of deposit #\d+: a second operator must approve it/);
    // Nor can the shared token, which names no one.
    const byToken = await s.operator('POST', `/deposits/${id}/approve`);
    expect(byToken.status).toBe(403);
    expect(await statusOf(id)).toBe('Pending');

    const second = await approve(cashier2, id);
    expect(second.status).toBe(200);
    expect(depositOf(second)).toMatchObject({ status: 'completed', firstApproval: null });
    expect((await s.money(player.mobile)).balance).toBe(20_000_000);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'deposit.approve',
      operator: 'cashier2',
      before: { amountPaise: 20_000_000, firstApprovedBy: 'cashier' },
    });
  });

  it('counts deposits one cashier approved alone with credits: the second of two ₹600 deposits waits', async () => {
    const player = await playerWithBank(s, '9778000002', 0);
    const one = await pendingDeposit(s, player.token, '600', 'UTR778000002');
    const two = await pendingDeposit(s, player.token, '600', 'UTR778000003');
    expect(depositOf(await approve(as.cashier, one)).status).toBe('completed');
    expect(depositOf(await approve(as.cashier, two)).status).toBe('pending');
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'deposit.approve-first',
      after: { creditedAloneBeforePaise: 60_000 },
    });
    // A credit by the same cashier now waits too: the deposit they approved alone counts.
    const credit = await as.cashier.call('POST', `/players/${player.id}/adjust`, { amount: '500', reason: 'Refund' });
    expect(credit.body.pending).toBeDefined();
    // The deposit they approved with a second operator does not count again for the second.
    expect(depositOf(await approve(cashier2, two)).status).toBe('completed');
    expect((await s.money(player.mobile)).balance).toBe(120_000);
  });

  it('can be rejected by anyone who decides deposits, after a first approval', async () => {
    const player = await playerWithBank(s, '9778000003', 0);
    const id = await pendingDeposit(s, player.token, '5000', 'UTR778000004');
    expect(depositOf(await approve(as.cashier, id)).status).toBe('pending');
    const rejected = await as.cashier.call('POST', `/deposits/${id}/reject`, { reason: 'UTR not in statement' });
    expect(rejected.status).toBe(200);
    expect(depositOf(rejected).status).toBe('rejected');
    expect((await s.money(player.mobile)).balance).toBe(0);
  });

  it('lets parallel approvals by one cashier pass the threshold together never', async () => {
    const player = await playerWithBank(s, '9778000004', 0);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await pendingDeposit(s, player.token, '300', `UTR77800010${i}`));
    const cashier = await signIn(s.url, 'cashier');
    const answers = await Promise.all(ids.map((id) => approve(cashier, id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // ₹300 three times is ₹900, at or below ₹1,000; a fourth would pass it.
    expect(answers.filter((a) => depositOf(a).status === 'completed')).toHaveLength(3);
    expect((await s.money(player.mobile)).balance).toBe(90_000);
  });

  it('goes through at once with the threshold off, as before', async () => {
    await configNow(s, { two_person_payout_threshold: '0' });
    const player = await playerWithBank(s, '9778000005', 0);
    const id = await pendingDeposit(s, player.token, '200000', 'UTR778000005');
    expect(depositOf(await approve(as.cashier, id)).status).toBe('completed');
    expect((await s.money(player.mobile)).balance).toBe(20_000_000);
  });
});
