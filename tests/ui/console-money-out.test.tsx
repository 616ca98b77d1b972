// @vitest-environment happy-dom
// Money leaving the house in the console (debt before payout, holds and withdrawal controls): what a player owes on the
// withdrawal row, its review and context, the approve dialog and the player's page; the
// covered part an owner may approve; a hold on a player's payouts; the withdrawal controls in
// Settings.
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { confirmWithReason } from './reason-dialog.js';
import { renderConsole } from './render-console.js';

const rows = () => screen.getAllByRole('row').slice(1);

/** The player: ₹6,000 asked for, ₹1,580 owed after a correction, ₹4,420 covered, nothing else in the wallet. */
const debtor = (server: FakeConsole) =>
  void Object.assign(server.withdrawals[0]!, {
    amountPaise: 600_000,
    withdrawablePaise: 0,
    debtPaise: 158_000,
    coveredPaise: 442_000,
  });

describe('a withdrawal of a player who owes', () => {
  it('the row says what is owed and what is covered, and Approve is not offered to a cashier; Reject is', async () => {
    const app = await renderConsole('/withdrawals', { as: 'asha.cash', setup: debtor });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByTitle('Owes ₹1,580.00 · ₹4,420.00 covered').textContent).toBe(
      'Owes ₹1,580.00₹4,420.00 covered',
    );
    expect(within(row).queryByText('of ₹0.00 withdrawable')).toBeNull();
    const approve = within(row).getByRole('button', { name: 'Approve' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve.getAttribute('title')).toBe(
      'Owes ₹1,580.00: only ₹4,420.00 of ₹6,000.00 is covered. Reject it, or an owner approves the covered part.',
    );
    fireEvent.click(approve);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Pay part' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal #21' });
    expect(within(dialog).getByText('Owes ₹1,580.00 after a corrected result.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Owes money' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(app.server.callsOf('rejectWithdrawal')).toEqual([{ id: '21', reason: 'Owes money' }]));
    expect(app.server.callsOf('approveWithdrawal')).toEqual([]);
  });

  it('the review and its 30 days name the debt and the cover; A does not approve it whole', async () => {
    const app = await renderConsole('/withdrawals', { as: 'asha.cash', setup: debtor });
    fireEvent.click(await screen.findByRole('button', { name: 'Review withdrawal #21' }));
    const review = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    expect(within(review).getByText('Owes')).toBeTruthy();
    expect(within(review).getByText('₹1,580.00')).toBeTruthy();
    expect(within(review).getByText('₹4,420.00')).toBeTruthy();
    expect(
      within(review).getByText(
        'Owes ₹1,580.00: only ₹4,420.00 of ₹6,000.00 is covered. Reject it, or an owner approves the covered part.',
      ),
    ).toBeTruthy();
    expect(
      await within(review).findByText(
        'Owes ₹1,580.00 after a corrected result: ₹4,420.00 of this ₹6,000.00 is covered once the debt is paid.',
      ),
    ).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(screen.queryByRole('dialog', { name: 'Approve withdrawal #21' })).toBeNull();
    expect(app.server.callsOf('approveWithdrawal')).toEqual([]);
  });

  it('an owner approves the covered part: the figures, a payout reference and a reason, kept on a refusal', async () => {
    const app = await renderConsole('/withdrawals', { as: 'owner', setup: debtor });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Pay part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the covered part of #21' });
    expect(
      within(dialog).getByText(
        'Asha Rao owes ₹1,580.00 after a corrected result. Pay only the covered ₹4,420.00 of ₹6,000.00 to account 123456789012 (SBIN0001234); the other ₹1,580.00 goes back to the wallet and repays the debt.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Payout reference/), { target: { value: 'IMPS 77' } });
    await confirmWithReason(dialog, 'Pay part · ₹4,420.00', 'Owes ₹1,580 after a correction', () => {
      expect(app.server.callsOf('approveCoveredWithdrawal')).toEqual([]);
      expect((within(dialog).getByLabelText(/Payout reference/) as HTMLInputElement).value).toBe('IMPS 77');
    });
    await screen.findByText('Paid ₹4,420.00 of ₹6,000.00 to Asha Rao; ₹1,580.00 repaid the debt.');
    expect(app.server.callsOf('approveCoveredWithdrawal')).toEqual([
      { id: '21', payoutReference: 'IMPS 77', reason: 'Owes ₹1,580 after a correction' },
    ]);
    await waitFor(() => expect(within(rows()[0]!).getByText('Paid ₹4,420.00 of ₹6,000.00')).toBeTruthy());
  });

  it('a debt the withdrawal still covers is said in the approve dialog', async () => {
    await renderConsole('/withdrawals', {
      as: 'asha.cash',
      setup: (server) => void Object.assign(server.withdrawals[0]!, { debtPaise: 5_000, coveredPaise: 100_000 }),
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTitle('Owes ₹50.00 · ₹1,000.00 covered')).toBeTruthy();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal #21' });
    expect(within(dialog).getByText('Asha Rao owes ₹50.00; this withdrawal stays covered.')).toBeTruthy();
  });

  it('a hold on the player’s payouts is on the row, and nothing of theirs is approved', async () => {
    await renderConsole('/withdrawals', {
      as: 'owner',
      setup: (server) =>
        void Object.assign(server.withdrawals[0]!, {
          hold: { reason: 'KYC documents pending', heldBy: 'support', heldAt: '2026-11-20 09:00:00' },
        }),
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByText('Payouts on hold').closest('[title]')?.getAttribute('title')).toBe(
      'KYC documents pending',
    );
    const approve = within(row).getByRole('button', { name: 'Approve' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve.getAttribute('title')).toBe('Payouts are on hold: KYC documents pending');
  });
});

describe('the player’s page', () => {
  it('says what the player owes', async () => {
    await renderConsole('/players/1', {
      as: 'asha.cash',
      setup: (server) => void Object.assign(server.players.get('1')!, { debtPaise: 158_000 }),
    });
    await screen.findByText('Owes ₹1,580.00');
    expect(
      screen.getByText(
        'A corrected result took back more than the balance. The next credits repay it first; a withdrawal is approved only for what is left after it.',
      ),
    ).toBeTruthy();
    // A cashier decides withdrawals but does not hold a player's payouts.
    expect(screen.queryByRole('button', { name: 'Hold payouts' })).toBeNull();
  });

  it('support holds the payouts with a reason the player reads, and releases them', async () => {
    const app = await renderConsole('/players/1', {
      as: 'owner',
      setup: (s) => void (s.signedIn = { ...s.signedIn!, role: 'support' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hold payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the payouts of Asha Rao' });
    await confirmWithReason(dialog, 'Hold payouts', 'KYC documents pending', () =>
      expect(app.server.callsOf('holdPayouts')).toEqual([]),
    );
    await screen.findByText('Payouts held.');
    expect(app.server.callsOf('holdPayouts')).toEqual([{ id: '1', reason: 'KYC documents pending' }]);
    await screen.findByText('Held by owner at 20/11/2026 12:00:00: KYC documents pending');
    fireEvent.click(screen.getByRole('button', { name: 'Release payouts' }));
    await screen.findByText('Payouts released.');
    await screen.findByRole('button', { name: 'Hold payouts' });
    expect(app.server.callsOf('releasePayouts')).toEqual([{ id: '1' }]);
  });
});

describe('the withdrawal controls in Settings', () => {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('hours as two times, a count and an amount, sent with the other keys; a half-typed window is named and nothing sent', async () => {
    const app = await renderConsole('/settings', { as: 'owner' });
    await screen.findByRole('heading', { name: 'Withdrawal controls' });
    type('Withdrawals from', '10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(
      'Withdrawal hours must be two 24-hour times, from and until, like 10:00-18:00 (market time), or empty for any time.',
    );
    expect(app.server.callsOf('setConfig')).toEqual([]);
    type('Until', '18:00');
    type('Withdrawals per player a day', '3');
    type('Withdrawal amount per player a day (₹)', '25000');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(app.server.callsOf('setConfig')).toEqual([
        { withdraw_hours: '10:00-18:00', withdraw_daily_count: '3', withdraw_daily_amount: '25000' },
      ]),
    );
  });
});

describe('a loosening of two-person control', () => {
  it('shows every owner what waits, from when, and who asked; Cancel sets the value in effect again', async () => {
    const app = await renderConsole('/settings', {
      as: 'owner',
      setup: (server) => {
        server.settingsValues.config.two_person_results = '1';
        server.settingsValues.scheduled = [
          {
            key: 'two_person_results',
            value: '0',
            askedBy: 'owner2',
            askedAt: '2026-11-20 10:00',
            effectiveAt: '2026-11-21 10:00',
          },
        ];
      },
    });
    const notice = await screen.findByTestId('scheduled-settings');
    expect(notice.textContent).toContain(
      'two_person_results becomes 0 from 2026-11-21 10:00 (asked by owner2 at 2026-11-20 10:00).',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('The change of two_person_results is cancelled.');
    expect(app.server.callsOf('setConfig').at(-1)).toEqual({ two_person_results: '1' });
  });
});
