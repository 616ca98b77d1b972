// @vitest-environment happy-dom
// A player's protection on their page in the console: read-only for a
// cashier; an owner lowers a limit at the player's request, which is sent with the change,
// and a refusal stays beside the amount.
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { renderConsole } from './render-console.js';

/** The player set ₹2,000 a week on deposits (₹500 used) and a reality check every 30 minutes. */
const protectedPlayer = (server: FakeConsole) => {
  const protection = server.protectionOf('1');
  Object.assign(
    protection.limits.find((l) => l.kind === 'deposit' && l.period === 'week')!,
    {
      limitPaise: 200_000,
      usedPaise: 50_000,
    },
  );
  protection.realityCheckMinutes = 30;
};

describe('the protection panel', () => {
  it('shows a cashier the limits, exclusion and reality check, with nothing to change', async () => {
    await renderConsole('/players/1', { as: 'asha.cash', setup: protectedPlayer });
    const panel = await screen.findByRole('region', { name: 'Protection' });
    const deposits = await within(panel).findByRole('row', { name: /^Deposits/ });
    expect(within(deposits).getByText('₹2,000.00 · ₹500.00 used')).toBeTruthy();
    expect(within(deposits).getAllByText('No limit · ₹0.00 used')).toHaveLength(2);
    expect(within(panel).getByText('Every 30 minutes')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('lets an owner lower a limit at the player’s request; a higher one is refused beside the amount', async () => {
    const app = await renderConsole('/players/1', { as: 'owner', setup: protectedPlayer });
    const panel = await screen.findByRole('region', { name: 'Protection' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Lower a limit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Lower a limit of/ });
    fireEvent.change(within(dialog).getByLabelText(/Amount in rupees/), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lower a limit' }));
    // The request is required: nothing is sent without it.
    expect(await within(dialog).findByText('Write down what the player asked for, and how and when.')).toBeTruthy();
    expect(app.server.callsOf('lowerLimit')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/The player’s request/), {
      target: { value: 'Asked by phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lower a limit' }));
    await waitFor(() =>
      expect(app.server.callsOf('lowerLimit')).toEqual([
        { id: '1', kind: 'deposit', period: 'day', amount: '1500', request: 'Asked by phone' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel).findByText('₹1,500.00 · ₹0.00 used')).toBeTruthy();
  });
});
