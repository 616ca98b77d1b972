// The withdraw desk and the live pending counts over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import type { ConsoleClient } from './console-client.js';
import {
  consoleServer,
  fingerprint,
  lastAudit,
  pendingDeposit,
  pendingWithdrawal,
  playerWithBank,
  rowsOf,
} from './console-fixtures.js';
import { openEvents } from './event-stream.js';
import type { TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
beforeAll(async () => ({ s, as } = await consoleServer()));
afterAll(() => s.close());

describe('the withdraw desk', () => {
  it('lists with bank details and the withdrawable balance, and shows 30 days of play', async () => {
    const p = await playerWithBank(s, '9500000005', 2000);
    const id = await pendingWithdrawal(s, p.token, '1500');
    const row = rowsOf((await as.cashier.call('GET', '/withdrawals?status=pending')).body).find((r) => r.id === id);
    expect(row).toEqual({
      id,
      player: { id: p.id, name: 'Test Player', mobile: p.mobile },
      amountPaise: 150_000,
      bank: { acno: '12345678', name: 'Asha', ifsc: 'SBIN0001234' },
      bankOnFileNow: null,
      withdrawablePaise: 50_000,
      // Nothing owed: all of it is covered; no hold on the player's payouts.
      debtPaise: 0,
      coveredPaise: 150_000,
      paidPaise: null,
      hold: null,
      createdAt: '2026-11-20 10:00:00',
      status: 'pending',
      reason: '',
      payoutReference: '',
      decidedBy: null,
      decidedAt: null,
      // Two-person control is off: one approval decides it.
      secondApproval: false,
      firstApproval: null,
      // No cashier is reviewing it.
      claimedBy: null,
    });
    const context = await as.cashier.call('GET', `/withdrawals/${id}/context`);
    expect(context.body).toEqual({
      deposits: [expect.objectContaining({ amountPaise: 200_000, status: 'completed' })],
      bets: [],
      wins: [],
      totals: { depositedPaise: 200_000, stakedPaise: 0, wonPaise: 0, bets: 0 },
      money: { amountPaise: 150_000, balancePaise: 50_000, bonusPaise: 0, debtPaise: 0, coveredPaise: 150_000 },
      hold: null,
      // Since joining: the ₹2,000 deposit, the ₹1,500 held by the request, no gift.
      trail: {
        depositedPaise: 200_000,
        stakedPaise: 0,
        wonPaise: 0,
        creditedPaise: 0,
        debitedPaise: 0,
        bonusesPaise: 0,
        otherPaise: -150_000,
        walletPaise: 50_000,
        giftCount: 0,
        gifts: [],
      },
    });
  });

  it('approves with a payout reference, rejects with a reason and returns the held amount, each once', async () => {
    const p = await playerWithBank(s, '9500000006', 3000);
    const paid = await pendingWithdrawal(s, p.token, '1000');
    const refused = await pendingWithdrawal(s, p.token, '500');
    const before = await fingerprint(s.db);
    expect((await as.cashier.call('POST', `/withdrawals/${paid}/approve`, {})).body).toEqual({
      error: 'Payout reference is required.',
    });
    expect((await as.cashier.call('POST', `/withdrawals/${refused}/reject`, { reason: '' })).body).toEqual({
      error: 'Reason is required.',
    });
    expect(await fingerprint(s.db)).toEqual(before);

    const approved = await as.cashier.call('POST', `/withdrawals/${paid}/approve`, {
      payoutReference: 'IMPS 4521 8890',
    });
    expect(approved.body.withdrawal).toMatchObject({
      status: 'completed',
      payoutReference: 'IMPS 4521 8890',
      decidedBy: 'cashier',
    });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'withdrawal.approve',
      target: `withdrawal:${paid}`,
      after: { status: 'completed', payoutReference: 'IMPS 4521 8890' },
    });
    expect((await s.money(p.mobile)).balance).toBe(150_000);

    const rejected = await as.owner.call('POST', `/withdrawals/${refused}/reject`, {
      reason: 'Bank account name differs',
    });
    expect(rejected.body.withdrawal).toMatchObject({
      status: 'rejected',
      reason: 'Bank account name differs',
      decidedBy: 'owner',
    });
    expect((await s.money(p.mobile)).balance).toBe(200_000);
    const ledger = rowsOf((await as.owner.call('GET', `/players/${p.id}/ledger`)).body);
    expect(ledger[0]).toMatchObject({
      kind: 'withdraw_rejected',
      amountPaise: 50_000,
      remark: `Withdrawal #${refused} rejected: Bank account name differs (funds returned)`,
    });
    expect((await as.cashier.call('POST', `/withdrawals/${refused}/approve`, { payoutReference: 'X' })).body).toEqual({
      error: `#${refused} was already rejected by owner.`,
    });
    const money = await s.money(p.mobile);
    expect(money.ledger).toBe(money.balance + money.bonus);
  });
});

describe('pending counts, live', () => {
  it('answers the counts the role may see', async () => {
    const p = await playerWithBank(s, '9500000008', 0);
    await pendingDeposit(s, p.token, '250', 'UTR0000801');
    // One deposit waits, and the first withdrawal above.
    expect((await as.cashier.call('GET', '/counts')).body).toEqual({
      pendingDeposits: 1,
      pendingWithdrawals: 1,
      claimedDeposits: 0,
      claimedWithdrawals: 0,
    });
    expect((await as.support.call('GET', '/counts')).body).toEqual({
      pendingDeposits: 0,
      pendingWithdrawals: 0,
      claimedDeposits: 0,
      claimedWithdrawals: 0,
    });
  });

  it('sends counts at once, and again when a deposit arrives and when it is decided', async () => {
    const events = await openEvents(`${s.url}/console/api/events`, as.cashier.cookie);
    try {
      expect(events.status).toBe(200);
      const first = JSON.parse((await events.next()).data) as { pendingDeposits: number };
      const p = await playerWithBank(s, '9500000007', 0);
      const id = await pendingDeposit(s, p.token, '250', 'UTR0000701');
      const arrived = await events.next();
      expect(arrived.event).toBe('counts');
      expect(JSON.parse(arrived.data)).toMatchObject({ pendingDeposits: first.pendingDeposits + 1 });
      await as.owner.call('POST', `/deposits/${id}/approve`);
      expect(JSON.parse((await events.next()).data)).toMatchObject({ pendingDeposits: first.pendingDeposits });
    } finally {
      events.close();
    }
    const support = await openEvents(`${s.url}/console/api/events`, as.support.cookie);
    expect(JSON.parse((await support.next()).data)).toEqual({
      pendingDeposits: 0,
      pendingWithdrawals: 0,
      claimedDeposits: 0,
      claimedWithdrawals: 0,
    });
    support.close();
  });
});
