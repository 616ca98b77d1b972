// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TodayRow } from '../../core/index.js';
import { GRID_ROWS } from '../core/operator/fakes/fake-results-board.js';
import { renderConsole } from './render-console.js';
import { todayRow } from './today-row.js';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const DESK = '/today/desk?market=KALYAN&kind=main&session=open';
/** Declares the previewed pana: its Declare button, then the pana typed again in the dialog that asks. */
async function declareTypingAgain(pana: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Declare ${pana}` }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Type it again'), { target: { value: pana } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
}

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

  it('marks each number against its liability limit: over it by how much, or the room left', async () => {
    await renderConsole(DESK, {
      as: 'owner',
      board: (board) => {
        board.limitPaise = 1000_00;
        board.gridRows = GRID_ROWS.map((row) => ({ ...row, roomPaise: 1000_00 - row.payoutPaise }));
      },
    });
    const grid = await screen.findByRole('table', { name: 'Exposure (load)' });
    const over = [...grid.querySelectorAll('[data-over-limit]')];
    expect(over.map((row) => row.querySelector('td')!.textContent!.split(' ')[0])).toEqual(['128']);
    const mark = (number: string) =>
      within(grid)
        .getAllByRole('row')
        .find((row) => row.querySelector('td')?.textContent?.startsWith(`${number} `))!
        .querySelector('[data-testid="limit-mark"]')?.textContent;
    expect(mark('128')).toBe('Over by ₹500.00');
    expect(mark('1')).toBe('₹525.00 left');
    expect(mark('2')).toBe('₹905.00 left');
    // A number with nothing on it has the whole limit: the line above says what it is.
    expect(mark('137')).toBeUndefined();
    expect(screen.getByTestId('limit-line').textContent).toBe(
      '1 number is over the limit of ₹1,000.00: it takes no more bids.',
    );
  });

  it('shows what was paid once the session is declared, with no worst case and no limit left to mark', async () => {
    await renderConsole(DESK, {
      as: 'owner',
      board: (board) => {
        board.result = { openPana: '128', closePana: null, jodi: null };
        board.limitPaise = 1000_00;
        board.paidPaise = 150_000;
        board.gridRows = [
          { ...GRID_ROWS[1]!, paidPaise: 0, roomPaise: null },
          { ...GRID_ROWS[2]!, paidPaise: 150_000, roomPaise: null },
        ];
      },
    });
    const grid = await screen.findByRole('table', { name: 'Exposure (load)' });
    expect(screen.getByRole('status').textContent).toBe('Paid for this session: ₹1,500.00');
    expect(screen.queryByText(/Worst case/)).toBeNull();
    expect(screen.queryByTestId('limit-line')).toBeNull();
    expect(grid.querySelector('[data-testid="limit-mark"]')).toBeNull();
    expect(within(grid).getByRole('columnheader', { name: /Paid/ })).toBeTruthy();
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['128 Single pana × 9.5', '1', '₹10.00', '₹1,500.00'],
      ['1 Single × 9.5', '1', '₹50.00', '₹0.00'],
    ]);
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

  it('says what the session has declared, and follows a correction as soon as its event arrives', async () => {
    const app = await renderConsole(DESK, { as: 'owner' });
    expect((await screen.findByTestId('declared-line')).textContent).toBe(
      'Declared: open not declared · close not declared',
    );
    app.resultsBoard.result = { openPana: '128', closePana: null, jodi: null };
    act(() =>
      app.resultsBoard.events.next({ type: 'market', market: 'KALYAN', day: '2026-11-20', timing: '', what: 'result' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('declared-line').textContent).toBe('Declared: 128-1 (open) · close not declared'),
    );
    // A preview read before a correction made elsewhere says it is out of date, and offers no declaration.
    type('Pana', '128');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('128 is declared: the figures are what it paid.');
    app.resultsBoard.result = { openPana: '370', closePana: '245', jodi: null };
    act(() =>
      app.resultsBoard.events.next({ type: 'market', market: 'KALYAN', day: '2026-11-20', timing: '', what: 'result' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('declared-line').textContent).toBe('Declared: 370-0 (open) · 245-1 (close)'),
    );
    expect(screen.getByText('Declared since this preview: 370. Preview again to see its figures.')).toBeTruthy();
    expect(screen.queryByText('128 is declared: the figures are what it paid.')).toBeNull();
  });

  it('warns before the draw and declares only with the extra tick, which a new pana clears', async () => {
    const app = await renderConsole(DESK, { as: 'owner' });
    app.resultsBoard.now = '13:05';
    type('Pana', '128');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain(
      'It is 13:05; KALYAN opens at 14:00. Declaring now settles bets placed before the draw.',
    );
    const declare = screen.getByRole('button', { name: 'Declare 128' }) as HTMLButtonElement;
    expect(declare.disabled).toBe(true);
    const tick = () => screen.getByRole('checkbox', { name: /Declare before the draw anyway/ }) as HTMLInputElement;
    fireEvent.click(tick());
    expect(declare.disabled).toBe(false);
    // Another pana is another preview: the tick does not carry over.
    type('Pana', '137');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Declare 137' });
    expect(tick().checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Declare 137' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(tick());
    await declareTypingAgain('137');
    await waitFor(() =>
      expect(app.resultsBoard.calls.filter((c) => c.method === 'declare')).toEqual([
        {
          method: 'declare',
          payload: { market: 'KALYAN', kind: 'main', session: 'open', value: '137', confirm: '137', early: true },
        },
      ]),
    );
  });

  it('reads a market closed today as its holiday or off day, with no desk to declare on', async () => {
    const row = (market: string, kind: TodayRow['kind'], state: TodayRow['state'], closedReason: string | null) =>
      todayRow(market, { kind, openTime: kind === 'main' ? '11:00' : '', state, closedReason });
    await renderConsole('/today', {
      as: 'owner',
      board: (board) => {
        board.todayRows = [
          row('KALYAN', 'main', 'holiday', 'Diwali'),
          row('GALI', 'jackpot', 'off-day', 'Weekly off-day (Friday)'),
          {
            ...row('MILAN', 'main', 'open', null),
            sessions: [
              { session: 'open', bids: 1, stakePaise: 1000, payoutPaise: 0 },
              { session: 'close', bids: 2, stakePaise: 3000, payoutPaise: 0 },
            ],
          },
        ];
      },
    });
    const line = async (market: string) => (await screen.findByText(market)).closest('tr')!;
    const kalyan = await line('KALYAN');
    expect(kalyan.textContent).toContain('Holiday: Diwali');
    expect(kalyan.textContent).toContain('Closed today: nothing to declare');
    expect(within(kalyan).queryAllByRole('link')).toEqual([]);
    const gali = await line('GALI');
    expect(gali.textContent).toContain('Off day');
    expect(gali.textContent).toContain('Closed today: nothing to declare');
    // The state reads the closure, not open or closed.
    for (const line of [kalyan, gali]) {
      expect(within(line).queryByText('Closed')).toBeNull();
      expect(within(line).queryByText('Open')).toBeNull();
    }
    expect(within(gali).queryAllByRole('link')).toEqual([]);
    const milan = await line('MILAN');
    expect(
      within(milan)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Open', 'Close']);
    // One bid is "1 bid".
    expect(milan.textContent).toContain('Open: 1 bid, ₹10.00');
    expect(milan.textContent).toContain('Close: 2 bids, ₹30.00');
  });

  it('reads a night market past midnight as the session of the day it opened on, its desk that day’s', async () => {
    await renderConsole('/today', {
      as: 'owner',
      board: (board) => {
        board.todayRows = [
          {
            market: 'NIGHT',
            kind: 'main',
            timing: '',
            day: '2026-11-19',
            openTime: '23:50',
            closeTime: '00:20',
            state: 'running-for-close',
            closedReason: null,
            result: { openPana: '140', closePana: null, jodi: null },
            sessions: [],
            bids: 0,
            stakePaise: 0,
            payoutPaise: 0,
            netPaise: 0,
          },
        ];
      },
    });
    const night = (await screen.findByText('NIGHT')).closest('tr')!;
    expect(night.textContent).toContain('23:50 – 00:20 next day');
    expect(within(night).getByTestId('session-day').textContent).toBe('Session of 2026-11-19');
    expect(
      within(night)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/console/today/desk?market=NIGHT&kind=main&session=open&day=2026-11-19',
      '/console/today/desk?market=NIGHT&kind=main&session=close&day=2026-11-19',
    ]);
  });

  it('offers the void only from its deadline, and says when that is', async () => {
    await renderConsole(DESK, {
      as: 'owner',
      board: (board) => (board.voidWindow = { voidFrom: '2026-11-20 18:00', voidable: false }),
    });
    await screen.findByText('It can be voided from 2026-11-20 18:00, if it has no result by then.');
    expect(screen.getByRole('button', { name: 'Void the day' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no void once the day has its final result (it is corrected instead)', async () => {
    await renderConsole(DESK, {
      as: 'owner',
      board: (board) => (board.result = { openPana: '128', closePana: '245', jodi: null }),
    });
    await screen.findByText('Declared: 128-1 (open) · 245-1 (close)');
    expect(screen.queryByRole('button', { name: 'Void the day' })).toBeNull();
    expect(screen.getByText('Correct a declared result')).toBeTruthy();
  });

  it('lists earlier days with unsettled bets, oldest first, each with its count, stake and a link to its desk', async () => {
    const app = await renderConsole('/today', {
      as: 'owner',
      board: (board) =>
        (board.earlierDays = [
          { market: 'KALYAN', kind: 'main', day: '2026-11-18', timing: '', unsettled: { bets: 3, stakePaise: 15_000 } },
          {
            market: 'STARLINE',
            kind: 'starline',
            day: '2026-11-19',
            timing: '12:00',
            unsettled: { bets: 1, stakePaise: 700 },
          },
        ]),
    });
    const section = await screen.findByRole('table', { name: 'Earlier days with unsettled bets' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-earlier-day'))).toEqual(['2026-11-18', '2026-11-19']);
    expect(rows[0]!.textContent).toContain('3 unsettled bets ₹150.00');
    expect(rows[1]!.textContent).toContain('1 unsettled bet ₹7.00');
    // What the operator can do: declare its late result for that day, or void it.
    expect(rows[0]!.textContent).toContain('Declare its late result, or void the day');
    const links = (row: HTMLElement) =>
      within(row)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links(rows[0]!)).toEqual([
      ['Open', '/console/today/desk?market=KALYAN&kind=main&session=open&day=2026-11-18'],
      ['Close', '/console/today/desk?market=KALYAN&kind=main&session=close&day=2026-11-18'],
    ]);
    expect(links(rows[1]!)).toEqual([
      ['Desk', '/console/today/desk?market=STARLINE&kind=starline&timing=12%3A00&day=2026-11-19'],
    ]);

    // The link opens that day's desk: read for that day; its late result is declared for that
    // day (the call names it), and the void is offered too.
    fireEvent.click(within(rows[0]!).getByRole('link', { name: 'Close' }));
    await screen.findByText(/The session of 2026-11-18: its result is declared for that day/);
    expect(screen.getByRole('heading', { name: 'KALYAN close · 18/11/2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Void the day' })).toBeTruthy();
    type('Pana', '128');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(app.resultsBoard.calls.filter((c) => c.method === 'preview').at(-1)).toMatchObject({
        payload: { market: 'KALYAN', session: 'close', day: '2026-11-18', value: '128' },
      }),
    );
    await declareTypingAgain('128');
    await waitFor(() =>
      expect(app.resultsBoard.calls.filter((c) => c.method === 'declare')).toEqual([
        {
          method: 'declare',
          payload: {
            market: 'KALYAN',
            kind: 'main',
            session: 'close',
            day: '2026-11-18',
            value: '128',
            confirm: '128',
          },
        },
      ]),
    );
  });

  it('shows no earlier section when every earlier day is settled', async () => {
    await renderConsole('/today', { as: 'owner' });
    await screen.findByText('Today, 2026-11-20');
    expect(screen.queryByText('Earlier days with unsettled bets')).toBeNull();
  });

  it('keeps the desk from a cashier', async () => {
    await renderConsole('/today', { as: 'asha.cash' });
    await screen.findByText('Not for your role');
  });
});
