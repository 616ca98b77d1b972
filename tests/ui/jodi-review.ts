import { act, fireEvent, screen } from '@testing-library/react';
import { BOARDS } from '../../core/index.js';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

/**
 * A signed-in player's jodi slip on KALYAN, in English, 42 for ₹50, opened for review; `script`
 * gives the scripted server its answers. Gives the app and the review dialog.
 */
export async function openJodiSlipReview(script: (gateways: RenderedGateways) => void) {
  const app = await renderApp(BOARDS.jodi.route, {
    stored: { ...LOGGED_IN, wallet: '5000' },
    state: { market: 'KALYAN', is_open: '1', board: 'jodi' },
    script,
  });
  // A test before may have left the app in another language.
  await act(() => changeLanguage('en'));
  const number = screen.getAllByLabelText('Number').find((e) => e.tagName === 'INPUT')!;
  fireEvent.change(number, { target: { value: '42' } });
  fireEvent.change(screen.getByLabelText('Points'), { target: { value: '50' } });
  fireEvent.click(screen.getByRole('button', { name: 'ADD BID' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review Bets' });
  return { app, dialog };
}

/** The jodi slip's review (see openJodiSlipReview), then the app switched to `language`; place-bet answers `answer`. */
export async function openJodiReview(language: 'hi' | 'ta', answer: object) {
  const opened = await openJodiSlipReview((g) => void g.betting.reply('placeBet', answer));
  await act(() => changeLanguage(language));
  return opened;
}
