// Debt before payout: after a correction takes back a win the player had
// already moved into a withdrawal, what they owe shows wherever money leaves, a withdrawal
// their money no longer covers is not approved, an owner may pay the covered part, and every
// movement into and out of the debt is a ledger row, so the passbook sums and explains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit, playerWithBank, rowsOf, configNow } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
  await s.operator('PUT', '/config', { min_withdraw: '100' });
});
afterAll(() => s.close());

let market = 0;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/**
 * The player: ₹6,000 in, ₹200 on single 5 (wins ₹1,900), ₹1,380 on a market still
 * open, ₹6,000 asked for; then the result is corrected. The ₹320 left is taken and ₹1,580 is
 * owed; the pending ₹6,000 covers ₹4,420 of itself once that is paid. Each debtor's market
 * opens a few minutes after the last one's (the clock only goes forward).
 */
async function debtor(mobile: string) {
  const start = 10 * 60 + 5 * market;
  s.clock.set(at(0, start));
  const name = `DEBT${++market}`;
  const other = `OPEN${market}`;
  await s.operator('POST', '/markets', { market: name, open_time: hhmm(start + 2), close_time: '20:00' });
  await s.operator('POST', '/markets', { market: other, open_time: '21:00', close_time: '22:00' });
  const p = await playerWithBank(s, mobile, 6000, 'Ravi Debtor');
  expect((await s.bet(p.token, name, [['5', 200, 'OPEN']])).body.success).toBe(true);
  expect((await s.bet(p.token, other, [['7', 1380, 'OPEN']])).body.success).toBe(true);
  s.clock.set(at(0, start + 3));
  expect((await s.operator('POST', '/results', { market: name, session: 'open', pana: '140' })).status).toBe(200);
  expect((await s.money(mobile)).balance).toBe(632_000);
  expect((await s.api('withdraw', { amount: '6000' }, p.token)).body.success).toBe(true);
  const [row] = await s.db.query<{ id: number }>('select max(id)::int as id from withdrawals');
  const corrected = await s.operator('PUT', '/results', { market: name, session: 'open', pana: '150' });
  expect(corrected.body).toMatchObject({ success: true, reversed: 1 });
  expect(await s.money(mobile)).toMatchObject({ balance: 0, debt: 158_000 });
  return { ...p, withdrawal: row!.id };
}

const ledgerOf = async (id: number) =>
  rowsOf((await as.owner.call('GET', `/players/${id}/ledger`)).body).map((r) => [r.kind, r.amountPaise]);

/**
 * A debtor's ₹1,580 repaid out of the held withdrawal: the repayment is the newest ledger row,
 * after the one that gave the held money back (`returned`); nothing is owed, `balance` is left,
 * and the ledger sums to the wallet.
 */
async function expectDebtRepaid(p: { id: number; mobile: string }, balance: number, returned: [string, number]) {
  expect(await s.money(p.mobile)).toMatchObject({ balance, debt: 0 });
  expect((await ledgerOf(p.id)).slice(0, 2)).toEqual([['debt_repaid', -158_000], returned]);
  const money = await s.money(p.mobile);
  expect(money.ledger).toBe(money.balance + money.bonus);
}

