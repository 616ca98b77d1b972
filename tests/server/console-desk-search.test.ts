// The deposit and withdraw desks on a busy day, over HTTP: a search by a part of the mobile,
// the name or the UTR (a withdrawal's payout reference), filters by status and amount, each
// counted for paging on the server, and a search that matches nothing answers no rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { pendingDeposit, pendingWithdrawal, playerWithBank, rowsOf } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const deposits: Record<string, number> = {};
const withdrawals: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  as = await operatorsOfEveryRole(s);
  // Deposits of two players who were never funded, so their mobiles find only these.
  const asha = await playerWithBank(s, '9600000001', 0, 'Asha Rao');
  const ravi = await playerWithBank(s, '9600000002', 0, 'Ravi Kumar');
  deposits.asha500 = await pendingDeposit(s, asha.token, '500', 'AXIS0000111');
  deposits.asha1500 = await pendingDeposit(s, asha.token, '1500', 'hdfc0000222');
  deposits.asha25000 = await pendingDeposit(s, asha.token, '25000', 'ICIC0000333');
  deposits.ravi800 = await pendingDeposit(s, ravi.token, '800', 'axis0000444');
  deposits.ravi3000 = await pendingDeposit(s, ravi.token, '3000', 'SBIN0000555');
  deposits.ravi120 = await pendingDeposit(s, ravi.token, '120', 'PAYTM000666');
  await as.cashier.call('POST', `/deposits/${deposits.ravi3000}/approve`);
  await as.cashier.call('POST', `/deposits/${deposits.ravi120}/reject`, { reason: 'No such payment' });

  const sunil = await playerWithBank(s, '9610000001', 50_000, 'Sunil Shah');
  const priya = await playerWithBank(s, '9610000002', 10_000, 'Priya Nair');
  withdrawals.sunil1000 = await pendingWithdrawal(s, sunil.token, '1000');
  withdrawals.sunil2000 = await pendingWithdrawal(s, sunil.token, '2000');
  withdrawals.sunil30000 = await pendingWithdrawal(s, sunil.token, '30000');
  withdrawals.priya700 = await pendingWithdrawal(s, priya.token, '700');
  withdrawals.priya5000 = await pendingWithdrawal(s, priya.token, '5000');
  await as.cashier.call('POST', `/withdrawals/${withdrawals.sunil2000}/approve`, { payoutReference: 'NEFT-AXIS-777' });
  await as.cashier.call('POST', `/withdrawals/${withdrawals.priya5000}/reject`, { reason: 'Bank details wrong' });
});
afterAll(() => s.close());

/** The ids listed, pending ones newest first (the order a cashier may choose over the oldest-first default). */
async function ids(path: string): Promise<number[]> {
  const answer = await as.cashier.call('GET', `${path}${path.includes('?') ? '&' : '?'}order=newest`);
  expect(answer.status).toBe(200);
  return rowsOf(answer.body).map((row) => row.id);
}

