// The money trail where money leaves: the withdrawal review's context names every source of the
// player's money (deposits, stakes, wins, credits, debits, bonuses and who gave each), to the
// paisa from the ledger; the player's ledger names the operator; the funds report puts the
// money paid out (by the day it was paid, in the market's zone) beside the money asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import type { ConsoleClient } from './console-client.js';
import { consoleServer, pendingWithdrawal, playerWithBank, rowsOf } from './console-fixtures.js';
import type { TestServer } from './server-harness.js';

const ok = (answer: { status: number; body: unknown }) => {
  if (answer.status !== 200) throw new Error(`refused: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
};

describe('the money trail of a withdrawal', () => {
  let s: TestServer;
  let as: Record<Role, ConsoleClient>;
  beforeAll(async () => ({ s, as } = await consoleServer()));
  afterAll(() => s.close());

  it('shows a player funded by adjustments, bonuses and a deposit, each gift with its operator, exact to the paisa', async () => {
    const p = await playerWithBank(s, '9500000101', 0);
    // ₹10,000 of adjustments (₹10,000.75 in, ₹0.75 out), ₹35,000 of bonuses in two parts.
    ok(await as.owner.call('POST', `/players/${p.id}/adjust`, { amount: '6000.25', reason: 'Cash at the counter' }));
    ok(await as.owner.call('POST', `/players/${p.id}/adjust`, { amount: '4000.50', reason: 'Late deposit' }));
    ok(await as.owner.call('POST', `/players/${p.id}/adjust`, { amount: '-0.75', reason: 'Rounding' }));
    ok(await as.owner.call('POST', `/players/${p.id}/bonus`, { amount: '20000.01', reason: 'Diwali' }));
    ok(await as.owner.call('POST', `/players/${p.id}/bonus`, { amount: '14999.99', reason: 'Loyalty' }));
    const id = await pendingWithdrawal(s, p.token, '9000');
    const context = ok(await as.cashier.call('GET', `/withdrawals/${id}/context`));
    const [wallet] = await s.db.query<{ balance: string; bonus: string }>(
      'select balance, bonus from wallets where user_id = $1',
      [p.id],
    );
    const trail = context.trail as Record<string, unknown>;
    expect(trail).toMatchObject({
      depositedPaise: 0,
      stakedPaise: 0,
      wonPaise: 0,
      creditedPaise: 1_000_075,
      debitedPaise: 75,
      bonusesPaise: 3_500_000,
      // The ₹9,000 held by the request.
      otherPaise: -900_000,
      walletPaise: Number(wallet!.balance) + Number(wallet!.bonus),
      giftCount: 5,
    });
    expect(trail.walletPaise).toBe(1_000_000 + 3_500_000 - 900_000);
    expect(trail.gifts).toEqual([
      expect.objectContaining({ kind: 'bonus', amountPaise: 1_499_999, givenBy: 'owner', remark: 'Bonus: Loyalty' }),
      expect.objectContaining({ kind: 'bonus', amountPaise: 2_000_001, givenBy: 'owner' }),
      expect.objectContaining({
        kind: 'adjustment',
        amountPaise: -75,
        givenBy: 'owner',
        remark: 'Adjustment: Rounding',
      }),
      expect.objectContaining({ kind: 'adjustment', amountPaise: 400_050, givenBy: 'owner' }),
      expect.objectContaining({ kind: 'adjustment', amountPaise: 600_025, givenBy: 'owner', approvedBy: null }),
    ]);
    // The player's page names the operator of each bonus and adjustment, and no one for the rest.
    const ledger = rowsOf(ok(await as.owner.call('GET', `/players/${p.id}/ledger`)));
    expect(ledger.find((r) => r.kind === 'bonus')).toMatchObject({ givenBy: 'owner', approvedBy: null });
    expect(ledger.find((r) => r.kind === 'withdraw_request')).toMatchObject({ givenBy: null });
  });

  it('adds stakes, wins and deposits of a playing player, and the lines sum to the wallet', async () => {
    const p = await playerWithBank(s, '9500000102', 2500);
    ok(await as.owner.call('POST', `/players/${p.id}/bonus`, { amount: '100.10', reason: 'Welcome back' }));
    const id = await pendingWithdrawal(s, p.token, '1000');
    const trail = ok(await as.cashier.call('GET', `/withdrawals/${id}/context`)).trail as Record<string, number>;
    const [sums] = await s.db.query<{ deposited: string; everything: string }>(
      `select coalesce(sum(amount + bonus_amount) filter (where kind = 'deposit'), 0)::bigint as deposited,
              coalesce(sum(amount + bonus_amount), 0)::bigint as everything from ledger where user_id = $1`,
      [p.id],
    );
    expect(trail.depositedPaise).toBe(Number(sums!.deposited));
    expect(trail.bonusesPaise).toBeGreaterThanOrEqual(10_010);
    expect(
      trail.depositedPaise! -
        trail.stakedPaise! +
        trail.wonPaise! +
        trail.creditedPaise! -
        trail.debitedPaise! +
        trail.bonusesPaise! +
        trail.otherPaise!,
    ).toBe(trail.walletPaise);
    expect(trail.walletPaise).toBe(Number(sums!.everything));
  });
});

describe('the funds report: paid out beside asked for, by the market’s day', () => {
  let s: TestServer;
  let as: Record<Role, ConsoleClient>;
  // 23:50 in India on 20 November (18:20 UTC): the requests' day.
  beforeAll(async () => ({ s, as } = await consoleServer(new Date('2026-11-20T18:20:00Z'))));
  afterAll(() => s.close());

  it('counts a withdrawal asked at 23:50 on its day and paid at 00:10 on the next, in the market’s zone', async () => {
    const p = await playerWithBank(s, '9500000103', 3000);
    const paid = await pendingWithdrawal(s, p.token, '600');
    await pendingWithdrawal(s, p.token, '1500');
    // 00:10 in India on 21 November: still 20 November in UTC.
    s.clock.set(new Date('2026-11-20T18:40:00Z'));
    ok(await as.cashier.call('POST', `/withdrawals/${paid}/approve`, { payoutReference: 'IMPS 100' }));
    const report = ok(await as.owner.call('GET', '/reports/funds?from=2026-11-20&to=2026-11-21'));
    const rows = report.rows as Record<string, unknown>[];
    const day20 = rows.find((r) => r.day === '2026-11-20')!;
    const day21 = rows.find((r) => r.day === '2026-11-21')!;
    expect(day20).toMatchObject({ withdrawals: 2, askedPaise: 210_000, paidOut: 0, paidOutPaise: 0 });
    expect(day21).toMatchObject({ withdrawals: 0, askedPaise: 0, paidOut: 1, paidOutPaise: 60_000 });
    // The bank's side: deposits less what was paid out that day.
    expect(day21.cashInPaise).toBe((day21.depositsPaise as number) - 60_000);
    expect(rows.map((r) => r.day)).toEqual(['2026-11-21', '2026-11-20']);
    const csv = await (
      await fetch(`${s.url}/console/api/reports/funds.csv?from=2026-11-20&to=2026-11-21`, {
        headers: { cookie: as.owner.cookie },
      })
    ).text();
    expect(csv.split('\r\n')[0]).toContain('withdrawal_requests,asked_rupees,paid_out,paid_out_rupees');
    expect(csv).toContain('2026-11-21,0,0.00,0,0.00,1,600.00');
  });
});
