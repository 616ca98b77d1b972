// @vitest-environment happy-dom
// The owner's books on the reports screen: every section's CSV is its own, the funds per day
// with every ledger column, the profit and loss with its total, and one result's winners.
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { renderConsole } from './render-console.js';

const day = '2026-11-20';
const books = (s: FakeConsole) => {
  s.fundsReport = {
    rows: [
      {
        day,
        deposits: 2,
        depositsPaise: 150_000,
        withdrawals: 2,
        askedPaise: 2_100_000,
        paidOut: 1,
        paidOutPaise: 600_000,
        withdrawalsPaise: -20_000,
        cashInPaise: -450_000,
        bonusesPaise: 8_000,
        adjustmentsPaise: 47_000,
        refundsPaise: 1_000,
        transfersPaise: 0,
        playPaise: 29_500,
        debtPaise: 0,
        walletsPaise: 215_500,
      },
    ],
  };
  const sums = {
    stakesPaise: 18_000,
    payoutsPaise: 47_500,
    bonusesPaise: 8_000,
    adjustmentsPaise: 47_000,
    refundsPaise: 1_000,
    netPaise: -85_500,
  };
  s.profitReport = { from: day, to: day, rows: [{ day, ...sums }], total: sums };
  s.winnersReport = {
    market: '',
    day: '',
    session: '',
    timing: '',
    rows: [{ playerId: 42, name: 'Bala', mobile: '9510000002', bids: 1, stakesPaise: 5_000, payoutsPaise: 47_500 }],
    total: { bids: 1, stakesPaise: 5_000, payoutsPaise: 47_500 },
  };
};

/** Picks an option of a Mantine Select (its dropdown is mid-transition in happy-dom: the option is found directly). */
const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  const listbox = document.getElementById(
    screen.getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '',
  );
  await waitFor(() => expect(listbox?.querySelector('[role=option]')).toBeTruthy());
  fireEvent.click([...listbox!.querySelectorAll('[role=option]')].find((each) => each.textContent === option)!);
};

const csvOf = (section: string) => screen.getByRole('link', { name: `CSV: ${section}` }).getAttribute('href');

describe('the books on the reports screen', () => {
  it('gives each section its own CSV: play per day is per day, not per market', async () => {
    await renderConsole('/reports', { as: 'owner', setup: books });
    await screen.findByRole('table', { name: 'Profit and loss per day' });
    await waitFor(() => expect(csvOf('Play per day')).toBe(`/console/api/reports/days.csv?from=${day}&to=${day}`));
    expect(csvOf('Per day and market')).toBe(`/console/api/reports/markets.csv?from=${day}&to=${day}`);
    expect(csvOf('Per game')).toBe(`/console/api/reports/games.csv?from=${day}&to=${day}`);
    expect(csvOf('Funds per day')).toBe(`/console/api/reports/funds.csv?from=${day}&to=${day}`);
    expect(csvOf('Profit and loss per day')).toBe(`/console/api/reports/profit.csv?from=${day}&to=${day}`);
  });

  it('shows the bank’s side (asked beside paid out) and the funds per day with every ledger column', async () => {
    await renderConsole('/reports', { as: 'owner', setup: books });
    const bank = await screen.findByRole('table', { name: 'Bank: money in and out per day' });
    const columns = (table: HTMLElement) =>
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    const cellsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(columns(bank)).toEqual([
      'Day',
      'Deposits (count)',
      'Deposits',
      'Withdrawals asked (count)',
      'Withdrawals asked',
      'Paid out (count)',
      'Paid out',
      'Cash in',
    ]);
    // Days read DD/MM/YYYY; ₹21,000 asked, ₹6,000 paid: the bank saw deposits less the ₹6,000.
    expect(cellsOf(bank)).toEqual(['20/11/2026', '2', '₹1,500.00', '2', '₹21,000.00', '1', '₹6,000.00', '−₹4,500.00']);
    const funds = screen.getByRole('table', { name: 'Funds per day' });
    expect(columns(funds)).toEqual([
      'Day',
      'Deposits',
      'Withdrawals held',
      'Bonuses',
      'Adjustments',
      'Refunds',
      'Transfers',
      'Play',
      'Debt',
      'Wallets moved',
    ]);
    expect(cellsOf(funds)).toEqual([
      '20/11/2026',
      '₹1,500.00',
      '−₹200.00',
      '₹80.00',
      '₹470.00',
      '₹10.00',
      '₹0.00',
      '₹295.00',
      '₹0.00',
      '₹2,155.00',
    ]);
    expect(screen.getByText(/Transfers move money between players: they sum to zero for the house/)).toBeTruthy();
  });

  it('shows the profit and loss per day with the range’s total and the house’s net', async () => {
    await renderConsole('/reports', { as: 'owner', setup: books });
    const profit = await screen.findByRole('table', { name: 'Profit and loss per day' });
    const rows = within(profit)
      .getAllByRole('row')
      .map((tr) =>
        within(tr)
          .queryAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['20/11/2026', '₹180.00', '₹475.00', '₹80.00', '₹470.00', '₹10.00', '−₹855.00'],
      ['Total', '₹180.00', '₹475.00', '₹80.00', '₹470.00', '₹10.00', '−₹855.00'],
    ]);
    expect(within(profit).getByRole('columnheader', { name: 'Net for the house' })).toBeTruthy();
  });

  it('lists one result’s winners once a market is chosen, with name, mobile and the CSV of that result', async () => {
    const app = await renderConsole('/reports', { as: 'owner', setup: books });
    await screen.findByRole('table', { name: 'Profit and loss per day' });
    // Nothing is asked before a market is chosen; Show without one says so beside the field.
    fireEvent.click(screen.getByRole('button', { name: 'Show winners' }));
    await screen.findByText('Choose the market whose winners to list.');
    expect(app.server.callsOf('reportWinners')).toEqual([]);

    await choose('Market', 'KALYAN');
    fireEvent.change(screen.getByLabelText('Day (empty: today)'), { target: { value: day } });
    fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show winners' }));
    await waitFor(() =>
      expect(app.server.callsOf('reportWinners')).toEqual([{ market: 'KALYAN', day, session: 'open', timing: '' }]),
    );
    const winners = await screen.findByRole('table', { name: 'Winners of a result' });
    expect(within(winners).getByRole('link', { name: 'Bala' }).getAttribute('href')).toBe('/console/players/42');
    expect(within(winners).getByText('9510000002')).toBeTruthy();
    expect(within(winners).getByText('Total (1 player)')).toBeTruthy();
    expect(within(winners).getAllByText('₹475.00')).toHaveLength(2);
    expect(csvOf('Winners of a result')).toBe(`/console/api/reports/winners.csv?market=KALYAN&day=${day}`);
  });

  it('asks a starline result by its slot', async () => {
    const app = await renderConsole('/reports', { as: 'owner', setup: books });
    await screen.findByRole('table', { name: 'Profit and loss per day' });
    await choose('Market', 'STARLINE');
    expect(screen.queryByRole('radio', { name: 'Open' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show winners' }));
    await waitFor(() =>
      expect(app.server.callsOf('reportWinners')).toEqual([
        { market: 'STARLINE', day: '', session: '', timing: '11:00' },
      ]),
    );
  });
});