describe('the deposit desk’s search and filters', () => {
  it('finds a UTR by any part of it, in any case', async () => {
    expect(await ids('/deposits?q=axis')).toEqual([deposits.ravi800, deposits.asha500]);
    expect(await ids('/deposits?q=HDFC0000222')).toEqual([deposits.asha1500]);
    expect(await ids('/deposits?q=%20icic0000%20')).toEqual([deposits.asha25000]);
  });

  it('finds a player by a part of the mobile (typed with spaces too) or of the name', async () => {
    expect(await ids('/deposits?q=96000%2000001')).toEqual([deposits.asha25000, deposits.asha1500, deposits.asha500]);
    expect(await ids('/deposits?q=600000002')).toEqual([deposits.ravi800, deposits.ravi120, deposits.ravi3000]);
    expect(await ids('/deposits?q=rAo')).toEqual([deposits.asha25000, deposits.asha1500, deposits.asha500]);
    expect(await ids('/deposits?q=ravi%20kumar')).toEqual([deposits.ravi800, deposits.ravi120, deposits.ravi3000]);
  });

  it('filters by status and by an amount range, with the search', async () => {
    expect(await ids('/deposits?status=pending&min=1000')).toEqual([deposits.asha25000, deposits.asha1500]);
    expect(await ids('/deposits?min=1000&max=2000')).toEqual([deposits.asha1500]);
    expect(await ids('/deposits?max=800&q=9600000')).toEqual([deposits.ravi800, deposits.asha500, deposits.ravi120]);
    expect(await ids('/deposits?min=500&max=500')).toEqual([deposits.asha500]);
    expect(await ids('/deposits?status=completed&q=ravi')).toEqual([deposits.ravi3000]);
    expect(await ids('/deposits?status=rejected&q=asha')).toEqual([]);
  });

  it('a search that matches nothing answers no rows and a total of 0; LIKE’s own characters match only themselves', async () => {
    for (const q of ['nobody', '%', '_', '\\'])
      expect((await as.cashier.call('GET', `/deposits?q=${encodeURIComponent(q)}`)).body).toEqual({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
      });
  });

  it('pages through the matches: the total counts them all, and each page holds its share', async () => {
    const karan = await playerWithBank(s, '9620000001', 0, 'Karan Pagewala');
    const made: number[] = [];
    for (let i = 0; i < 30; i++) made.push(await pendingDeposit(s, karan.token, String(100 + i), `PAGE${1000 + i}`));
    const first = await as.cashier.call('GET', '/deposits?q=pagewala');
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    // The oldest first.
    expect(rowsOf(first.body).map((r) => r.id)).toEqual(made.slice(0, 25));
    const second = await as.cashier.call('GET', '/deposits?q=pagewala&page=2');
    expect(second.body).toMatchObject({ total: 30, page: 2, pageSize: 25 });
    expect(rowsOf(second.body).map((r) => r.id)).toEqual(made.slice(25));
    expect((await as.cashier.call('GET', '/deposits?q=pagewala&min=125')).body).toMatchObject({ total: 5 });
    expect(await ids('/deposits?q=page1007')).toEqual([made[7]]);
  });

  it('refuses an amount that is not rupees, a range upside down, and a search too long, in words', async () => {
    const refusal = async (query: string) => {
      const answer = await as.cashier.call('GET', `/deposits?${query}`);
      expect(answer.status).toBe(400);
      return answer.body;
    };
    expect(await refusal('min=lots')).toEqual({
      error: 'Minimum amount must be rupees from ₹0.01 to ₹1,00,00,000, like 500 or 99.50.',
    });
    expect(await refusal('max=0')).toEqual({
      error: 'Maximum amount must be rupees from ₹0.01 to ₹1,00,00,000, like 500 or 99.50.',
    });
    expect(await refusal('min=500&max=100')).toEqual({
      error: 'Minimum amount must not be more than the maximum amount.',
    });
    expect(await refusal(`q=${'9'.repeat(61)}`)).toEqual({ error: 'Search must be text of at most 60 characters.' });
    expect(await refusal('status=lost&q=asha')).toEqual({ error: 'status must be pending, completed or rejected.' });
  });

  it('is the cashier’s and the owner’s only', async () => {
    expect((await as.owner.call('GET', '/deposits?q=asha')).body).toMatchObject({ total: 3 });
    expect((await as.results.call('GET', '/deposits?q=asha')).status).toBe(403);
  });
});

describe('the withdraw desk’s search and filters', () => {
  it('finds a payout reference (the payout’s UTR), a mobile or a name', async () => {
    expect(await ids('/withdrawals?q=axis-777')).toEqual([withdrawals.sunil2000]);
    expect(await ids('/withdrawals?q=9610000001')).toEqual([
      withdrawals.sunil30000,
      withdrawals.sunil1000,
      withdrawals.sunil2000,
    ]);
    expect(await ids('/withdrawals?q=NAIR')).toEqual([withdrawals.priya700, withdrawals.priya5000]);
    expect((await as.cashier.call('GET', '/withdrawals?q=nobody')).body).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
  });

  it('filters by status and by an amount range, with the search', async () => {
    expect(await ids('/withdrawals?status=pending&min=1500')).toEqual([withdrawals.sunil30000]);
    expect(await ids('/withdrawals?max=1000')).toEqual([withdrawals.priya700, withdrawals.sunil1000]);
    expect(await ids('/withdrawals?status=rejected&q=priya')).toEqual([withdrawals.priya5000]);
    expect(await ids('/withdrawals?min=2000&max=5000&q=96100')).toEqual([withdrawals.priya5000, withdrawals.sunil2000]);
    expect((await as.cashier.call('GET', '/withdrawals?min=5000&max=2000')).body).toEqual({
      error: 'Minimum amount must not be more than the maximum amount.',
    });
  });
});
