// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARDS, STORAGE_KEYS } from '../../core/index.js';
import { watchInstallOffer } from '../../ui/screens/home/install-offer.js';
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

watchInstallOffer(window);

const MARKETS = [
  { market: 'KALYAN', result: '123-6', is_open: '1', is_close: '1', open_time: '15:45', close_time: '17:45' },
];
const offerInstall = () =>
  act(
    () =>
      void window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: vi.fn(async () => undefined),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
  );

// The operator's brand, and the install dialog after the first bet.
describe('brand and install dialog', () => {
  it('the header, the page title and the install dialog show the config’s name; the player’s name stays theirs', async () => {
    const app = await renderApp('/home', {
      stored: { ...LOGGED_IN, firstBetPlaced: true },
      script: (g: RenderedGateways) =>
        g.markets.reply('home', { result: MARKETS, data: [{ data_key: 'name', data: 'Lucky Star' }] }),
    });
    await within(screen.getByRole('banner')).findByRole('heading', { name: 'Lucky Star' });
    expect(app.storage.get(STORAGE_KEYS.name)).toBe('Asha');
    offerInstall();
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    expect(within(dialog).getByText('Lucky Star')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(document.title).toBe('Home · Lucky Star'));
  });

  it('without a configured name the brand is the neutral default, never matka-core', async () => {
    await renderApp('/home', { stored: LOGGED_IN, script: (g) => g.markets.reply('home', { result: MARKETS }) });
    await within(screen.getByRole('banner')).findByRole('heading', { name: 'Matka' });
    await waitFor(() => expect(document.title).toBe('Home · Matka'));
    expect(document.body.textContent).not.toMatch(/matka-core/);
  });

  it('no install dialog on home before this device has placed a bet (straight after sign-up)', async () => {
    const app = await renderApp('/home', {
      stored: LOGGED_IN,
      script: (g) => g.markets.reply('home', { result: MARKETS }),
    });
    await screen.findByText('KALYAN');
    offerInstall();
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: 'Install the app' })).toBeNull();
    expect(app.storage.get(STORAGE_KEYS.lastDialogShown)).toBeNull();
  });

  it('placing a bet is what lets home offer the install later', async () => {
    const app = await renderApp(BOARDS.singleDigits.route, {
      stored: { ...LOGGED_IN, wallet: '500' },
      state: { market: 'KALYAN', is_open: '1', board: 'singleDigits' },
      script: (g) => g.betting.reply('placeBet', { success: true, message: 'Bid placed successfully', wallet: '490' }),
    });
    const field = (label: string) =>
      screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    await screen.findByRole('button', { name: 'ADD BID' });
    fireEvent.change(field('Number'), { target: { value: '5' } });
    fireEvent.change(field('Points'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'ADD BID' }));
    await screen.findByRole('listitem');
    expect(app.storage.get(STORAGE_KEYS.firstBetPlaced)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const review = await screen.findByRole('dialog', { name: 'Review Bets' });
    fireEvent.click(within(review).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app.storage.get(STORAGE_KEYS.firstBetPlaced)).toBe(true));
  });
});
