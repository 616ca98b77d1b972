// @vitest-environment happy-dom
// The review's game and the server's keyed refusals in the player's language:
// "KALYAN · Jodi" and "Betting is closed…" were English in Hindi and Tamil.
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARDS } from '../../core/index.js';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { ta } from '../../ui/i18n/locales/ta.js';
import { openJodiReview } from './jodi-review.js';

afterEach(() => act(() => changeLanguage('en')));

/** A refusal as the server sends it: the English words and the catalogue key they come from. */
const refusal = (message: string, message_key: string, message_values: Record<string, string | number>) => ({
  success: false,
  message,
  error: message,
  message_key,
  message_values,
});

async function review(language: 'hi' | 'ta', answer: object) {
  return (await openJodiReview(language, answer)).dialog;
}

describe('the review and the server’s refusals in the player’s language', () => {
  it('names the game in Tamil in the review, the market as it is, and a closed market in Tamil', async () => {
    const dialog = await review(
      'ta',
      refusal('Betting is closed for KALYAN OPEN today.', 'bettingClosedFor', { market: 'KALYAN', what: 'OPEN' }),
    );
    expect(within(dialog).getByText(`KALYAN · ${ta.board_jodi}`)).toBeTruthy();
    expect(ta.board_jodi).not.toBe(BOARDS.jodi.title);
    fireEvent.click(within(dialog).getByRole('button', { name: ta.submit }));
    await screen.findByText('இன்று KALYAN OPEN-க்கான பந்தயம் மூடப்பட்டது.');
  });

  it('words a field check of the slip in Hindi, with its value', async () => {
    const dialog = await review('hi', refusal('At most 500 bids can be placed at once.', 'tooManyBids', { max: 500 }));
    expect(within(dialog).getByText(`KALYAN · ${hi.board_jodi}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: hi.submit }));
    await screen.findByText('एक बार में अधिकतम 500 बोलियाँ लगाई जा सकती हैं।');
  });
});
