// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARDS } from '../../core/index.js';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { LOGGED_IN, renderApp } from './render-app.js';
import { renderBidHistory, wonBid } from './history-screens.js';
import { fiftySent, renderTransferScreen } from './transfer-screen.js';

// Every amount the app shows is core's indianRupees (₹12,34,667.50), in every language.
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const SINGLE_DIGITS = { market: 'KALYAN', is_open: '1', board: 'singleDigits' };

async function addToSlip(points: string, words: { number: string; points: string; addBid: string }) {
  const number = screen.getAllByLabelText(words.number).find((e) => e.tagName === 'INPUT')!;
  fireEvent.change(number, { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText(words.points), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: words.addBid }));
}

describe('the slip', () => {
  it('shows each bid, the footer total and the review in rupees with paise, grouped', async () => {
    await renderApp(BOARDS.singleDigits.route, { stored: { ...LOGGED_IN, wallet: '50000' }, state: SINGLE_DIGITS });
    await addToSlip('2200', { number: 'Number', points: 'Points', addBid: 'ADD BID' });
    const slip = screen.getByRole('list', { name: 'Bids' });
    expect(within(slip).getByText('₹2,200.00')).toBeTruthy();
    expect(screen.getByText(/^Bids:/).textContent).toBe('Bids: 1 · Points: ₹2,200.00');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const review = await screen.findByRole('dialog', { name: 'Review Bets' });
    // The bid's row and the total.
    expect(within(review).getAllByText('₹2,200.00')).toHaveLength(2);
  });

  it('says the same in Hindi, and the grown amount in the toast too', async () => {
    await renderApp(BOARDS.singleDigits.route, { stored: { ...LOGGED_IN, wallet: '50000' }, state: SINGLE_DIGITS });
    await act(() => changeLanguage('hi'));
    await addToSlip('1000', hi);
    await addToSlip('500', hi);
    await screen.findByText('5 पहले से स्लिप में था: उसकी राशि अब ₹1,500.00 है।');
    expect(screen.getByText(new RegExp(`^${hi.bids}:`)).textContent).toBe(`${hi.bids}: 1 · ${hi.points}: ₹1,500.00`);
  });
});

describe('my limits', () => {
  const LIMITS = { success: true, daily_limit: '665', staked_today: '1250.5', daily_limit_next: '100000' };

  it('says the limit, what was staked today and a waiting raise as every amount', async () => {
    await renderApp('/limits', { stored: LOGGED_IN, script: (g) => g.funds.reply('selfLimits', LIMITS) });
    // An answer without the nine limits' list (an older server): its daily limit is the stake limit's day.
    await screen.findByText('₹1,250.50 of ₹665.00 used');
    expect(screen.getByText(/: ₹1,00,000\.00$/)).toBeTruthy();
  });

  it('in Hindi too, with no limit set', async () => {
    await renderApp('/limits', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('selfLimits', { success: true, daily_limit: '', staked_today: '0' }),
    });
    await act(() => changeLanguage('hi'));
    expect(await screen.findAllByText('कोई सीमा नहीं · ₹0.00 इस्तेमाल')).toHaveLength(9);
  });
});

describe('why a bid won', () => {
  it('words the stake and the payout as amounts', async () => {
    await renderBidHistory([wonBid('jodi', '', '10', '15', '1500', '100')], Date.parse('2026-11-20T12:00:00'));
    await screen.findByText('Open 128 · Close 479 → jodi 10: Jodi 10 won ₹15.00 × 100 = ₹1,500.00');
    await act(() => changeLanguage('ta'));
    await screen.findByText(/வென்றது ₹15\.00 × 100 = ₹1,500\.00$/);
  });
});

describe('toasts', () => {
  it('a transfer says what was sent as an amount, in the player’s language', async () => {
    await renderTransferScreen(fiftySent);
    await act(() => changeLanguage('ta'));
    const [recipient, amount] = await screen.findAllByRole('textbox');
    fireEvent.change(recipient!, { target: { value: '9123456789' } });
    fireEvent.change(amount!, { target: { value: '50' } });
    fireEvent.click(await screen.findByRole('button', { name: /பரிமாற்ற|Transfer/ }));
    fireEvent.click(await screen.findByRole('button', { name: '₹50.00 அனுப்பு' }));
    await screen.findByText('₹50.00 9123456789 க்கு அனுப்பப்பட்டது');
  });
});
