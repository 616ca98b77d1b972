// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingResult } from '../../core/index.js';
import { renderConsole } from './render-console.js';

// Two-person control on the results desk: what waits for a second operator, by whom;
// its value to its maker only, who may withdraw it; a declaration that waits says so.
const DESK = '/today/desk?market=KALYAN&kind=main&session=open';
const waiting = (over: Partial<PendingResult>): PendingResult => ({
  session: 'open',
  timing: '',
  kind: 'declare',
  by: 'asha',
  at: '2026-11-20 15:47:10',
  early: false,
  mine: false,
  value: null,
  disputed: null,
  ...over,
});
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('two-person control on the results desk', () => {
  it('asks another operator to type what they read of the draw, without the value', async () => {
    await renderConsole(DESK, { as: 'owner', board: (board) => (board.pending = [waiting({})]) });
    const panel = await screen.findByTestId('pending-results');
    expect(panel.textContent).toContain(
      'asha declared the open at 15:47. Type the value you read of the draw and declare it: the same value settles it, another asks both of you to look again.',
    );
    expect(within(panel).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('shows its maker the value, and withdraws it', async () => {
    const app = await renderConsole(DESK, {
      as: 'owner',
      board: (board) => (board.pending = [waiting({ mine: true, value: '128', by: 'owner' })]),
    });
    const panel = await screen.findByTestId('pending-results');
    expect(panel.textContent).toContain(
      'You declared 128 for the open at 15:47. A second results operator must type the same value; nothing is settled until then.',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(app.resultsBoard.calls.filter((c) => c.method === 'withdraw')).toEqual([
        { method: 'withdraw', payload: { market: 'KALYAN', kind: 'main', session: 'open' } },
      ]),
    );
    expect(await screen.findByText('Withdrawn.')).toBeTruthy();
  });

  it('names the two who disagree, and says a declaration waits rather than that it settled', async () => {
    await renderConsole(DESK, {
      as: 'owner',
      board: (board) => {
        board.pending = [waiting({ disputed: { by: 'ravi', at: '2026-11-20 15:50:00', value: null } })];
        board.step = { state: 'pending', message: '' };
        board.now = '15:00';
      },
    });
    const panel = await screen.findByTestId('pending-results');
    expect(panel.textContent).toContain(
      'asha and ravi gave different values for the open: nothing is settled. Look at the draw again; the next declaration starts anew.',
    );
    type('Pana', '128');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Declare 128' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type it again'), { target: { value: '128' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText('128 waits for a second results operator to type the same value.')).toBeTruthy();
  });
});
