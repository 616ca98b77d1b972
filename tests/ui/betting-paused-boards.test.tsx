// @vitest-environment happy-dom
import './setup-dom.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARDS } from '../../core/index.js';
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

const MARKETS = [
  { market: 'KALYAN', result: '123-6', is_open: '1', is_close: '1', open_time: '15:45', close_time: '17:45' },
];
const PAUSE = 'You chose a break from betting until 2026-12-04 10:00.';
const home = (paused: boolean) => (g: RenderedGateways) => {
  // What Starline and Jackpot would list, were they asked before the pause is known.
  g.markets.reply('starline', { games: [], rates: {} });
  g.markets.reply('jackpot', { games: [], rates: {} });
  g.markets.reply('home', {
    result: MARKETS,
    starline_enable: '1',
    delhi_enable: '1',
    ...(paused
      ? { betting_paused: { message_key: 'coolOffActive', message_values: { until: '2026-12-04 10:00' } } }
      : {}),
  });
};

describe('play screens during a break', () => {
  it.each([
    ['a board', BOARDS.singleDigits.route, { market: 'KALYAN', is_open: '1', board: 'singleDigits' }],
    ['a dashboard', '/games', { market: 'KALYAN', is_open: '1' }],
    ['Starline', '/starline', undefined],
    ['Jackpot', '/gali', undefined],
  ])('%s says why and until when, and offers nothing to bet on', async (_, path, state) => {
    await renderApp(path, { stored: { ...LOGGED_IN, wallet: '5000' }, script: home(true), state });
    await screen.findByText(PAUSE);
    expect(screen.getByRole('link', { name: 'My limits' }).getAttribute('href')).toBe('/limits');
    expect(screen.queryByRole('button', { name: 'ADD BID' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Single Digits' })).toBeNull();
  });

  it('without a pause the board opens as before', async () => {
    await renderApp(BOARDS.singleDigits.route, {
      stored: { ...LOGGED_IN, wallet: '5000' },
      script: home(false),
      state: { market: 'KALYAN', is_open: '1', board: 'singleDigits' },
    });
    await screen.findByRole('button', { name: 'ADD BID' });
    expect(screen.queryByText(PAUSE)).toBeNull();
  });
});
