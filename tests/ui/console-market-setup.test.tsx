// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from './render-console.js';
import { overLimitRow } from '../over-limit-rows.js';
import { saveStarlineSlotLimit } from './starline-slot-limit.js';

// Each test renders the whole console and opens a lazy screen: slow on a shared machine, not wrong.

const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

describe('markets', () => {
  it('lists markets with their state and limit, and an owner closes one for a holiday', async () => {
    const app = await renderConsole('/markets', { as: 'owner' });
    await screen.findByText('KALYAN');
    expect(screen.getByText('₹50,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up KALYAN' }));
    await screen.findByText('Christmas');
    // The panel opens below the list: focus moves to it (and it is scrolled into view).
    await waitFor(() =>
      expect(document.activeElement?.contains(screen.getByRole('heading', { name: 'KALYAN', level: 3 }))).toBe(true),
    );
    type('Reason players read', 'Diwali');
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() =>
      expect(app.server.callsOf('addHoliday')).toEqual([{ market: 'KALYAN', day: '2026-11-20', reason: 'Diwali' }]),
    );
    await waitFor(() => expect(within(screen.getByRole('row', { name: /^KALYAN/ })).getByText('Diwali')).toBeTruthy());
    expect(within(screen.getByRole('row', { name: /^KALYAN/ })).getByText('Closed today')).toBeTruthy();
  });

  it('shows a bad limit beside its field and keeps what was typed', async () => {
    const app = await renderConsole('/markets', { as: 'owner' });
    const slot = await saveStarlineSlotLimit('10.555');
    await within(slot).findByText(
      'Maximum payout per number must be a positive number of rupees, like 50000, or left empty.',
    );
    expect((within(slot).getByLabelText('Maximum payout per number (₹)') as HTMLInputElement).value).toBe('10.555');
    expect(app.server.callsOf('setLimit')).toEqual([]);
    type('Maximum payout per number (₹)', '950', slot);
    fireEvent.click(within(slot).getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(app.server.callsOf('setLimit')).toEqual([
        { market: 'STARLINE', timing: '11:00', maxPayout: '950', maxStake: '' },
      ]),
    );
  });

  it('warns, once a limit is saved, of the numbers already over it', async () => {
    const app = await renderConsole('/markets', {
      as: 'owner',
      setup: (server) =>
        void (server.overLimit = [
          overLimitRow('singlepanna', '128', 'OPEN', 10_500_00, 5_500_00),
          overLimitRow('jodi', '42', '', 5_700_00, 700_00),
        ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up KALYAN' }));
    const market = await screen.findByRole('group', { name: 'Limit of the whole market' });
    type('Maximum payout per number (₹)', '5000', market);
    fireEvent.click(within(market).getByRole('button', { name: 'Save limit' }));
    // Beside the form (the toast only says it was saved).
    const title = await screen.findByText('2 numbers are already over this limit');
    const warning = title.closest<HTMLElement>('[role="alert"]')!;
    expect(warning.textContent).not.toContain('saved');
    expect(app.server.callsOf('setLimit')).toEqual([
      { market: 'KALYAN', timing: '', maxPayout: '5000', maxStake: '1000' },
    ]);
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Single pana 128 OPEN: would pay ₹10,500.00, ₹5,500.00 over',
      'Jodi 42: would pay ₹5,700.00, ₹700.00 over',
    ]);
    expect(warning.textContent).toContain('They take no more bids');
    // A limit that finds none over it clears the warning.
    app.server.overLimit = [];
    type('Maximum payout per number (₹)', '20000', market);
    fireEvent.click(within(market).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.queryByText(/already over this limit/)).toBeNull());
    expect(app.server.callsOf('setLimit')).toHaveLength(2);
  });

  it('gives a results operator the limits only', async () => {
    const app = await renderConsole('/markets', {
      as: 'owner',
      setup: (s) => void (s.signedIn = { ...s.signedIn!, username: 'ravi', role: 'results' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up KALYAN' }));
    await screen.findByRole('group', { name: 'Limit of the whole market' });
    expect(screen.queryByRole('button', { name: 'Add a market' })).toBeNull();
    expect(screen.queryByText('Weekly off-days')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add holiday' })).toBeNull();
    expect(app.server.callsOf('setOffDays')).toEqual([]);
  });
});

describe('settings', () => {
  it('names a bad value beside its field and sends only what changed', async () => {
    const app = await renderConsole('/settings', { as: 'owner' });
    await screen.findByLabelText('Minimum bet');
    type('WhatsApp number', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('WhatsApp number must be a 10-digit number, or empty.');
    expect(app.server.callsOf('setConfig')).toEqual([]);
    type('WhatsApp number', '9876543210');
    type('Minimum bet', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(app.server.callsOf('setConfig')).toEqual([{ whatsapp: '9876543210', min_bet: '20' }]));
  });

  it('says a rate applies to bets placed from now on', async () => {
    await renderConsole('/settings', { as: 'owner' });
    await screen.findByText('Game rates (payout for ₹1)');
    expect(
      screen.getByText('Applies to bets placed from now on. Bets already placed pay the rate they were placed at.'),
    ).toBeTruthy();
    // Each rate by the game's name, not its key ('starline_singlepanna').
    expect(screen.getByLabelText('Single pana')).toBeTruthy();
    expect(screen.getByLabelText('Starline · Single pana')).toBeTruthy();
    expect(screen.queryByLabelText('starline_singlepanna')).toBeNull();
  });
});
