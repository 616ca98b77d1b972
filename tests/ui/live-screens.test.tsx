// @vitest-environment happy-dom
import './setup-dom.js';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../core/index.js';
import { LOGGED_IN, renderApp } from './render-app.js';

/** Pushes `events` down the app's live stream, and lets the screens take them in. */
async function pushLive(app: Awaited<ReturnType<typeof renderApp>>, ...events: LiveEvent[]) {
  await act(async () => {
    for (const event of events) app.live.next(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const market = (result: string) => ({
  market: 'KALYAN',
  result,
  is_open: '1',
  is_close: '1',
  open_time: '15:45',
  close_time: '17:45',
});

describe('live events on open screens', () => {
  it('a result shows on the open home screen, in place, without a reload', async () => {
    const app = await renderApp('/home', {
      stored: LOGGED_IN,
      script: (g) => g.markets.reply('home', { result: [market('***-**-***')] }, { result: [market('128-1*-***')] }),
    });
    await screen.findByText('***-**-***');
    await pushLive(app, { type: 'open' }, { type: 'markets', kind: 'result', market: 'KALYAN' });
    await screen.findByText('128-1*-***');
    expect(screen.queryByText('***-**-***')).toBeNull();
  });

  it('a balance event moves the header and the open passbook reads again', async () => {
    const app = await renderApp('/passbook', {
      stored: { ...LOGGED_IN, wallet: '100' },
      script: (g) => g.history.reply('passbook', { data: [], current_page: 1, total_pages: 1 }),
    });
    await screen.findByText('₹100.00');
    const before = app.gateways.history.callsOf('passbook').length;
    await pushLive(app, { type: 'wallet', wallet: '1095' });
    await within(screen.getByRole('banner')).findByText('₹1,095.00');
    expect(app.gateways.history.callsOf('passbook').length).toBe(before + 1);
  });

  it('a starline result shows on the open starline page, in place, without a reload', async () => {
    const slot = (result: string) => ({
      games: [{ name: 'STARLINE 11:00', market: 'STARLINE', result, close: '11:00', is_open: '1' }],
      rates: {},
    });
    let result = '123-6';
    const app = await renderApp('/starline', {
      stored: LOGGED_IN,
      script: (g) => {
        g.markets.reply('home', { result: [] });
        g.markets.reply('starline', () => slot(result));
      },
    });
    await screen.findByText('123-6');
    result = '128-1';
    await pushLive(app, { type: 'open' }, { type: 'markets', kind: 'result', market: 'STARLINE' });
    await screen.findByText('128-1');
    expect(screen.queryByText('123-6')).toBeNull();
  });
});