describe('what a player owes, wherever money leaves', () => {
  it('the ledger shows the debt made by a correction: the whole win taken back, the part beyond the balance owed', async () => {
    const p = await debtor('9220000001');
    // Newest first: the advance before the take-back it covered.
    expect((await ledgerOf(p.id)).slice(0, 3)).toEqual([
      ['win_reversed', -190_000],
      ['debt_incurred', 158_000],
      ['withdraw_request', -600_000],
    ]);
    const money = await s.money(p.mobile);
    expect(money.ledger).toBe(money.balance + money.bonus);
    const passbook = (await s.api('passbook', { current_page: 1 }, p.token)).body.data as Record<string, unknown>[];
    expect(passbook.slice(0, 2)).toMatchObject([
      { kind: 'win_reversed', amount: '-1900', before_wallet: '1900', after_wallet: '0' },
      { kind: 'debt_incurred', amount: '1580', before_wallet: '320', after_wallet: '1900', ref: null },
    ]);
  });

  it('the withdrawal row, its context and the player’s page name the debt and what it leaves covered', async () => {
    const p = await debtor('9220000002');
    const row = rowsOf((await as.cashier.call('GET', '/withdrawals?status=pending')).body).find(
      (r) => r.id === p.withdrawal,
    );
    expect(row).toMatchObject({
      amountPaise: 600_000,
      withdrawablePaise: 0,
      debtPaise: 158_000,
      coveredPaise: 442_000,
      paidPaise: null,
      hold: null,
    });
    const context = await as.cashier.call('GET', `/withdrawals/${p.withdrawal}/context`);
    expect(context.body.money).toEqual({
      amountPaise: 600_000,
      balancePaise: 0,
      bonusPaise: 0,
      debtPaise: 158_000,
      coveredPaise: 442_000,
    });
    expect((await as.support.call('GET', `/players/${p.id}`)).body.player).toMatchObject({
      debtPaise: 158_000,
      payoutHold: null,
    });
  });

  it('a withdrawal the money no longer covers is not approved: refused in words, nothing written', async () => {
    const p = await debtor('9220000003');
    const before = await fingerprint(s.db);
    const approved = await as.cashier.call('POST', `/withdrawals/${p.withdrawal}/approve`, {
      payoutReference: 'IMPS 1',
    });
    expect(approved.status).toBe(409);
    expect(approved.body).toEqual({
      error: `Ravi Debtor owes ₹1,580.00: only ₹4,420.00 of this ₹6,000.00 withdrawal is covered. Reject #${p.withdrawal}, or an owner may approve the covered ₹4,420.00.`,
    });
    // The bearer-token door decides through the same desk.
    const byToken = await s.operator('POST', `/withdrawals/${p.withdrawal}/approve`, { payoutReference: 'IMPS 1' });
    expect(byToken.status).toBe(409);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('an owner approves the covered part with a reason: that much is paid, the rest repays the debt, audited', async () => {
    const p = await debtor('9220000004');
    const before = await fingerprint(s.db);
    const path = `/withdrawals/${p.withdrawal}/approve-covered`;
    const byCashier = await as.cashier.call('POST', path, { payoutReference: 'IMPS 2', reason: 'Owes ₹1,580' });
    expect(byCashier.status).toBe(403);
    expect((await as.owner.call('POST', path, { payoutReference: 'IMPS 2' })).body).toEqual({
      error: 'Reason is required.',
    });
    expect(await fingerprint(s.db)).toEqual(before);
    const fundsOfTheDay = async () =>
      (
        (await as.owner.call('GET', '/reports/funds?from=2026-11-20&to=2026-11-20')).body.rows as {
          withdrawalsPaise: number;
          debtPaise: number;
          walletsPaise: number;
        }[]
      )[0]!;
    const fundsBefore = await fundsOfTheDay();

    const paid = await as.owner.call('POST', path, {
      payoutReference: 'IMPS 2',
      reason: 'A corrected result left ₹1,580 owed',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.withdrawal).toMatchObject({
      status: 'completed',
      amountPaise: 600_000,
      paidPaise: 442_000,
      payoutReference: 'IMPS 2',
      reason: 'A corrected result left ₹1,580 owed',
      decidedBy: 'owner',
      debtPaise: 0,
    });
    await expectDebtRepaid(p, 0, ['withdraw_reduced', 158_000]);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'withdrawal.approve-covered',
      target: `withdrawal:${p.withdrawal}`,
      before: { status: 'pending', amountPaise: 600_000, debtPaise: 158_000, coveredPaise: 442_000 },
      after: { status: 'completed', paidPaise: 442_000, returnedPaise: 158_000, payoutReference: 'IMPS 2' },
    });
    // The player's withdrawal history says what was paid; the deposits-and-withdrawals
    // passbook holds the returned part and the debt it repaid, and sums.
    const history = await s.legacy('withdraw_reqs', { session: p.token, mobile: p.mobile });
    expect((history.body.data as Record<string, unknown>[])[0]).toMatchObject({ amount: '4420', status: 'Completed' });
    const dw = (await s.api('passbook', { current_page: 1, type: 'dw' }, p.token)).body.data as Record<
      string,
      string
    >[];
    expect(dw.slice(0, 3).map((r) => [r.kind, r.amount, r.ref])).toEqual([
      ['debt_repaid', '-1580', null],
      ['withdraw_reduced', '1580', String(p.withdrawal)],
      ['withdraw_request', '-6000', String(p.withdrawal)],
    ]);
    // The funds report: of the ₹6,000 held, ₹1,580 came back to the wallet (withdrawals) and
    // repaid the debt (debt): the day's withdrawals are what was paid.
    const fundsAfter = await fundsOfTheDay();
    expect(fundsAfter.withdrawalsPaise - fundsBefore.withdrawalsPaise).toBe(158_000);
    expect(fundsAfter.debtPaise - fundsBefore.debtPaise).toBe(-158_000);
    expect(fundsAfter.walletsPaise).toBe(fundsBefore.walletsPaise);
    // Once decided, it is decided.
    const again = await as.owner.call('POST', path, { payoutReference: 'X', reason: 'again' });
    expect(again.body).toEqual({ error: `#${p.withdrawal} was already completed by owner.` });
  });

  it('the covered part is only for a withdrawal short of cover', async () => {
    const p = await playerWithBank(s, '9220000005', 1000);
    expect((await s.api('withdraw', { amount: '500' }, p.token)).body.success).toBe(true);
    const [row] = await s.db.query<{ id: number }>('select max(id)::int as id from withdrawals');
    const whole = await as.owner.call('POST', `/withdrawals/${row!.id}/approve-covered`, {
      payoutReference: 'IMPS 3',
      reason: 'test',
    });
    expect(whole.body).toEqual({ error: `All of #${row!.id} is covered (₹500.00): approve it whole.` });
  });

  it('rejecting returns the held amount: the debt is repaid from it with a row of its own, and the rest is the player’s', async () => {
    const p = await debtor('9220000006');
    const rejected = await as.cashier.call('POST', `/withdrawals/${p.withdrawal}/reject`, { reason: 'Owes money' });
    expect(rejected.body.withdrawal).toMatchObject({ status: 'rejected', debtPaise: 0, coveredPaise: null });
    await expectDebtRepaid(p, 442_000, ['withdraw_rejected', 600_000]);
  });

  it('a player who owes is told so when asking to withdraw, in their language’s key and with the figures', async () => {
    const p = await debtor('9220000007');
    const asked = await s.api('withdraw', { amount: '500' }, p.token);
    expect(asked.body).toMatchObject({
      message_key: 'withdrawOwed',
      message_values: { debt: '₹1,580.00', max: '₹0.00' },
    });
  });
});

describe('a covered payout above the two-person threshold, in a book with one owner', () => {
  it('completes with the owner’s covered approval first and a cashier’s second: the covered part is paid', async () => {
    const p = await debtor('9220000099');
    expect((await as.owner.call('POST', '/settings/config', { two_person_payout_threshold: '1000' })).status).toBe(200);
    const path = `/withdrawals/${p.withdrawal}`;
    const first = await as.owner.call('POST', `${path}/approve-covered`, { payoutReference: 'IMPS 9', reason: 'Owes' });
    expect(first.status).toBe(200);
    expect(first.body.withdrawal).toMatchObject({
      status: 'pending',
      firstApproval: { by: 'owner', coveredReason: 'Owes' },
    });
    // The owner may not give the second too; before, only an owner's covered approval could, so
    // a book with one owner could never complete it.
    expect((await as.owner.call('POST', `${path}/approve-covered`, { reason: 'Owes' })).status).toBe(403);
    const second = await as.cashier.call('POST', `${path}/approve`, {});
    expect(second.status).toBe(200);
    expect(second.body.withdrawal).toMatchObject({ status: 'completed', paidPaise: 442_000 });
    expect(await s.money(p.mobile)).toMatchObject({ balance: 0, debt: 0 });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier',
      action: 'withdrawal.approve-covered',
      after: { status: 'completed', paidPaise: 442_000, returnedPaise: 158_000, payoutReference: 'IMPS 9' },
    });
    await configNow(s, { two_person_payout_threshold: '0' });
  });
});
