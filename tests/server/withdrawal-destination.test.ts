// Where a withdrawal is paid is fixed when it is asked for, over real HTTP and a real database:
// a player who saves another bank account between the first and the second approval is paid to
// the account they asked with, the desk shows both, and a completed row never changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { pendingWithdrawal, playerWithBank, type Row } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;

const ASKED = { acno: '12345678', name: 'Asha', ifsc: 'SBIN0001234' };
const LATER = { acno: '99990000', name: 'Someone Else', ifsc: 'HDFC0000001' };

const withdrawalOf = async (id: number, status: string) => {
  const listed = await as.owner.call('GET', `/withdrawals?status=${status}`);
  return (listed.body.rows as Row[]).find((row) => row.id === id)!;
};

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 11, 0));
  as = await operatorsOfEveryRole(s);
  expect((await as.owner.call('POST', '/settings/config', { two_person_payout_threshold: '1000' })).status).toBe(200);
}, 60_000);
afterAll(() => s.close());

describe('a withdrawal’s destination', () => {
  it('is the account it was asked with, through a change of bank details between the two approvals', async () => {
    const player = await playerWithBank(s, '9766000001', 5000);
    const id = await pendingWithdrawal(s, player.token, '1500');
    expect((await as.cashier.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'NEFT-1' })).status).toBe(
      200,
    );
    // Between the approvals the player saves another account.
    const saved = await s.api('withdraw-details-update', LATER, player.token);
    expect(saved.body).toMatchObject({ success: true });
    const pending = await withdrawalOf(id, 'pending');
    expect(pending).toMatchObject({ bank: ASKED, bankOnFileNow: LATER });
    // The bearer API's list says where it goes too.
    const listed = await s.operator('GET', '/withdrawals?status=Pending&limit=10');
    expect((listed.body.rows as Record<string, unknown>[]).find((row) => Number(row.id) === id)).toMatchObject({
      acno: ASKED.acno,
      bank_name: ASKED.name,
      ifsc: ASKED.ifsc,
    });
    expect((await as.owner.call('POST', `/withdrawals/${id}/approve`, {})).status).toBe(200);
    const done = await withdrawalOf(id, 'completed');
    expect(done).toMatchObject({ bank: ASKED, bankOnFileNow: null, status: 'completed' });
    // Saving yet another account changes nothing of what was paid.
    await s.api('withdraw-details-update', { acno: '11112222', name: 'Third', ifsc: 'ICIC0000001' }, player.token);
    expect(await withdrawalOf(id, 'completed')).toMatchObject({ bank: ASKED, bankOnFileNow: null });
  });

  it('a new request takes the account on file when it is asked', async () => {
    const player = await playerWithBank(s, '9766000002', 5000);
    await s.api('withdraw-details-update', LATER, player.token);
    const id = await pendingWithdrawal(s, player.token, '500');
    expect(await withdrawalOf(id, 'pending')).toMatchObject({ bank: LATER, bankOnFileNow: null });
  });
});
