// @vitest-environment happy-dom
import './setup-dom.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN, renderApp } from './render-app.js';
import { onePage, renderPassbook } from './history-screens.js';

const stake = (id: number, board: string) => ({
  id,
  date: '2026-11-20 10:00',
  before_wallet: '1000',
  amount: '-10',
  after_wallet: '990',
  remark: 'Bet',
  exp: {
    played_for: 'KALYAN',
    status: 'Pending',
    type: 'OPEN',
    bid_amount: '10',
    win_ratio: '140',
    game: 'singlepanna',
    number: '128',
    board,
  },
});

describe('the passbook rows', () => {
  it('name the board each stake was made on, so two boards of one game read apart', async () => {
    await renderPassbook(onePage([stake(2, 'spMotor'), stake(1, 'singlePanna')]));
    await screen.findByText(/^SP Motor/);
    // The game's own board adds nothing to its name: only the SP Motor stake names a board.
    expect(screen.getAllByText(/^SP Motor/)).toHaveLength(1);
    expect(screen.getAllByText(/₹1,000\.00 → ₹990\.00/)).toHaveLength(2);
  });

  it('show a deposit still waiting for a cashier above the money that moved, in Deposit/Withdraw History', async () => {
    const app = await renderApp('/passbookDW', {
      stored: LOGGED_IN,
      script: (g) => {
        g.history.reply('passbook', { data: [], current_page: 1, total_pages: 1 });
        g.funds.reply('depositHistory', {
          data: [
            {
              sn: 3,
              date: '2026-11-20 10:05',
              amount: '500',
              remark: 'Pending',
              status: 'Pending',
              utr: '412345678901',
            },
            { sn: 2, date: '2026-11-19 09:00', amount: '100', remark: 'Completed', status: 'Completed', utr: '4987' },
          ],
        });
      },
    });
    expect(await screen.findByText('UTR 412345678901')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    // A decided deposit is in the ledger already (when it moved money), not repeated here.
    expect(screen.queryByText('UTR 4987')).toBeNull();
    // The server is asked for the pending deposits alone, not the whole history.
    const asked = app.gateways.funds.callsOf('depositHistory');
    expect(asked).not.toHaveLength(0);
    for (const payload of asked) expect(payload).toEqual({ status: 'pending' });
  });
});
