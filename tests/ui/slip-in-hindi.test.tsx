// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARDS } from '../../core/index.js';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { LOGGED_IN, renderApp } from './render-app.js';

afterEach(() => act(() => changeLanguage('en')));

// The slip and the review showed OPEN / CLOSE in English in every language, and adding a
// number already on the slip doubled it without a word.
describe('the slip in Hindi', () => {
  it('names the session in Hindi on the slip and in the review, and says when a number grows', async () => {
    await renderApp(BOARDS.singleDigits.route, {
      stored: { ...LOGGED_IN, wallet: '5000' },
      state: { market: 'KALYAN', is_open: '1', board: 'singleDigits' },
    });
    const add = (points: string, words: { number: string; points: string; addBid: string }) => {
      const number = screen.getAllByLabelText(words.number).find((e) => e.tagName === 'INPUT')!;
      fireEvent.change(number, { target: { value: '5' } });
      fireEvent.change(screen.getByLabelText(words.points), { target: { value: points } });
      fireEvent.click(screen.getByRole('button', { name: words.addBid }));
    };
    add('50', { number: 'Number', points: 'Points', addBid: 'ADD BID' });
    await act(() => changeLanguage('hi'));
    const slip = screen.getByRole('list', { name: hi.bids });
    expect(within(slip).getByText(hi.sessionOpen)).toBeTruthy();
    expect(within(slip).queryByText('OPEN')).toBeNull();

    // Adding 5 again (say, after a refusal kept it on the slip) grows it, and says so.
    add('10', hi);
    await screen.findByText('5 पहले से स्लिप में था: उसकी राशि अब ₹60.00 है।');
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: hi.submit }));
    const dialog = await screen.findByRole('dialog', { name: hi.reviewBets });
    expect(within(dialog).getByText(hi.sessionOpen)).toBeTruthy();
    expect(within(dialog).queryByText('OPEN')).toBeNull();
  });
});
