// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmWithReason } from './reason-dialog.js';
import { renderConsole } from './render-console.js';

describe('players', () => {
  it('searches by a mobile and opens the player', async () => {
    const app = await renderConsole('/players', { as: 'asha.cash' });
    fireEvent.change(await screen.findByLabelText('Mobile or name'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Asha Rao' }));
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(app.server.callsOf('search').at(-1)).toEqual({ q: '9876543210', page: 1 });
    expect(app.router.state.location.pathname).toBe('/console/players/1');
  });

  it('a player’s page: balances in rupees, the ledger with its running balance, other records in tabs', async () => {
    await renderConsole('/players/1', { as: 'asha.cash' });
    await screen.findByText('₹1,23,456.00', { selector: '.mantine-Paper-root *' });
    expect(screen.getByText('₹50.00')).toBeTruthy();
    await screen.findByText('Deposit #11');
    fireEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    await screen.findByText('UTR 412345678901');
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    await screen.findByText('2026-12-20 09:30:00');
  });

  it('a cashier may block (with a reason) but not adjust the wallet; support only reads', async () => {
    const app = await renderConsole('/players/1', { as: 'asha.cash' });
    await screen.findByRole('button', { name: 'Block' });
    expect(screen.queryByRole('button', { name: 'Adjust main wallet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao' });
    await confirmWithReason(dialog, 'Block', 'Shared account', () => expect(app.server.callsOf('block')).toEqual([]));
    await screen.findByText('Player blocked.');
    await screen.findByRole('button', { name: 'Unblock' });
    expect(app.server.callsOf('block')).toEqual([{ id: '1', reason: 'Shared account' }]);

    await renderConsole('/players/1', {
      as: 'owner',
      setup: (s) => void (s.signedIn = { ...s.signedIn!, role: 'support' }),
    });
    await screen.findByText('Your role does not block players, give bonuses or change wallets.');
  });

  it('the owner adjusts the wallet: a mandatory reason, the typed amount kept on refusal', async () => {
    const app = await renderConsole('/players/1', { as: 'owner' });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust main wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust main wallet' });
    fireEvent.change(within(dialog).getByLabelText(/Rupees: 500 gives/), { target: { value: '-250' } });
    await confirmWithReason(dialog, 'Adjust', 'Duplicate credit', () =>
      expect((within(dialog).getByLabelText(/Rupees: 500 gives/) as HTMLInputElement).value).toBe('-250'),
    );
    await screen.findByText('Main wallet adjusted.');
    await waitFor(() =>
      expect(app.server.callsOf('adjust')).toEqual([{ id: '1', amount: '-250', reason: 'Duplicate credit' }]),
    );
  });

  it('a hostile name is shown as text on the player’s page', async () => {
    const { container } = await renderConsole('/players/2', { as: 'asha.cash' });
    await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' });
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
