// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';
import {
  bidRow,
  onePage,
  renderBidHistory,
  renderPassbook,
  renderWinnings,
  SPLIT_WIN,
  wonBid,
} from './history-screens.js';

const NOW = Date.parse('2026-11-20T12:00:00');
const RESULT = { open_pana: '128', close_pana: '479', jodi: null };

/** A passbook as the server answers it: a bonus-paid stake, a win, the welcome bonus. */
const PASSBOOK = onePage([
  {
    id: 3,
    date: '2026-11-20 11:00:00',
    before_wallet: '14465',
    amount: '95',
    bonus_amount: '0',
    after_wallet: '14560',
    remark: 'Win NEWBIE single 1 OPEN',
    kind: 'win',
    ref: null,
    exp: {
      played_for: 'NEWBIE',
      status: 'Won',
      type: 'OPEN',
      bid_amount: '10',
      win_ratio: '9.5',
      game: 'single',
      number: '1',
      win_amount: '95',
      market_kind: 'main',
      result: RESULT,
    },
  },
  {
    id: 2,
    date: '2026-11-20 10:00:00',
    before_wallet: '14475',
    amount: '0',
    bonus_amount: '-10',
    after_wallet: '14465',
    remark: 'Bid NEWBIE singlepanna 248 OPEN',
    kind: 'bet',
    ref: null,
    exp: {
      played_for: 'NEWBIE',
      status: 'Lost',
      type: 'OPEN',
      bid_amount: '10',
      win_ratio: '',
      game: 'singlepanna',
      number: '248',
      win_amount: '0',
      market_kind: 'main',
      result: RESULT,
    },
  },
  {
    id: 1,
    date: '2026-11-19 09:00:00',
    before_wallet: '0',
    amount: '0',
    bonus_amount: '100',
    after_wallet: '100',
    remark: 'Welcome bonus',
    kind: 'bonus',
    ref: 'welcome',
    exp: null,
  },
]);

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('money as Indians read it, in the passbook', () => {
  it('shows every amount with Indian grouping and a true minus before the sign, a bonus-paid stake as a stake', async () => {
    await renderPassbook(PASSBOOK, NOW);
    const stake = (
      await screen.findByRole('button', { name: 'Bid · NEWBIE · Single Panna 248 · OPEN' })
    ).closest<HTMLElement>('.mantine-Paper-root')!;
    // The stake came from the bonus: it is still a stake of ₹10, and the row says where it came from.
    expect(within(stake).getByText('−₹10.00')).toBeTruthy();
    expect(within(stake).getByText(/₹14,475\.00 → ₹14,465\.00 · Paid from bonus: ₹10\.00/)).toBeTruthy();
    const win = screen
      .getByRole('button', { name: 'Win · NEWBIE · Single Digit 1 · OPEN' })
      .closest<HTMLElement>('.mantine-Paper-root')!;
    expect(within(win).getByText('₹95.00')).toBeTruthy();
    expect(within(win).getByText(/₹14,465\.00 → ₹14,560\.00/)).toBeTruthy();
    // The welcome bonus reads as the wallet counts it: ₹100.00, not ₹0.00.
    const welcome = screen.getByRole('button', { name: 'Welcome bonus' }).closest<HTMLElement>('.mantine-Paper-root')!;
    expect(within(welcome).getByText('₹100.00')).toBeTruthy();
    expect(within(welcome).getByText(/To bonus: ₹100\.00/)).toBeTruthy();
    // No raw keys, no minus after the sign, no ungrouped thousands anywhere.
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/₹-|singlepanna|NaN|₹\d{4}/);
  });

  it('the bet sheet says what a bid won and why, and why another lost', async () => {
    await renderPassbook(PASSBOOK, NOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Win · NEWBIE · Single Digit 1 · OPEN' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Open 128 → ank 1: Single Digit 1 won ₹10.00 × 9.5 = ₹95.00')).toBeTruthy();
    expect(within(sheet).getByText('₹95.00')).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Bid · NEWBIE · Single Panna 248 · OPEN' }));
    expect(await screen.findByText('Open 128: Single Panna 248 lost')).toBeTruthy();
  });

  it('words remarks and reasons in the player’s language', async () => {
    await renderPassbook(PASSBOOK, NOW);
    await screen.findByRole('button', { name: 'Welcome bonus' });
    await act(() => changeLanguage('hi'));
    await screen.findByRole('button', { name: 'बोली · NEWBIE · सिंगल पाना 248 · ओपन' });
    expect(screen.getByRole('button', { name: 'स्वागत बोनस' })).toBeTruthy();
    expect(document.body.textContent).toContain('−₹10.00');
  });
});

