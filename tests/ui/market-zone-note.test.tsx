// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { deviceTimeZone } from '../../ui/hooks/use-market-zone-note.js';
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

// The server reads market, bet and passbook times on the market's clock (India by default) and
// names it in home's time_zone. A phone on another clock (a traveller, a
// player abroad) is told which clock they are on; a phone on India's clock is not bothered.

const hostZone = process.env.TZ;
/** The phone's zone: Node's Intl follows TZ as soon as it is set. */
function phoneIn(zone: string) {
  process.env.TZ = zone;
  // The browser may give India's zone by its older name, Asia/Calcutta: the same clock.
  expect(deviceTimeZone()).toEqual(
    zone === 'Asia/Kolkata' ? expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/) : zone,
  );
}
afterEach(async () => {
  if (hostZone === undefined) delete process.env.TZ;
  else process.env.TZ = hostZone;
  await act(() => changeLanguage('en'));
});

const MARKETS = [
  { market: 'KALYAN', result: '123-6', is_open: '1', is_close: '1', open_time: '15:30', close_time: '17:30' },
  { market: 'SRIDEVI', result: '', is_open: '0', is_close: '0', open_time: '11:35', close_time: '12:35' },
];
const home =
  (extra: Record<string, unknown> = { time_zone: 'Asia/Kolkata' }) =>
  (g: RenderedGateways) =>
    g.markets.reply('home', { result: MARKETS, ...extra });
const IN_INDIA = 'All times in India Standard Time (GMT+5:30)';

describe('the market’s time zone, named beside market times', () => {
  it('on home, for a phone in New York, in the player’s language', async () => {
    phoneIn('America/New_York');
    await renderApp('/home', { stored: LOGGED_IN, script: home() });
    await screen.findByText('KALYAN');
    expect(screen.getByText(IN_INDIA)).toBeTruthy();
    await act(() => changeLanguage('hi'));
    expect(screen.getByText('सभी समय भारतीय मानक समय (GMT+5:30) में')).toBeTruthy();
    await act(() => changeLanguage('ta'));
    expect(screen.getByText('எல்லா நேரங்களும் இந்திய நிலையான நேரம் (GMT+5:30) படி')).toBeTruthy();
  });

  it('names the server’s zone, not India’s when the market runs on another clock', async () => {
    phoneIn('Asia/Kolkata');
    await renderApp('/home', { stored: LOGGED_IN, script: home({ time_zone: 'Asia/Dubai' }) });
    await screen.findByText('KALYAN');
    expect(screen.getByText('All times in Gulf Standard Time (GMT+4)')).toBeTruthy();
  });

  it('says nothing on a phone on the market’s clock, whatever its zone is called', async () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Colombo']) {
      phoneIn(zone);
      const app = await renderApp('/home', { stored: LOGGED_IN, script: home() });
      await screen.findByText('KALYAN');
      expect(screen.queryByText(/All times in/), zone).toBeNull();
      app.unmount();
    }
  });

  it('with the offset the server gives, says nothing on the market’s clock and names the zone elsewhere', async () => {
    const withOffset = home({ time_zone: 'Asia/Kolkata', time_zone_offset: 330 });
    for (const zone of ['Asia/Kolkata', 'Asia/Colombo']) {
      phoneIn(zone);
      // Told from the offsets alone: the browser's date formatting (slow on its first use) is not asked.
      const formats = vi.spyOn(Intl, 'DateTimeFormat');
      const app = await renderApp('/home', { stored: LOGGED_IN, script: withOffset });
      await screen.findByText('KALYAN');
      expect(screen.queryByText(/All times in/), zone).toBeNull();
      expect(formats, zone).not.toHaveBeenCalled();
      formats.mockRestore();
      app.unmount();
    }
    phoneIn('America/New_York');
    await renderApp('/home', { stored: LOGGED_IN, script: withOffset });
    await screen.findByText('KALYAN');
    expect(screen.getByText(IN_INDIA)).toBeTruthy();
  });

  it('says nothing when an older server names no zone', async () => {
    phoneIn('America/New_York');
    await renderApp('/home', { stored: LOGGED_IN, script: home({}) });
    await screen.findByText('KALYAN');
    expect(screen.queryByText(/All times in/)).toBeNull();
  });

  it('in the closed market’s dialog, beside its four times', async () => {
    phoneIn('Europe/London');
    await renderApp('/home', { stored: LOGGED_IN, script: home() });
    fireEvent.click(await screen.findByRole('button', { name: /^SRIDEVI/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Betting is Closed For Today' });
    expect(within(dialog).getAllByText('11:35')).toHaveLength(2);
    expect(within(dialog).getByText(IN_INDIA)).toBeTruthy();
  });

  it('under the bid history’s and the passbook’s dates, and over the winnings', async () => {
    phoneIn('America/New_York');
    const script = (g: RenderedGateways) => {
      home()(g);
      g.history.reply('bidHistory', {
        bids: [
          {
            bid_status: 'PENDING',
            time: '15:10',
            market: 'KALYAN',
            date: '2026-11-20',
            game: 'single',
            session: 'OPEN',
            number: '5',
            amount: '10',
          },
        ],
        current_page: 1,
        total_pages: 1,
      });
      g.history.reply('passbook', { data: [], current_page: 1, total_pages: 1 });
      g.history.reply('winningLedger', { data: [] });
    };
    for (const [path, state, shown] of [
      ['/gameHistory', undefined, 'KALYAN · Single Digit · 5'],
      ['/passbook', undefined, 'No transactions found'],
      ['/winnings', { kind: 'main' }, 'Nothing here yet.'],
    ] as const) {
      const app = await renderApp(path, { stored: LOGGED_IN, script, state });
      await screen.findByText(shown);
      expect(await screen.findByText(IN_INDIA), path).toBeTruthy();
      app.unmount();
    }
  });

  it('under the starline slots and a slot’s games, whose titles carry its time', async () => {
    phoneIn('America/New_York');
    const script = (g: RenderedGateways) => {
      home()(g);
      g.markets.reply('starline', {
        games: [{ name: 'STARLINE 11:00', market: 'STARLINE', result: '', close: '11:00', is_open: '1' }],
        rates: {},
      });
    };
    const list = await renderApp('/starline', { stored: LOGGED_IN, script });
    await screen.findByText('11:00');
    expect(await screen.findByText(IN_INDIA)).toBeTruthy();
    list.unmount();
    await renderApp('/starlineGames', {
      stored: LOGGED_IN,
      script,
      state: { market: 'STARLINE', is_open: '1', timing: '11:00' },
    });
    await screen.findByRole('heading', { name: 'STARLINE · 11:00' });
    expect(await screen.findByText(IN_INDIA)).toBeTruthy();
  });
});
