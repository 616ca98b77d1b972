// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultRange } from '../../core/index.js';
import { VirtualClock } from '../core/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp } from './render-app.js';

const NOW = Date.parse('2026-11-20T12:00:00');
const bid = (number: string, session: string, status: string) => ({ bid_status: status, time: '10:00', market: 'KALYAN', date: '2026-11-20', game: 'single', session, number, amount: '10' });

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
    expect(await screen.findByText('KALYAN · Single Digit · 1')).toBeTruthy();
    const calls = () => app.gateways.history.callsOf('bidHistory') as Record<string, unknown>[];
    const { from, to } = defaultRange(NOW);
    expect(calls().at(-1)).toMatchObject({ start_date: from, end_date: to, page: 1, openFlter: '1', closeFlter: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('KALYAN · Single Digit · 2')).toBeTruthy();
    expect(calls().at(-1)).toMatchObject({ page: 2 });

    // A filter goes back to page 1.
    fireEvent.click(screen.getByLabelText('OPEN'));
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ page: 1, openFlter: '0', closeFlter: '1' }));
    // The last session cannot be unticked: the list could only be empty.
    fireEvent.click(screen.getByLabelText('CLOSE'));
    expect((screen.getByLabelText('CLOSE') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ start_date: '2026-11-01', end_date: to, page: 1 }));
    expect(await screen.findByText('KALYAN · Single Digit · 1')).toBeTruthy();
    expect(screen.getByText('WON')).toBeTruthy();
  });
});