describe('bid history: what a bid won and why', () => {
  it('shows a won bid’s winnings and a reason line for a win and a loss', async () => {
    await renderBidHistory(
      [
        wonBid('single', 'OPEN', '1', '10', '95', '9.5'),
        bidRow({ bid_status: 'LOSS', game: 'single', session: 'OPEN', number: '4', amount: '10000' }),
        bidRow({ bid_status: 'LOSS', game: 'jodi', session: '', number: '17', amount: '10' }),
      ],
      NOW,
    );
    await screen.findByText('Open 128 → ank 1: Single Digit 1 won ₹10.00 × 9.5 = ₹95.00');
    expect(screen.getByText('Won ₹95.00')).toBeTruthy();
    expect(screen.getByText('Open 128 → ank 1: Single Digit 4 lost')).toBeTruthy();
    expect(screen.getByText('₹10,000.00')).toBeTruthy();
    expect(screen.getByText('Open 128 · Close 479 → jodi 10: Jodi 17 lost')).toBeTruthy();
  });
});

describe('the board a bid came from', () => {
  /** A ₹10 bid waiting on its result. */
  const pending = (game: string, session: string, number: string, more: Record<string, unknown> = {}) =>
    bidRow({ bid_status: 'PENDING', game, session, number, amount: '10', result: null, ...more });
  it('bid history names a family pana or motor bid by its board, and still says its game', async () => {
    await renderBidHistory(
      [
        pending('singlepanna', 'CLOSE', '137', { board: 'familyPana' }),
        pending('doublepanna', 'CLOSE', '113', { board: 'dpMotor' }),
        // A game's own board says no more than the game.
        pending('jodi', '', '42', { board: 'jodi' }),
        // An older server, or a bid placed without a board: the game, precisely.
        pending('triplepanna', 'CLOSE', '777'),
      ],
      NOW,
    );
    await screen.findByText('NEWBIE · Family Pana · 137');
    expect(screen.getByText(/2026-11-20 10:00 · CLOSE · Single Panna/)).toBeTruthy();
    expect(screen.getByText('NEWBIE · DP Motor · 113')).toBeTruthy();
    expect(screen.getByText(/CLOSE · Double Panna/)).toBeTruthy();
    expect(screen.getByText('NEWBIE · Triple Panna · 777')).toBeTruthy();
    expect(screen.getByText('NEWBIE · Jodi · 42').closest('.mantine-Paper-root')!.textContent).not.toMatch(
      /Jodi.*Jodi/,
    );
  });
});

describe('remarks in the player’s language on every history', () => {
  const bidParts = { market: 'NEWBIE', game: 'singlepanna', number: '248', session: 'OPEN' };
  it('the wallet’s transactions word their movements, not the server’s English', async () => {
    await renderApp('/wallet', {
      stored: { ...LOGGED_IN, wallet: '14560' },
      script: (g) =>
        g.funds
          .reply('withdrawInfo', { success: true, only_wallet: '14460', bonus: '100' })
          .reply('walletTransactions', {
            data: [
              {
                sn: 2,
                date: '2026-11-20',
                amount: '-10',
                remark: 'Bid NEWBIE singlepanna 248 OPEN',
                kind: 'bet',
                ...bidParts,
              },
              { sn: 1, date: '2026-11-19', amount: '500', remark: 'Deposit #7', kind: 'deposit', ref: '7' },
            ],
          }),
    });
    await screen.findByText('Bid · NEWBIE · Single Panna 248 · OPEN');
    expect(screen.getByText('Deposit #7')).toBeTruthy();
    expect(screen.getByText('−₹10.00')).toBeTruthy();
    // The header chip and the wallet's balance.
    expect(screen.getAllByText('₹14,560.00')).toHaveLength(2);
    await act(() => changeLanguage('ta'));
    await screen.findByText('பந்தயம் · NEWBIE · சிங்கிள் பானா 248 · ஓபன்');
  });

  it('the winnings word each win', async () => {
    await renderWinnings([
      {
        sn: 3,
        date: '2026-11-20',
        amount: '95000',
        remark: 'Win NEWBIE halfsangam 1-550',
        kind: 'win',
        market: 'NEWBIE',
        game: 'halfsangam',
        number: '1-550',
        session: '',
      },
    ]);
    await screen.findByText('Win · NEWBIE · Half Sangam 1-550');
    expect(screen.getByText('₹95,000.00')).toBeTruthy();
  });

  it('a win partly paid into the bonus shows its whole amount and names the bonus part, in Hindi too', async () => {
    await renderWinnings([SPLIT_WIN]);
    await screen.findByText('₹1,425.00');
    expect(screen.getByText(/^2026-11-20 · To bonus: ₹950\.00/)).toBeTruthy();
    await act(() => changeLanguage('hi'));
    await screen.findByText(/^2026-11-20 · बोनस में: ₹950\.00/);
  });
});
