// @vitest-environment happy-dom
// The player's page in the console: it reads the player and their ledger
// again after an action taken on it and after a change made elsewhere (a live event), without
// a reload; notes, newest first, written by support and owners and read by cashiers; a
// cashier's credit or debit within the daily ceiling the owner set.
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH } from '../../core/index.js';
import { renderConsole } from './render-console.js';

describe('the player’s page stays up to date', () => {
  it('shows a bonus granted on the page in the balances and the ledger at once', async () => {
    const app = await renderConsole('/players/1', { as: 'asha.cash' });
    await screen.findByText('Deposit #11');
    fireEvent.click(screen.getByRole('button', { name: 'Grant bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant bonus' });
    fireEvent.change(within(dialog).getByLabelText(/Amount in rupees/), { target: { value: '250' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Diwali' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant bonus' }));
    await screen.findByText('Bonus granted.');
    await screen.findByText('Bonus: Diwali');
    // ₹50 of bonus before, ₹300 after.
    await screen.findByText('₹300.00', { selector: '.mantine-Paper-root *' });
    expect(app.server.callsOf('ledger').length).toBeGreaterThan(1);
  });

  it('reads the player and the open tab again when the player changes elsewhere, and when its stream reopens', async () => {
    const app = await renderConsole('/players/1', { as: 'asha.cash' });
    await screen.findByText('Deposit #11');
    expect(new Set(app.server.playerPageOpened)).toEqual(new Set(['1']));
    // The stream's first opening follows the page's own first read: nothing is read again.
    act(() => app.server.playerEvents.next({ type: 'open' }));
    const reads = app.server.callsOf('player').length;
    // A deposit approved at the desk, by another cashier, in another server process.
    const asha = app.server.players.get('1')!;
    asha.balancePaise += 100_000;
    app.server.ledgerRows.unshift({
      id: '2',
      at: '2026-11-20 12:30:00',
      kind: 'deposit',
      amountPaise: 100_000,
      bonusPaise: 0,
      balanceAfterPaise: asha.balancePaise,
      remark: 'Deposit #12',
    });
    act(() => app.server.playerEvents.next({ type: 'player' }));
    await screen.findByText('Deposit #12');
    await screen.findByText('₹1,24,456.00', { selector: '.mantine-Paper-root *' });
    expect(app.server.callsOf('player').length).toBe(reads + 1);

    fireEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    await screen.findByText('UTR 412345678901');
    const activity = app.server.callsOf('activity').length;
    act(() => app.server.playerEvents.next({ type: 'open' }));
    await waitFor(() => expect(app.server.callsOf('activity').length).toBe(activity + 1));
    expect(app.server.callsOf('player').length).toBe(reads + 2);
  });
});

describe('notes on a player', () => {
  it('support writes a note (required, counted to the server’s limit); it shows newest first with who and when', async () => {
    const app = await renderConsole('/players/1', {
      as: 'owner',
      setup: (s) => {
        s.signedIn = { ...s.signedIn!, username: 'meera', role: 'support' };
        s.notesOn.set('1', [
          { id: '1', at: '2026-11-19 18:00:00', operator: 'owner', role: 'owner', text: 'Known to the owner.' },
        ]);
      },
    });
    await screen.findByText('Known to the owner.');
    const field = screen.getByLabelText('New note') as HTMLTextAreaElement;
    expect(field.maxLength).toBe(MAX_NOTE_LENGTH);
    expect(screen.getByText(`${MAX_NOTE_LENGTH} characters left`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Write the note.');
    expect(app.server.callsOf('addNote')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Called about a late deposit.\nPromised a call back.' } });
    expect(screen.getByText(`${MAX_NOTE_LENGTH - 50} characters left`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Note added.');
    expect(app.server.callsOf('addNote')).toEqual([
      { id: '1', text: 'Called about a late deposit.\nPromised a call back.' },
    ]);
    const list = await screen.findByRole('list', { name: 'Notes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest!.textContent).toBe(
      'Called about a late deposit.\nPromised a call back.meera (Support) · 2026-11-20 12:00:00',
    );
    expect(older!.textContent).toBe('Known to the owner.owner (Owner) · 2026-11-19 18:00:00');
    expect(field.value).toBe('');
  });

  it('a cashier reads the notes but has no field to write one', async () => {
    await renderConsole('/players/1', {
      as: 'asha.cash',
      setup: (s) =>
        s.notesOn.set('1', [
          { id: '1', at: '2026-11-19 18:00:00', operator: 'meera', role: 'support', text: 'Disputes every loss.' },
        ]),
    });
    await screen.findByText('Disputes every loss.');
    expect(screen.queryByLabelText('New note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });
});

describe('a cashier credits or debits a wallet within the daily ceiling', () => {
  it('has no button while the owner has set no ceiling', async () => {
    await renderConsole('/players/1', { as: 'asha.cash' });
    await screen.findByRole('button', { name: 'Grant bonus' });
    expect(screen.queryByRole('button', { name: 'Adjust main wallet' })).toBeNull();
  });

  it('adjusts with a reason, told what is left of the ceiling today', async () => {
    const app = await renderConsole('/players/1', {
      as: 'asha.cash',
      setup: (s) => {
        s.cashierCeilingPaise = 500_000;
        s.movedTodayPaise = 120_000;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust main wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust main wallet' });
    expect(
      within(dialog).getByText(/You may credit or debit ₹3,800\.00 more today \(your daily ceiling: ₹5,000\.00\)\./),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Rupees: 500 gives/), { target: { value: '-300' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Bonus paid twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await screen.findByText('Main wallet adjusted.');
    expect(app.server.callsOf('adjust')).toEqual([{ id: '1', amount: '-300', reason: 'Bonus paid twice' }]);
    // What is left is read again after the adjustment (the calls are read afresh on each try:
    // a list taken once held only what had happened by then).
    await waitFor(() => {
      const order = app.server.calls.map((call) => call.method);
      expect(order.lastIndexOf('walletAllowance')).toBeGreaterThan(order.indexOf('adjust'));
    });
  });
});
