// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN, renderApp } from './render-app.js';

const noBids = { bids: [], total_pages: 1, current_page: 1 };

// Where the player's links lead.
describe('player navigation', () => {
  it('the wallet menu (/funds) links to the three bid histories, each of its own kind of market', async () => {
    const app = await renderApp('/funds', {
      stored: LOGGED_IN,
      script: (g) => g.history.reply('bidHistory', noBids),
    });
    for (const name of ['Main Matka bids', 'Starline Matka bids', 'Gali Disawar bids']) {
      expect(await screen.findByRole('link', { name })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('link', { name: 'Starline Matka bids' }));
    await screen.findByRole('heading', { name: 'All Bids · Starline Matka' });
    await waitFor(() => expect(app.gateways.history.callsOf('bidHistory').at(-1)).toMatchObject({ type: 'starline' }));
    expect(app.router.state.location.pathname).toBe('/gameHistory');
  });

  it.each([
    ['Main Matka', 'main'],
    ['Starline Matka', 'starline'],
    ['Gali Disawar', 'gali'],
  ])('choosing %s on /gameHistorySelection opens the bids of that kind', async (title, type) => {
    const app = await renderApp('/gameHistorySelection', {
      stored: LOGGED_IN,
      script: (g) => g.history.reply('bidHistory', noBids),
    });
    await screen.findByRole('heading', { name: 'All Bids' });
    expect(document.title).toMatch(/^All Bids · /);
    fireEvent.click(screen.getByRole('button', { name: title }));
    await screen.findByRole('heading', { name: `All Bids · ${title}` });
    await waitFor(() => expect(app.gateways.history.callsOf('bidHistory').at(-1)).toMatchObject({ type }));
  });

  it('the bottom bar’s All Bids still lists every bid, of every kind', async () => {
    const app = await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      script: (g) => g.history.reply('bidHistory', noBids),
    });
    await screen.findByRole('heading', { name: 'All Bids' });
    await waitFor(() => expect(app.gateways.history.callsOf('bidHistory').length).toBeGreaterThan(0));
    for (const call of app.gateways.history.callsOf('bidHistory')) expect(call).not.toHaveProperty('type');
  });

  it('the header’s balance chip is named for what it does (add funds), not Wallet like the tab', async () => {
    const app = await renderApp('/funds', {
      stored: { ...LOGGED_IN, wallet: '250' },
      // The deposit screen the chip opens asks for the payment details.
      script: (g) => g.funds.reply('manualPaymentDetails', { data: [], only_wallet: '0', bonus: '0', wallet: '250' }),
    });
    const chip = await within(screen.getByRole('banner')).findByRole('link', { name: 'Add Fund: ₹250.00' });
    expect(chip.getAttribute('href')).toBe('/deposit');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Wallet/ })).toBeNull();
    fireEvent.click(chip);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/deposit'));
  });
});
