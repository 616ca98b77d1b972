// @vitest-environment happy-dom
// The money trail where money leaves: the withdrawal review shows where the player's money came
// from (deposits, stakes, wins, credits, debits, bonuses) and who gave each bonus and
// adjustment; the player's ledger names the operator of a bonus or an adjustment.
import './setup-dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { renderConsole } from './render-console.js';

/** A player funded by ₹10,000 of adjustments and ₹35,000 of bonuses, no deposit, no play. */
const funded = (server: FakeConsole) => {
  server.withdrawalTrail = {
    depositedPaise: 0,
    stakedPaise: 0,
    wonPaise: 0,
    creditedPaise: 1_000_075,
    debitedPaise: 75,
    bonusesPaise: 3_500_000,
    otherPaise: -900_000,
    walletPaise: 3_600_000,
    giftCount: 3,
    gifts: [
      {
        id: '7',
        kind: 'bonus',
        amountPaise: 3_500_000,
        remark: 'Bonus: Diwali',
        givenBy: 'asha.cash',
        approvedBy: 'owner',
        at: '2026-11-20 11:00:00',
      },
      {
        id: '6',
        kind: 'adjustment',
        amountPaise: -75,
        remark: 'Adjustment: Rounding',
        givenBy: 'owner',
        at: '2026-11-20 10:30:00',
      },
      {
        id: '5',
        kind: 'adjustment',
        amountPaise: 1_000_075,
        remark: 'Adjustment: Cash',
        givenBy: 'owner',
        at: '2026-11-20 10:00:00',
      },
    ],
  };
};

const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the money trail in the withdrawal review', () => {
  it('shows every source of the money to the paisa, and who gave each bonus and adjustment', async () => {
    await renderConsole('/withdrawals', { as: 'asha.cash', setup: funded });
    fireEvent.click(await screen.findByRole('button', { name: 'Review withdrawal #21' }));
    const review = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    await within(review).findByText('Credited by operators');
    expect(textsOf(within(review).getAllByTestId('trail-line'))).toEqual([
      'Deposited₹0.00',
      'Staked₹0.00',
      'Won₹0.00',
      'Credited by operators₹10,000.75',
      'Debited by operators−₹0.75',
      'Bonuses₹35,000.00',
      'Withdrawals and other−₹9,000.00',
      'Wallet now₹36,000.00',
    ]);
    const gifts = within(review).getByRole('table', { name: 'Bonuses and adjustments' });
    expect(textsOf(within(gifts).getAllByRole('row'))).toEqual([
      '20/11/2026 11:00:00₹35,000.00by asha.cash, approved by ownerBonus: Diwali',
      '20/11/2026 10:30:00−₹0.75by ownerAdjustment: Rounding',
      '20/11/2026 10:00:00₹10,000.75by ownerAdjustment: Cash',
    ]);
    expect(within(review).getByText('Bonuses and adjustments (3)')).toBeTruthy();
    // The decision is at hand beside it.
    expect(within(review).getByRole('button', { name: /Approve/ })).toBeTruthy();
    expect(within(review).getByRole('button', { name: /Reject/ })).toBeTruthy();
  });

  it('keeps the 30 days’ figures from a server without a trail', async () => {
    await renderConsole('/withdrawals', { as: 'asha.cash' });
    fireEvent.click(await screen.findByRole('button', { name: 'Review withdrawal #21' }));
    const review = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    await within(review).findByText('Deposited');
    expect(within(review).queryByText('Credited by operators')).toBeNull();
    expect(within(review).getAllByText('₹200.00').length).toBeGreaterThan(0);
    expect(within(review).queryByRole('table', { name: 'Bonuses and adjustments' })).toBeNull();
  });
});

describe('the player’s ledger', () => {
  it('names the operator of a bonus or an adjustment, and no one for the player’s own money', async () => {
    await renderConsole('/players/1', {
      as: 'asha.cash',
      setup: (server) => {
        server.ledgerRows.unshift({
          id: '2',
          at: '2026-11-20 11:00:00',
          kind: 'adjustment',
          amountPaise: 1_000_000,
          bonusPaise: 0,
          balanceAfterPaise: 13_345_600,
          remark: 'Adjustment: Cash at the counter',
          givenBy: 'owner',
        });
      },
    });
    const row = (await screen.findByText('Adjustment: Cash at the counter')).closest('tr')!;
    expect(within(row).getByText('by owner')).toBeTruthy();
    expect(within(row).getByText('20/11/2026 11:00:00')).toBeTruthy();
    const deposit = screen.getByText('Deposit #11').closest('tr')!;
    expect(within(deposit).queryByText(/^by /)).toBeNull();
  });
});
