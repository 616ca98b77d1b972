// @vitest-environment happy-dom
import './setup-dom.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from './render-console.js';

/** The download links a screen shows, by name, with where each goes. */
const downloads = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.hasAttribute('download'))
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the owner’s CSV downloads', () => {
  it.each([
    [
      '/reports',
      'Reports',
      [
        ['All players (CSV)', '/console/api/exports/players.csv'],
        ['All deposits (CSV)', '/console/api/exports/deposits.csv'],
        ['All withdrawals (CSV)', '/console/api/exports/withdrawals.csv'],
        ['NEFT payout file (CSV)', '/console/api/exports/payouts.csv'],
      ],
    ],
    ['/players', 'Players', [['All players (CSV)', '/console/api/exports/players.csv']]],
    ['/deposits', 'Deposits', [['All deposits (CSV)', '/console/api/exports/deposits.csv']]],
    [
      '/withdrawals',
      'Withdrawals',
      [
        ['All withdrawals (CSV)', '/console/api/exports/withdrawals.csv'],
        ['NEFT payout file (CSV)', '/console/api/exports/payouts.csv'],
      ],
    ],
  ])('%s shows an owner the files it concerns', async (path, title, expected) => {
    await renderConsole(path, { as: 'owner' });
    await screen.findByRole('heading', { name: title });
    for (const [name, href] of expected) expect(downloads()).toContainEqual([name, href]);
    expect(downloads().filter(([name]) => /\(CSV\)$/.test(name ?? ''))).toHaveLength(expected.length);
  });

  it('a player’s page gives an owner the player’s whole ledger', async () => {
    await renderConsole('/players/1', { as: 'owner' });
    await screen.findByText('Asha Rao');
    expect(downloads()).toContainEqual(['Whole ledger (CSV)', '/console/api/exports/players/1/ledger.csv']);
  });

  it.each(['/players', '/deposits', '/withdrawals', '/players/1'])('%s shows a cashier none', async (path) => {
    await renderConsole(path, { as: 'asha.cash' });
    await screen.findByRole('heading', { level: 2 });
    expect(downloads()).toEqual([]);
  });

  it('support, who reads players, sees no players file either', async () => {
    await renderConsole('/players', {
      as: 'owner',
      setup: (s) => void (s.signedIn = { ...s.signedIn!, role: 'support' }),
    });
    await screen.findByRole('heading', { name: 'Players' });
    expect(downloads()).toEqual([]);
  });
});
