// @vitest-environment happy-dom
// Cashiers sharing the deposit queue: the review claims what it shows and lets it go as it
// moves on or closes; it passes by what another cashier claimed (marked on the row); a claim
// refused a moment late moves on with a note; a request decided elsewhere while open says so
// in a note, not an error; the live count of what is left goes down; a rejection has ready
// reasons and Enter confirms it; / takes the cursor to the search.
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { pendingDeposits, press, review, rows } from './deposit-queue.js';
import { renderConsole } from './render-console.js';

/** Five pending deposits, #1 the oldest, so the queue reads #1 to #5. */
const queue = (server: FakeConsole) =>
  pendingDeposits(server, [1, 2, 3, 4, 5], (n) => ({
    player: { id: String(100 + n), name: `Player ${n}`, mobile: `980000000${n}` },
    amountPaise: n * 10_000,
    utr: `UTR${n}00000000`,
    createdAt: `2026-11-20 10:0${n}:00`,
  }));

describe('a deposit queue shared by cashiers', () => {
  it('claims what the review shows, passes by another’s claim, and lets go as it moves on and closes', async () => {
    const app = await renderConsole('/deposits', {
      as: 'asha.cash',
      setup: (server) => {
        queue(server);
        server.claims.set('deposit:2', 'ravi.cash');
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((row) => row.textContent?.match(/Player \d/)?.[0])).toEqual([
      'Player 1',
      'Player 2',
      'Player 3',
      'Player 4',
      'Player 5',
    ]);
    expect(within(rows()[1]!).getByText('Reviewing: ravi.cash')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #1' }));
    await review('1');
    await waitFor(() => expect(app.server.callsOf('claim')).toEqual([{ desk: 'deposit', id: '1' }]));
    press('j');
    // #2 is ravi's: the review goes on to #3.
    await review('3');
    await waitFor(() => expect(app.server.callsOf('release')).toEqual([{ desk: 'deposit', id: '1' }]));
    expect(app.server.callsOf('claim')).toEqual([
      { desk: 'deposit', id: '1' },
      { desk: 'deposit', id: '3' },
    ]);
    press('k');
    await review('1');
    press('Escape', await review('1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(app.server.claims.size).toBe(1));
    expect(app.server.claims.get('deposit:2')).toBe('ravi.cash');
  });

  it('moves on with a note when another cashier claimed the request a moment before', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash', setup: queue });
    await waitFor(() => expect(rows()).toHaveLength(5));
    // Claimed by ravi after this list was read.
    app.server.claims.set('deposit:1', 'ravi.cash');
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #1' }));
    const dialog = await review('2');
    expect(
      within(dialog).getByText(
        '#1 is being reviewed by ravi.cash (claimed until 2026-11-20 12:02:00). Moved on to the next request.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the open request is decided elsewhere, and counts down what is left', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash', setup: queue });
    await waitFor(() => expect(rows()).toHaveLength(5));
    act(() => app.server.events.next({ type: 'counts', counts: { pendingDeposits: 5, pendingWithdrawals: 0 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #3' }));
    const dialog = await review('3');
    await within(dialog).findByText('5 left');
    // The owner decides #3 through the operator API meanwhile.
    Object.assign(app.server.deposits[2]!, {
      status: 'completed',
      decidedBy: 'owner',
      decidedAt: '2026-11-20 12:00:30',
    });
    app.server.claims.clear();
    act(() => app.server.events.next({ type: 'counts', counts: { pendingDeposits: 4, pendingWithdrawals: 0 } }));
    await within(dialog).findByText(
      '#3 was completed by owner at 20/11/2026 12:00:30 while it was open here. J or → opens the next request.',
    );
    expect(within(dialog).getByText('4 left')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    // Approving here: no toast over the review; the count goes down with the next event.
    press('j');
    await review('4');
    press('a');
    await within(dialog).findByText('Decided. J or → opens the next request.');
    expect(screen.queryByText(/^Approved ₹/)).toBeNull();
    act(() => app.server.events.next({ type: 'counts', counts: { pendingDeposits: 3, pendingWithdrawals: 0 } }));
    await within(dialog).findByText('3 left');
  });

  it('rejects with a ready reason on Enter; Shift+Enter starts a new line', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash', setup: queue });
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Review deposit #1' }));
    await review('1');
    press('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit #1' });
    const reasons = within(dialog).getByRole('group', { name: 'Ready reasons' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['UTR not in statement', 'Amount differs from payment', 'Screenshot unreadable', 'Duplicate request']);
    fireEvent.click(within(reasons).getByRole('button', { name: 'Amount differs from payment' }));
    const field = within(dialog).getByLabelText(/Reason \(the player reads it\)/) as HTMLTextAreaElement;
    expect(field.value).toBe('Amount differs from payment');
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(app.server.callsOf('rejectDeposit')).toEqual([]);
    fireEvent.change(field, { target: { value: 'Amount differs from payment: ₹90 paid' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(app.server.callsOf('rejectDeposit')).toEqual([
        { id: '1', reason: 'Amount differs from payment: ₹90 paid' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject deposit #1' })).toBeNull());
  });

  it('/ takes the cursor to the search, but not while typing in a field', async () => {
    await renderConsole('/deposits', { as: 'asha.cash', setup: queue });
    await waitFor(() => expect(rows()).toHaveLength(5));
    const search = screen.getByLabelText('Mobile, name or UTR');
    press('/', document.body);
    expect(document.activeElement).toBe(search);
    const min = screen.getByLabelText('Min ₹');
    (min as HTMLInputElement).focus();
    press('/', min);
    expect(document.activeElement).toBe(min);
  });

  it('lists the newest first when asked', async () => {
    const app = await renderConsole('/deposits', { as: 'asha.cash', setup: queue });
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'newest' } });
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Player 5'));
    expect(app.server.callsOf('deposits').at(-1)).toEqual({ page: 1, order: 'newest' });
  });
});
