// @vitest-environment happy-dom
import './setup-dom.js';
import { readFileSync } from 'node:fs';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARDS, STORAGE_KEYS } from '../../core/index.js';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { ta } from '../../ui/i18n/locales/ta.js';
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp } from './render-app.js';
import { NO_BANK_NO_MONEY } from './funds-answers.js';

// The smaller things a new player met: starline slots, open-for-close, page titles, logging out.
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const starlineBid = {
  time: '10:05',
  market: 'STARLINE',
  timing: '11:00 AM',
  date: '2026-11-20',
  market_kind: 'starline',
  result: null,
  bid_status: 'PENDING',
  game: 'single',
  session: '',
  number: '4',
  amount: '10',
};

describe('starline bids in the bid history', () => {
  it('show their slot, and the starline history offers no OPEN/CLOSE filter', async () => {
    await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      state: { kind: 'starline' },
      scheduler: new VirtualClock(Date.parse('2026-11-20T12:00:00')),
      script: (g) => g.history.reply('bidHistory', { bids: [starlineBid], current_page: 1, total_pages: 1 }),
    });
    await screen.findByText('2026-11-20 10:05 · 11:00 AM');
    expect(screen.queryByRole('checkbox', { name: 'OPEN' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'CLOSE' })).toBeNull();
  });

  it('the main history keeps its session filter', async () => {
    await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      state: { kind: 'main' },
      script: (g) => g.history.reply('bidHistory', { bids: [], current_page: 1, total_pages: 1 }),
    });
    expect(await screen.findByRole('checkbox', { name: 'OPEN' })).toBeTruthy();
  });
});

describe('a market whose open result is out', () => {
  it('says on its dashboard that it is open for the close session, in Hindi too', async () => {
    await renderApp('/games', { stored: LOGGED_IN, state: { market: 'KALYAN', is_open: '0' } });
    await screen.findByText(/^Open for the close session\./);
    expect(screen.queryByText(/^Closed for today/)).toBeNull();
    await act(() => changeLanguage('hi'));
    await screen.findByText(hi.openForClose);
  });
});

describe('page titles', () => {
  const title = () => document.title.replace(/ · Matka$/, '');

  it('a board is titled by its market and name, not Place Bet', async () => {
    await renderApp(BOARDS.jodi.route, {
      stored: { ...LOGGED_IN, wallet: '500' },
      state: { market: 'KALYAN', is_open: '1', board: 'jodi' },
    });
    await waitFor(() => expect(title()).toBe('KALYAN · Jodi'));
  });

  it.each([
    ['/games', 'KALYAN · Main Matka'],
    ['/starlineGames', 'KALYAN · Starline Matka'],
    ['/galiGames', 'KALYAN · Gali Disawar'],
  ])('%s is titled by its kind', async (path, expected) => {
    await renderApp(path, { stored: LOGGED_IN, state: { market: 'KALYAN', is_open: '1' } });
    await waitFor(() => expect(title()).toBe(expected));
  });

  it('/funds and /wallet have titles of their own, in Tamil too', async () => {
    await renderApp('/wallet', {
      stored: LOGGED_IN,
      // The wallet also reads the withdrawable amount: a player with no bank details yet.
      script: (g) => g.funds.reply('walletTransactions', { data: [] }).reply('withdrawInfo', NO_BANK_NO_MONEY),
    });
    await waitFor(() => expect(title()).toBe('Wallet transactions'));
    await act(() => changeLanguage('ta'));
    await waitFor(() => expect(document.title.startsWith(`${ta.walletTransactions} · `)).toBe(true));
    expect(ta.walletTransactions).not.toBe(ta.wallet);
  });
});

describe('logging out', () => {
  it('clears the player’s values but keeps the chosen language', async () => {
    localStorage.setItem('language', 'ta');
    const { storage } = await renderApp('/logout', { stored: LOGGED_IN });
    await screen.findByRole('button', { name: ta.login }, { timeout: 5000 });
    expect(storage.get(STORAGE_KEYS.token, '')).toBe('');
    expect(localStorage.getItem('language')).toBe('ta');
  });

  it('is a deliberate difference, recorded with its reason', () => {
    const differences = readFileSync('docs/deliberate-differences.md', 'utf8');
    expect(differences).toMatch(/\n\| logout clears all storage[^\n]*\| [^\n]*language[^\n]*\|\n/);
  });
});
