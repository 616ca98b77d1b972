// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransportFailure } from '../../core/index.js';
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

// 12:00 in India on 20 November, whatever the host's zone.
const NOW = Date.parse('2026-11-20T06:30:00Z');
const bid = (number: string, session: string, status: string) => ({
  bid_status: status,
  time: '10:00',
  market: 'KALYAN',
  date: '2026-11-20',
  game: 'single',
  session,
  number,
  amount: '10',
});

describe('bid history (/gameHistory)', () => {
  it('asks for the last 7 days and both sessions, then follows the filter panel and the pages', async () => {
    const app = await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      scheduler: new VirtualClock(NOW),
      script: (g) =>
        g.history.reply('bidHistory', (payload: { page: number }) => ({
          bids: [bid(String(payload.page), 'OPEN', payload.page === 1 ? 'WON' : 'LOSS')],
          current_page: payload.page,
          total_pages: 2,
        })),
    });
    await screen.findByText('KALYAN · Single Digit · 1');
    const calls = () => app.gateways.history.callsOf('bidHistory') as Record<string, unknown>[];
    // The market's last 7 days: India's 13th to 20th.
    const [from, to] = ['2026-11-13', '2026-11-20'];
    expect(calls().at(-1)).toMatchObject({ start_date: from, end_date: to, page: 1, openFlter: '1', closeFlter: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('KALYAN · Single Digit · 2');
    expect(calls().at(-1)).toMatchObject({ page: 2 });

    // A filter goes back to page 1.
    fireEvent.click(screen.getByLabelText('OPEN'));
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ page: 1, openFlter: '0', closeFlter: '1' }));
    // The last session cannot be unticked: the list could only be empty.
    fireEvent.click(screen.getByLabelText('CLOSE'));
    expect((screen.getByLabelText('CLOSE') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/11/2026' } });
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ start_date: '2026-11-01', end_date: to, page: 1 }));
    await screen.findByText('KALYAN · Single Digit · 1');
    expect(screen.getByText('WON')).toBeTruthy();
  });

  it('never sends a range upside down: a From past To takes To along, a To before From takes From, a cleared date sends nothing', async () => {
    const app = await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      scheduler: new VirtualClock(NOW),
      script: (g) =>
        g.history.reply('bidHistory', () => ({ bids: [bid('1', 'OPEN', 'WON')], current_page: 1, total_pages: 1 })),
    });
    await screen.findByText('KALYAN · Single Digit · 1');
    const calls = () => app.gateways.history.callsOf('bidHistory') as { start_date: string; end_date: string }[];
    const from = () => (screen.getByLabelText('From') as HTMLInputElement).value;
    const to = () => (screen.getByLabelText('To') as HTMLInputElement).value;

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05/12/2026' } });
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ start_date: '2026-12-05', end_date: '2026-12-05' }));
    expect([from(), to()]).toEqual(['05/12/2026', '05/12/2026']);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '02/11/2026' } });
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ start_date: '2026-11-02', end_date: '2026-11-02' }));

    const sent = calls().length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect([from(), to()]).toEqual(['', '02/11/2026']);
    expect(calls()).toHaveLength(sent);
    expect(calls().every((call) => call.start_date <= call.end_date)).toBe(true);
    await screen.findByText('KALYAN · Single Digit · 1');
  });

  it('pages quickly: an older answer never replaces a newer one', async () => {
    const slowPage2: (() => void)[] = [];
    await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      scheduler: new VirtualClock(NOW),
      script: (g) =>
        g.history.reply('bidHistory', (payload: { page: number; openFlter: string }) => {
          const number = payload.page === 2 ? '2' : payload.openFlter === '1' ? '1' : '3';
          const answer = { bids: [bid(number, 'CLOSE', 'PENDING')], current_page: payload.page, total_pages: 2 };
          // Page 2 answers late, only when the test lets it.
          return payload.page === 2 ? new Promise((resolve) => slowPage2.push(() => resolve(answer))) : answer;
        }),
    });
    await screen.findByText('KALYAN · Single Digit · 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Loading…');
    // While page 2 is on its way, a filter asks for page 1 again: that is the newest request.
    fireEvent.click(screen.getByLabelText('OPEN'));
    await screen.findByText('KALYAN · Single Digit · 3');
    expect(slowPage2.length).toBeGreaterThan(0);
    await act(async () => {
      for (const answer of slowPage2) answer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('KALYAN · Single Digit · 3')).toBeDefined();
    expect(screen.queryByText('KALYAN · Single Digit · 2')).toBeNull();
  });

  it('a failed reload shows why with Retry, instead of keeping the old rows', async () => {
    let failures = 1;
    const app = await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      scheduler: new VirtualClock(NOW),
      script: (g) =>
        g.history.reply('bidHistory', (payload: { page: number }) => {
          if (payload.page === 2 && failures-- > 0) throw new TransportFailure('network', 'bid-history', 'offline');
          return { bids: [bid(String(payload.page), 'OPEN', 'WON')], current_page: payload.page, total_pages: 2 };
        }),
    });
    await screen.findByText('KALYAN · Single Digit · 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const failed = (await screen.findByText('This page could not be loaded.')).closest<HTMLElement>(
      '.mantine-Alert-root',
    )!;
    expect(within(failed).getByText('Could not reach the server. Check your connection and try again.')).toBeDefined();
    expect(screen.queryByText('KALYAN · Single Digit · 1')).toBeNull();

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByText('KALYAN · Single Digit · 2');
    expect(screen.queryByText('This page could not be loaded.')).toBeNull();
    expect(app.gateways.history.callsOf('bidHistory').at(-1)).toMatchObject({ page: 2 });
  });
});

describe('a phone whose clock and zone are not the market’s', () => {
  // The phone runs three days ahead of the server; 02:50 UTC is 08:20 on the server's day in India
  // (and the evening before in Los Angeles). Home tells the app the server's time.
  const PHONE = Date.parse('2026-11-23T02:50:00Z');
  const SERVER = '2026-11-20T02:50:00.000Z';
  const script = (g: RenderedGateways) =>
    g.markets.reply('home', { result: [], time_zone: 'Asia/Kolkata', server_time: SERVER });

  it.each([
    ['/gameHistory', 'bidHistory', { bids: [bid('1', 'OPEN', 'WON')], current_page: 1, total_pages: 1 }],
    ['/passbook', 'passbook', { data: [], current_page: 1, total_pages: 1 }],
  ] as const)('opens %s on the market’s last 7 days by the server’s clock', async (path, call, answer) => {
    const app = await renderApp(path, {
      stored: LOGGED_IN,
      scheduler: new VirtualClock(PHONE),
      script: (g) => {
        script(g);
        g.history.reply(call, () => answer);
      },
    });
    const calls = () => app.gateways.history.callsOf(call) as { start_date: string; end_date: string }[];
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ start_date: '2026-11-13', end_date: '2026-11-20' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('13/11/2026');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('20/11/2026');
  });
});
