// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransportFailure } from '../../core/index.js';
import { askHomeEarly } from '../../ui/app/chunks/player-chunk.js';
import { LOGGED_IN, renderApp } from './render-app.js';

// The header balance and the settings (the Chat tab) once came only with /home.
const SERVER_HOME = { result: [], wallet: '14560', data: [{ data_key: 'whatsapp', data: '90000 00000' }] };

describe('a signed-in screen opened without /home', () => {
  for (const path of ['/gameHistory', '/passbook', '/winningHistorySelection']) {
    it(`${path} shows the server's balance, not the stored one, and the Chat tab`, async () => {
      await renderApp(path, {
        stored: { ...LOGGED_IN, wallet: '3515' },
        script: (g) => {
          g.markets.reply('home', SERVER_HOME);
          g.history.reply('bidHistory', { bids: [], current_page: 1, total_pages: 1 });
          g.history.reply('passbook', { data: [], current_page: 1, total_pages: 1 });
        },
      });
      const header = screen.getByRole('banner');
      await within(header).findByText('₹14,560.00');
      const nav = screen.getByRole('navigation');
      await within(nav).findByText('Chat');
    });
  }

  it('asks again when the player comes back to the tab (a win while away shows)', async () => {
    const app = await renderApp('/passbook', {
      stored: { ...LOGGED_IN, wallet: '3515' },
      script: (g) => {
        g.markets.reply('home', SERVER_HOME, { ...SERVER_HOME, wallet: '15000' });
        g.history.reply('passbook', { data: [], current_page: 1, total_pages: 1 });
      },
    });
    await within(screen.getByRole('banner')).findByText('₹14,560.00');
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    await within(screen.getByRole('banner')).findByText('₹15,000.00');
    expect(app.gateways.markets.callsOf('home').length).toBe(2);
  });

  it('on /home the screen and the frame share one call', async () => {
    const app = await renderApp('/home', { stored: LOGGED_IN, script: (g) => g.markets.reply('home', SERVER_HOME) });
    await within(screen.getByRole('banner')).findByText('₹14,560.00');
    await vi.waitFor(() => expect(app.gateways.markets.callsOf('home').length).toBe(1));
  });

  it('home asked for before the first render (main.tsx on /home) is the one call of the screen and the frame', async () => {
    const app = await renderApp('/home', {
      stored: LOGGED_IN,
      script: (g) => g.markets.reply('home', { ...SERVER_HOME, result: [{ market: 'KALYAN', result: '123-6' }] }),
      beforeRender: askHomeEarly,
    });
    await screen.findByText('KALYAN');
    await within(screen.getByRole('banner')).findByText('₹14,560.00');
    expect(app.gateways.markets.callsOf('home').length).toBe(1);
    // Later refreshes ask again.
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(app.gateways.markets.callsOf('home').length).toBe(2));
  });

  it('no early call without a login', async () => {
    const app = await renderApp('/home', { beforeRender: askHomeEarly });
    await screen.findByRole('button', { name: 'Login' });
    expect(app.gateways.markets.callsOf('home').length).toBe(0);
  });

  it('an early call that failed is not the answer to Retry: Retry asks again', async () => {
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const app = await renderApp('/home', {
      stored: LOGGED_IN,
      script: (g) =>
        g.markets.reply(
          'home',
          async () => {
            await failing;
            throw new TransportFailure('network', 'home', 'offline');
          },
          { ...SERVER_HOME, result: [{ market: 'KALYAN', result: '123-6' }] },
        ),
      beforeRender: askHomeEarly,
    });
    await act(async () => fail());
    const failed = (await screen.findByText('This page could not be loaded.')).closest<HTMLElement>(
      '.mantine-Alert-root',
    )!;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByText('KALYAN');
    expect(app.gateways.markets.callsOf('home').length).toBe(2);
  });
});
