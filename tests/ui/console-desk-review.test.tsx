// @vitest-environment happy-dom
// The desks on a busy day: the review walks the list from the keyboard (J or → next, K or ←
// previous, across pages; A approves, R asks the reason), its keys shown on its buttons and
// never firing while typing in a field or with a dialog on top; the search by mobile, name or
// UTR and the amount range go to the server, and a search that matches nothing says so.
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WithdrawalRow } from '../../core/index.js';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { pendingDeposits, press, review, rows } from './deposit-queue.js';
import { renderConsole } from './render-console.js';

/** 30 pending deposits, #130 the oldest, in the server's order (oldest first): two pages of 25 and 5. */
const busyDay = (server: FakeConsole) =>
  pendingDeposits(
    server,
    Array.from({ length: 30 }, (_, i) => 130 - i),
    (n, i) => ({
      player: { id: String(1000 + n), name: `Player ${n}`, mobile: `98000${String(n).padStart(5, '0')}` },
      amountPaise: n * 1_000,
      utr: `UTR${n}000000`,
      createdAt: `2026-11-20 11:${String(i).padStart(2, '0')}:00`,
    }),
  );

describe('the deposit review from the keyboard', () => {
  it('J and → go to the next request, K and ← to the previous, across pages; the keys are on the buttons', async () => {
    await renderConsole('/deposits', { as: 'asha.cash', setup: busyDay });
    await waitFor(() => expect(rows()).toHaveLength(25));
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #130' }));
    let dialog = await review('130');
    expect(within(dialog).getByText('1 of 30')).toBeTruthy();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-keyshortcuts')).toBe('J ArrowRight');
    expect(within(next).getByText('J').tagName).toBe('KBD');
    expect(within(dialog).getByRole('button', { name: 'Approve' }).getAttribute('aria-keyshortcuts')).toBe('A');
    expect(within(dialog).getByRole('button', { name: 'Reject' }).getAttribute('aria-keyshortcuts')).toBe('R');
    expect(
      within(dialog).getByText('Keys: J or → next, K or ← previous, A approve, R reject, Esc close.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    press('j');
    dialog = await review('129');
    expect(within(dialog).getByText('2 of 30')).toBeTruthy();
    press('ArrowRight');
    await review('128');
    press('k');
    await review('129');
    press('ArrowLeft');
    await review('130');
    // The row under review is marked in the list.
    expect(screen.getAllByRole('row').find((row) => row.getAttribute('aria-current'))?.textContent).toContain(
      'Player 130',
    );

    // From the last of page 1 to the first of page 2, and back.
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #106' }));
    dialog = await review('106');
    expect(within(dialog).getByText('25 of 30')).toBeTruthy();
    press('j');
    dialog = await review('105');
    expect(within(dialog).getByText('26 of 30')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(5));
    press('k');
    await review('106');
    await waitFor(() => expect(rows()).toHaveLength(25));
  });

  it('a list longer than the server counts (its count capped) says so with a +, and the review still walks its pages', async () => {
    await renderConsole('/deposits', {
      as: 'asha.cash',
      setup: (server) => {
        busyDay(server);
        server.countCap = 26;
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(25));
    fireEvent.change(screen.getByLabelText('Mobile, name or UTR'), { target: { value: 'Player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('26+ matching')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #106' }));
    let dialog = await review('106');
    expect(within(dialog).getByText('25 of 26+')).toBeTruthy();
    press('j');
    dialog = await review('105');
    expect(within(dialog).getByText('26 of 26+')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('A approves and R asks the reason; a decided request shows so, and the next is the one that took its place', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash', setup: busyDay });
    fireEvent.click(await screen.findByRole('button', { name: 'Review deposit #130' }));
    let dialog = await review('130');
    press('a');
    await within(dialog).findByText('Decided. J or → opens the next request.');
    expect(app.server.callsOf('approveDeposit')).toEqual([{ id: '130' }]);
    // The review shows the decision: no toast over it.
    expect(screen.queryByText('Approved ₹1,300.00 for Player 130.')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    // A decided request is not decided again.
    press('a');
    press('r');
    expect(app.server.callsOf('approveDeposit')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Reject deposit #130' })).toBeNull();

    press('j');
    await review('129');
    press('r');
    const reject = await screen.findByRole('dialog', { name: 'Reject deposit #129' });
    const reason = within(reject).getByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: 'Not in the statement' } });
    press('a', reason);
    press('j', reason);
    press('a', within(reject).getByRole('button', { name: 'Cancel' }));
    expect(app.server.callsOf('approveDeposit')).toHaveLength(1);
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(app.server.callsOf('rejectDeposit')).toEqual([{ id: '129', reason: 'Not in the statement' }]),
    );
    dialog = await review('129');
    await within(dialog).findByText('Decided. J or → opens the next request.');
    expect(screen.queryByText('Deposit #129 rejected.')).toBeNull();
    press('j');
    await review('128');
  });

  it('never fires with a modifier, nor once the review is closed', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash', setup: busyDay });
    fireEvent.click(await screen.findByRole('button', { name: 'Review deposit #130' }));
    const dialog = await review('130');
    press('a', dialog, { ctrlKey: true });
    press('r', dialog, { metaKey: true });
    press('j', dialog, { altKey: true });
    expect(app.server.callsOf('approveDeposit')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Reject deposit #130' })).toBeNull();
    await review('130');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await review('129');
    press('Escape', screen.getByRole('dialog', { name: 'Deposit #129' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Deposit #/ })).toBeNull());
    press('a', document.body);
    press('j', document.body);
    expect(app.server.callsOf('approveDeposit')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: /^Deposit #/ })).toBeNull();
  });
});

describe('the withdrawal review from the keyboard', () => {
  it('walks the list; A asks for the payout reference and R for the reason, typing in them fires nothing', async () => {
    const app = await renderConsole('/withdrawals', {
      as: 'asha.cash',
      setup: (server) => {
        const first = server.withdrawals[0]!;
        const later: WithdrawalRow = {
          ...first,
          id: '22',
          player: { id: '7', name: 'A very long player name that would wrap the row', mobile: '9000000022' },
          amountPaise: 250_000,
          createdAt: '2026-11-20 12:00:00',
        };
        server.withdrawals = [later, first];
      },
    });
    // The oldest first: #21, then #22.
    fireEvent.click(await screen.findByRole('button', { name: 'Review withdrawal #22' }));
    await screen.findByRole('dialog', { name: 'Withdrawal #22' });
    press('k');
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    expect(within(dialog).getByText('1 of 2')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Asha Rao: the last 30 days' })).toBeTruthy();
    press('a');
    const approve = await screen.findByRole('dialog', { name: 'Approve withdrawal #21' });
    const reference = within(approve).getByLabelText(/Payout reference/);
    fireEvent.change(reference, { target: { value: 'NEFT-889' } });
    press('k', reference);
    press('r', reference);
    expect(screen.queryByRole('dialog', { name: 'Reject withdrawal #21' })).toBeNull();
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Withdrawal of ₹1,000.00 for Asha Rao approved.');
    expect(app.server.callsOf('approveWithdrawal')).toEqual([{ id: '21', payoutReference: 'NEFT-889' }]);
    const decided = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    await within(decided).findByText('Decided. J or → opens the next request.');
    // #21, decided, left its place to #22: the next.
    press('j');
    await screen.findByRole('dialog', { name: 'Withdrawal #22' });
    press('r');
    await screen.findByRole('dialog', { name: 'Reject withdrawal #22' });
  });

  it('says when the player saved another account since asking, and that the one asked with is paid', async () => {
    await renderConsole('/withdrawals', {
      as: 'asha.cash',
      setup: (server) => {
        server.withdrawals[0]!.bankOnFileNow = { acno: '99990000', name: 'Someone Else', ifsc: 'HDFC0000001' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review withdrawal #21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    expect(within(dialog).getByTestId('bank-changed').textContent).toBe(
      'The player has saved another account since asking (Someone Else · 99990000 · HDFC0000001). This withdrawal is paid to the account above, the one it was asked for; to pay the new one, reject it and let the player ask again.',
    );
  });

  it('lets a cashier give the second approval of an owner’s covered approval, saying what it pays', async () => {
    await renderConsole('/withdrawals', {
      as: 'asha.cash',
      setup: (server) => {
        Object.assign(server.withdrawals[0]!, {
          amountPaise: 600_000,
          debtPaise: 158_000,
          coveredPaise: 442_000,
          secondApproval: true,
          firstApproval: { by: 'owner', at: '2026-11-20 10:10:00', coveredReason: 'Owes ₹1,580' },
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review withdrawal #21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #21' });
    expect(within(dialog).getByTestId('covered-first').textContent).toBe(
      'owner approved the covered part (₹4,420.00): Owes ₹1,580. Approving it pays that part; the rest returns to the wallet and repays the debt.',
    );
    expect((within(dialog).getByRole('button', { name: /^Approve/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a long name is cut short on one line, whole in its title', async () => {
    await renderConsole('/withdrawals', {
      as: 'asha.cash',
      setup: (server) => {
        server.withdrawals[0]!.player.name = 'Venkata Lakshmi Narasimha Subrahmanya Sastry';
      },
    });
    const name = await screen.findByText('Venkata Lakshmi Narasimha Subrahmanya Sastry');
    expect(name.getAttribute('title')).toBe('Venkata Lakshmi Narasimha Subrahmanya Sastry');
    expect(name.getAttribute('data-truncate')).toBe('end');
  });
});

describe('the desks’ search and filters', () => {
  const type = (label: RegExp | string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

  it('sends the search and the amount range to the server, and says when nothing matches', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    type('Mobile, name or UTR', ' asha ');
    submit();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(app.server.callsOf('deposits').at(-1)).toEqual({ page: 1, search: 'asha' });
    expect(screen.getByText('2 matching')).toBeTruthy();

    type('Mobile, name or UTR', '98765 43210');
    type('Min ₹', '300');
    fireEvent.submit(screen.getByLabelText('Min ₹').closest('form')!);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(app.server.callsOf('deposits').at(-1)).toEqual({ page: 1, search: '9876543210', minPaise: 30_000 });

    type('Mobile, name or UTR', 'UTR-nobody');
    type('Min ₹', '');
    submit();
    await screen.findByText('No request matches “UTR-nobody”.');
    expect(screen.getByText('0 matching')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every request' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect((screen.getByLabelText('Mobile, name or UTR') as HTMLInputElement).value).toBe('');
    expect(app.server.callsOf('deposits').at(-1)).toEqual({ page: 1 });
  });

  it('an amount that is not rupees, or a range upside down, is said beside its field and nothing is sent', async () => {
    const app = await renderConsole('/withdrawals', { as: 'asha.cash' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const calls = app.server.callsOf('withdrawals').length;
    type('Min ₹', 'lots');
    submit();
    await screen.findByText('The minimum amount must be a positive number of rupees, like 50000, or left empty.');
    expect(screen.getByLabelText('Min ₹').getAttribute('aria-invalid')).toBe('true');
    type('Min ₹', '600');
    type('Max ₹', '500');
    submit();
    await screen.findByText('The minimum amount is more than the maximum.');
    expect(app.server.callsOf('withdrawals')).toHaveLength(calls);
    // The rows stay in sight meanwhile.
    expect(rows()).toHaveLength(1);
    type('Max ₹', '5000');
    submit();
    await waitFor(() => expect(app.server.callsOf('withdrawals').length).toBe(calls + 1));
    expect(app.server.callsOf('withdrawals').at(-1)).toEqual({ page: 1, minPaise: 60_000, maxPaise: 500_000 });
    expect(screen.getByLabelText('Mobile, name or payout reference')).toBeTruthy();
  });
});
