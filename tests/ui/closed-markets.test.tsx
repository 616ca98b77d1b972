// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN, renderApp } from './render-app.js';

// A market closed for a holiday (or its weekly off-day), as the server's lists mark it.
describe('a market closed today', () => {
  it('shows on home with the reason, and its dialog says it too', async () => {
    await renderApp('/home', {
      stored: LOGGED_IN,
      script: (g) =>
        void g.markets.reply('home', {
          result: [
            {
              market: 'KALYAN',
              result: '',
              is_open: '0',
              is_close: '0',
              open_time: '15:45',
              close_time: '17:45',
              closed_reason: 'Diwali',
            },
          ],
        }),
    });
    const card = await screen.findByRole('button', { name: /^KALYAN/ });
    expect(within(card).getByText('Closed today: Diwali')).toBeTruthy();
    fireEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Betting is Closed For Today' });
    expect(within(dialog).getByText('Closed today: Diwali')).toBeTruthy();
  });

  it('shows a starline slot and a jackpot market closed with the reason', async () => {
    const closed = { is_open: '0', closed_reason: 'Audit day' };
    const starline = await renderApp('/starline', {
      stored: LOGGED_IN,
      script: (g) =>
        void g.markets.reply('starline', {
          games: [{ name: 'STARLINE 11:00', market: 'STARLINE', result: '', close: '11:00', ...closed }],
          rates: {},
        }),
    });
    await screen.findByText('Closed today: Audit day');
    expect(screen.getByRole('button', { name: 'Closed' }).hasAttribute('disabled')).toBe(true);
    starline.unmount();
    await renderApp('/gali', {
      stored: LOGGED_IN,
      script: (g) => void g.markets.reply('jackpot', { games: [{ market: 'GALI', result: '', ...closed }], rates: {} }),
    });
    await screen.findByText('Closed today: Audit day');
  });
});
