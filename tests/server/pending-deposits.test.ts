// The deposit and withdraw history asks deposit_history for the deposits still to decide
// (status 'pending'): the server answers those alone, however many deposits came after them,
// and refuses any other status in the player's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const pendingIds = async () =>
  (
    (await s.operator('GET', '/deposits?status=pending')).body as unknown as {
      rows: { id: number; utr: string }[];
    }
  ).rows;

describe('deposit_history with status pending', () => {
  it('answers the pending deposits alone, newest first, the oldest one too after 200 more', async () => {
    const { token, mobile } = await s.player('9400000501');
    await s.requestDeposit(token, '300', 'UTRPEND01');
    await s.requestDeposit(token, '400', 'UTRDONE01');
    await s.requestDeposit(token, '500', 'UTRGONE01');
    const rows = await pendingIds();
    const id = (utr: string) => rows.find((row) => row.utr === utr)!.id;
    expect((await s.operator('POST', `/deposits/${id('UTRDONE01')}/approve`)).status).toBe(200);
    expect((await s.operator('POST', `/deposits/${id('UTRGONE01')}/reject`, { reason: 'No such UTR' })).status).toBe(
      200,
    );
    // 200 decided deposits after the pending one: a whole history's page no longer reaches it.
    await s.db.query(
      `insert into deposits (user_id, amount, utr, status, decided_at)
       select u.id, 10000, 'BULK' || g, 'Completed', now() from users u, generate_series(1, 200) g where u.mobile = $1`,
      [mobile],
    );
    await s.requestDeposit(token, '600', 'UTRPEND02');

    const all = (await s.legacy('deposit_history', { session: token, mobile })).body.data as { utr: string }[];
    expect(all).toHaveLength(200);
    expect(all.map((row) => row.utr)).not.toContain('UTRPEND01');

    const pending = await s.legacy('deposit_history', { session: token, mobile, status: 'pending' });
    expect(pending.body.data).toEqual([
      expect.objectContaining({
        amount: '600',
        status: 'Pending',
        utr: 'UTRPEND02',
        remark: 'Pending · UTR UTRPEND02',
      }),
      expect.objectContaining({
        amount: '300',
        status: 'Pending',
        utr: 'UTRPEND01',
        remark: 'Pending · UTR UTRPEND01',
      }),
    ]);
  });

  it('a player with none pending gets an empty list, and no one else’s', async () => {
    const other = await s.player('9400000502');
    await s.requestDeposit(other.token, '700', 'UTRPEND03');
    const { token, mobile } = await s.player('9400000503');
    const answer = await s.legacy('deposit_history', { session: token, mobile, status: 'pending' });
    expect(answer.body).toEqual({ data: [] });
  });

  it('refuses a status other than pending, naming the field', async () => {
    const { token, mobile } = await s.player('9400000504');
    const answer = await s.legacy('deposit_history', { session: token, mobile, status: 'completed' });
    expect(answer.body).toMatchObject({ message_key: 'depositStatusOnly' });
    expect(JSON.stringify(answer.body)).toContain("status must be 'pending' or left out.");
  });
});
