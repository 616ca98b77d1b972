// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmWithReason } from './reason-dialog.js';
import { renderConsole } from './render-console.js';

const rows = () => screen.getAllByRole('row').slice(1);

describe('deposit desk', () => {
  it('lists pending requests first, oldest on top, in rupees with Indian grouping, hostile names as text', async () => {
    const { container } = await renderConsole('/deposits', { as: 'asha.cash' });
    await screen.findByText('412345678901', undefined, { timeout: 2000 }).catch(() => undefined);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => within(row).queryByText(/^₹/)?.textContent)).toEqual([
      '₹500.00',
      '₹99,000.00',
      '₹200.00',
    ]);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(rows()[1]!).getByText('UTR seen on another deposit')).toBeTruthy();
    expect(within(rows()[1]!).getByText('Unusual amount (typical ₹1,000.00)')).toBeTruthy();
  });

  it('marks a deposit that repeats another’s UTR in red with that deposit’s number, and shows the server’s refusal to approve it', async () => {
    const refusal =
      '#12 is a duplicate UTR of #11, which is pending: one payment is credited once. Reject #12 or decide #11 first.';
    const app = await renderConsole('/deposits', {
      as: 'asha.cash',
      setup: (server) => {
        const twelve = server.deposits.find((d) => d.id === '12')!;
        Object.assign(twelve, { duplicateOf: '11', warnings: ['utr-duplicate', 'amount-unusual'] });
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[1]!).getByText('Duplicate UTR of #11')).toBeTruthy();
    expect(within(rows()[1]!).queryByText('UTR seen on another deposit')).toBeNull();
    expect(within(rows()[0]!).queryByText(/Duplicate UTR/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Review deposit #12' }));
    const review = await screen.findByRole('dialog', { name: 'Deposit #12' });
    expect(within(review).getByText('Duplicate UTR of #11')).toBeTruthy();
    app.server.failNext('approveDeposit', { status: 409, error: refusal });
    fireEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    await screen.findByText(refusal);
    expect(app.server.deposits.find((d) => d.id === '12')?.status).toBe('pending');
  });

  it('shows the payment screenshot in a zoomable review, and approves from there', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash' });
    fireEvent.click(await screen.findByRole('button', { name: 'Review deposit #11' }));
    const review = await screen.findByRole('dialog', { name: 'Deposit #11' });
    const image = within(review).getByRole('img', { name: 'Payment screenshot of Asha Rao, UTR 412345678901' });
    expect(image.getAttribute('src')).toBe('/console/api/deposits/11/image');
    fireEvent.click(within(review).getByRole('button', { name: 'Zoom: actual size' }));
    expect(within(review).getByRole('button', { name: 'Zoom: fit to window' })).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    // The review shows the decision itself: no toast over it.
    await within(review).findByText('Decided. J or → opens the next request.');
    expect(screen.queryByText('Approved ₹500.00 for Asha Rao.')).toBeNull();
    expect(app.server.callsOf('approveDeposit')).toEqual([{ id: '11' }]);
    await waitFor(() => expect(app.server.deposits.find((d) => d.id === '11')?.status).toBe('completed'));
  });

  it('a screenshot deleted after its keeping time is said so, on the row and in the review, which still decides', async () => {
    await renderConsole('/deposits', {
      as: 'asha.cash',
      setup: (server) => {
        Object.assign(
          server.deposits.find((d) => d.id === '11')!,
          { screenshotDeletedAt: '20 Feb 2027, 10:00' },
        );
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const deleted =
      'Screenshot deleted on 20 Feb 2027, 10:00: its keeping time after the decision (Settings) was over.';
    expect(within(rows()[0]!).getByTitle(deleted)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Review deposit #11' }));
    const review = await screen.findByRole('dialog', { name: 'Deposit #11' });
    expect(within(review).getByText(deleted)).toBeTruthy();
    expect(within(review).queryByRole('img', { name: /Payment screenshot/ })).toBeNull();
    expect(within(review).queryByRole('button', { name: 'Zoom: actual size' })).toBeNull();
    expect(within(review).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('a rejection needs a reason; without one it says so and sends nothing', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit #11' });
    await confirmWithReason(dialog, 'Reject', 'UTR not in the statement', () =>
      expect(app.server.callsOf('rejectDeposit')).toEqual([]),
    );
    await screen.findByText('Deposit #11 rejected.');
    expect(app.server.callsOf('rejectDeposit')).toEqual([{ id: '11', reason: 'UTR not in the statement' }]);
  });

  it('a deposit above the two-person threshold is approved once, then waits for another operator', async () => {
    const app = await renderConsole('/deposits', {
      as: 'asha.cash',
      setup: (server) => {
        server.depositThresholdPaise = 50_000;
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Approve' }));
    await screen.findByText(
      /^Approved once: above the two-person threshold \(with what you moved to .+ today\), a second operator must approve the deposit of ₹99,000\.00\.$/,
    );
    expect(app.server.deposits[0]!.status).toBe('pending');
    // The row says who gave the first approval; its maker may not give the second.
    await within(rows()[1]!).findByText('First: asha.cash');
    const second = within(rows()[1]!).getByRole('button', { name: 'Approve 2/2' }) as HTMLButtonElement;
    expect(second.disabled).toBe(true);
    expect(second.title).toBe('You gave the first approval: a second operator must approve it.');
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: /^Deposit #/ });
    expect(within(review).getByText('Approved once by asha.cash')).toBeTruthy();
    expect(within(review).getByText('You gave the first approval: a second operator must approve it.')).toBeTruthy();
    expect((within(review).getByRole('button', { name: /Approve 2\/2/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a request another cashier decided first is refused in the server’s words', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    app.server.failNext('approveDeposit', { status: 409, error: '#11 was already completed by owner.' });
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Approve' }));
    await screen.findByText('#11 was already completed by owner.');
  });

  it('the navigation’s badge follows the live counts, and the list reloads when a request arrives', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash' });
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    await within(nav).findByLabelText('2 pending');
    const before = app.server.callsOf('deposits').length;
    app.server.deposits.unshift({ ...app.server.deposits[0]!, id: '13', createdAt: '2026-11-20 10:30:00' });
    act(() => app.server.events.next({ type: 'counts', counts: { pendingDeposits: 3, pendingWithdrawals: 1 } }));
    await within(nav).findByLabelText('3 pending');
    await waitFor(() => expect(app.server.callsOf('deposits').length).toBe(before + 1));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });
});

describe('withdraw desk', () => {
  it('shows bank details and the withdrawable balance, and the player’s last 30 days in the review', async () => {
    await renderConsole('/withdrawals', { as: 'asha.cash' });
    await screen.findByText('123456789012 · SBIN0001234');
    expect(screen.getByText('of ₹1,23,456.00 withdrawable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review withdrawal #21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    expect(within(dialog).getByRole('heading', { name: 'Asha Rao: the last 30 days' })).toBeTruthy();
    expect(
      await within(dialog).findByText('Deposited but no bets in 30 days: a deposit-and-withdraw without play.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('UTR 400000000001')).toBeTruthy();
  });

  it('approving needs a payout reference, kept when refused', async () => {
    const app = await renderConsole('/withdrawals', { as: 'asha.cash' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal #21' });
    expect(
      within(dialog).getByText(
        'Pay ₹1,000.00 to Asha Rao, account 123456789012 (SBIN0001234), then enter the payout reference.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText('Enter the payout reference.');
    app.server.failNext('approveWithdrawal', { status: 409, error: '#21 was already completed by owner.' });
    fireEvent.change(within(dialog).getByLabelText(/Payout reference/), { target: { value: 'NEFT-889' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText('#21 was already completed by owner.');
    expect((within(dialog).getByLabelText(/Payout reference/) as HTMLInputElement).value).toBe('NEFT-889');
  });

  it('a withdrawal above the two-person threshold takes two operators: the first approval needs no reference', async () => {
    const app = await renderConsole('/withdrawals', {
      as: 'asha.cash',
      setup: (server) => (server.withdrawals[0]!.secondApproval = true),
    });
    const row = () => screen.getAllByRole('row').find((r) => r.textContent?.includes('Asha Rao'))!;
    await screen.findByText('Two approvals');
    fireEvent.click(within(row()).getByRole('button', { name: 'Approve 1/2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal #21' });
    expect(within(dialog).getByText(/this is the first of two approvals/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved once: a second operator must approve the withdrawal of ₹1,000.00 for Asha Rao.');
    expect(app.server.callsOf('approveWithdrawal')).toEqual([{ id: '21', payoutReference: '' }]);
    await screen.findByText('First: asha.cash');
    // Its maker is never the second: the approval is offered, disabled, saying why.
    const approve = within(row()).getByRole('button', { name: 'Approve 2/2' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve.getAttribute('title')).toBe('You gave the first approval: a second operator must approve it.');
  });
});
