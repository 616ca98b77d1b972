// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from './render-console.js';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const DESK = '/today/desk?market=KALYAN&kind=main&session=open';

describe('results desk', () => {
  it('shows the exposure grid sorted by payout with the worst case marked, and sorts by a header', async () => {
    await renderConsole(DESK, { as: 'owner' });
    const grid = await screen.findByRole('table', { name: 'Exposure (load)' });
    const numbers = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')!.textContent!.split(' ')[0]);
    expect(numbers()).toEqual(['128', '1', '2', '0', '137']);
    expect(grid.querySelector('[data-worst]')!.textContent).toContain('128');
    expect(screen.getByRole('status').textContent).toContain('Worst case: Single pana 128 would pay ₹1,500.00');
    fireEvent.click(within(grid).getByRole('button', { name: /Stake/ }));
    expect(numbers()).toEqual(['1', '2', '128', '0', '137']);
  });

  it('previews a pana, refuses a wrong confirmation beside the field, and declares with the pana typed again', async () => {
    const app = await renderConsole(DESK, { as: 'owner' });
    type('Pana', '821');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await screen.findByText('Enter a pana: three digits in rising order, 0 counting highest, like 128 or 190.');
    expect(app.resultsBoard.calls.filter((c) => c.method === 'preview')).toEqual([]);
    type('Pana', '128');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('preview-payout')).textContent).toBe('₹1,975.00');
    expect(screen.getByText('Ank:').textContent).toBe('Ank: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Declare 128' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type it again'), { target: { value: '129' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await within(dialog).findByText('Type 128 again, exactly, to confirm.');
    expect(app.resultsBoard.calls.filter((c) => c.method === 'declare')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Type it again'), { target: { value: '128' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await waitFor(() =>
      expect(app.resultsBoard.calls.filter((c) => c.method === 'declare')).toEqual([
        {
          method: 'declare',
          payload: { market: 'KALYAN', kind: 'main', session: 'open', value: '128', confirm: '128' },
        },
      ]),
    );
  });

  it('keeps the desk from a cashier', async () => {
    await renderConsole('/today', { as: 'asha.cash' });
    await screen.findByText('Not for your role');
  });
});
