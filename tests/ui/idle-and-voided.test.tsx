// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleRefusal, TodayRow } from '../../core/index.js';
import { renderConsole } from './render-console.js';
import { todayRow } from './today-row.js';

// A market with unsettled bets is asked about before it leaves play
// (made inactive, closed for a day) and stays on Today, marked, with its desk; a voided day
// reads as voided on its desk and on Today, and nothing offers to void it again.

// Each test renders the whole console and opens a lazy screen: slow on a shared machine, not wrong.

/** The server's question: the change would take 2 unsettled bets (₹150) out of play. */
const ASKED: ConsoleRefusal = {
  status: 409,
  error: 'KALYAN has 2 unsettled bets (₹150.00). … send confirm: true to go ahead.',
  unsettled: { bets: 2, stakePaise: 15_000 },
};
const VOIDED = { by: 'results', at: '2026-11-20 15:01', refundedBets: 2, refundedPaise: 15_000 };
const DESK = '/today/desk?market=KALYAN&kind=main&session=open';

const row = (market: string, fields: Partial<TodayRow> = {}): TodayRow =>
  todayRow(market, { active: true, unsettled: { bets: 0, stakePaise: 0 }, voided: null, ...fields });

/** The markets desk with KALYAN's setup open, where the server answers the next `call` with its question. */
async function openKalyanAsking(call: string) {
  const app = await renderConsole('/markets', { as: 'owner', setup: (server) => server.failNext(call, ASKED) });
  fireEvent.click(await screen.findByRole('button', { name: 'Set up KALYAN' }));
  await screen.findByRole('heading', { name: 'KALYAN', level: 3 });
  return app;
}

describe('a market with unsettled bets leaving play', () => {
  it('made inactive: asks first, naming the bets and their stake, and goes ahead only when confirmed', async () => {
    const app = await openKalyanAsking('setActive');
    fireEvent.click(screen.getByRole('button', { name: 'Make inactive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make KALYAN inactive?' });
    expect(dialog.textContent).toContain('KALYAN has 2 unsettled bets ₹150.00.');
    expect(dialog.textContent).toContain('stays on Today, with its desk, until they are settled or voided');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.server.callsOf('setActive')).toEqual([{ market: 'KALYAN', active: false }]);
    expect(within(screen.getByRole('row', { name: /^KALYAN/ })).getByText('Open today')).toBeTruthy();

    app.server.failNext('setActive', ASKED);
    fireEvent.click(screen.getByRole('button', { name: 'Make inactive' }));
    const again = await screen.findByRole('dialog', { name: 'Make KALYAN inactive?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Make inactive anyway' }));
    await waitFor(() =>
      expect(app.server.callsOf('setActive')).toEqual([
        { market: 'KALYAN', active: false },
        { market: 'KALYAN', active: false },
        { market: 'KALYAN', active: false, confirm: true },
      ]),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /^KALYAN/ })).getByText('Inactive')).toBeTruthy(),
    );
  });

  it('closed for a holiday: asks first, and on going ahead adds it and clears the reason', async () => {
    const app = await openKalyanAsking('addHoliday');
    fireEvent.change(screen.getByLabelText('Reason players read'), { target: { value: 'Diwali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close KALYAN on 2026-11-20?' });
    expect(dialog.textContent).toContain('KALYAN has 2 unsettled bets ₹150.00 on 2026-11-20.');
    // The question is not an error of the reason field.
    expect((screen.getByLabelText('Reason players read') as HTMLInputElement).value).toBe('Diwali');
    expect(screen.queryByText(/send confirm: true/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close it anyway' }));
    await waitFor(() =>
      expect(app.server.callsOf('addHoliday')).toEqual([
        { market: 'KALYAN', day: '2026-11-20', reason: 'Diwali' },
        { market: 'KALYAN', day: '2026-11-20', reason: 'Diwali', confirm: true },
      ]),
    );
    await waitFor(() => expect((screen.getByLabelText('Reason players read') as HTMLInputElement).value).toBe(''));
    expect(within(screen.getByRole('row', { name: /^KALYAN/ })).getByText('Closed today')).toBeTruthy();
  });

  it('closed today by a weekly off-day: asks first', async () => {
    const app = await openKalyanAsking('setOffDays');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fri' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save off-days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close KALYAN on 2026-11-20?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close it anyway' }));
    await waitFor(() =>
      expect(app.server.callsOf('setOffDays')).toEqual([
        { market: 'KALYAN', weekdays: [0, 5] },
        { market: 'KALYAN', weekdays: [0, 5], confirm: true },
      ]),
    );
  });
});

describe('Today', () => {
  it('keeps an idle market with unsettled bets on the board, marked, with its desk; a voided day reads as voided', async () => {
    await renderConsole('/today', {
      as: 'owner',
      board: (board) => {
        board.todayRows = [
          row('IDLE', { active: false, unsettled: { bets: 2, stakePaise: 15_000 }, bids: 2, stakePaise: 15_000 }),
          row('DIWALI', {
            state: 'holiday',
            closedReason: 'Diwali',
            unsettled: { bets: 1, stakePaise: 1000 },
          }),
          row('GONE', { state: 'voided', voided: VOIDED }),
        ];
      },
    });
    const line = async (market: string) => (await screen.findByText(market)).closest('tr')!;
    const idle = await line('IDLE');
    expect(idle.textContent).toContain('Inactive · 2 unsettled bets ₹150.00');
    expect(
      within(idle)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Open', '/console/today/desk?market=IDLE&kind=main&session=open'],
      ['Close', '/console/today/desk?market=IDLE&kind=main&session=close'],
    ]);
    // Closed today with bets taken before: they wait for the day's void, on its desk.
    const diwali = await line('DIWALI');
    expect(diwali.textContent).toContain('Holiday: Diwali');
    expect(diwali.textContent).toContain('1 unsettled bet ₹10.00');
    expect(within(diwali).getAllByRole('link')).toHaveLength(2);
    const gone = await line('GONE');
    expect(gone.textContent).toContain('Voided');
    expect(gone.textContent).toContain('2 stakes refunded (₹150.00)');
    // No result "to come" (***) on a voided day.
    expect(gone.textContent).not.toContain('***');
  });
});

describe('the desk of a voided day', () => {
  it('reads as voided from the server’s read (as after a reload), and offers no declaration, correction or void', async () => {
    await renderConsole(DESK, { as: 'owner', board: (board) => (board.voided = VOIDED) });
    expect((await screen.findByTestId('declared-line')).textContent).toBe(
      'Voided by results at 2026-11-20 15:01: 2 stakes refunded (₹150.00)',
    );
    expect(screen.getByText('This day is voided')).toBeTruthy();
    expect(screen.getByTestId('voided-panel').textContent).toContain('Nothing can be declared, corrected or voided');
    expect(screen.queryByText('open not declared', { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void the day' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.queryByText('Correct a declared result')).toBeNull();
  });

  it('asks to void the whole day, not one session, and once voided reads as voided with no void left', async () => {
    const app = await renderConsole(DESK, { as: 'owner' });
    expect((await screen.findByTestId('declared-line')).textContent).toBe(
      'Declared: open not declared · close not declared',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Void the day' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Void KALYAN on 2026-11-20, open and close?');
    expect(dialog.textContent).not.toContain('KALYAN open?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the day' }));
    await waitFor(() => expect(app.resultsBoard.calls.filter((c) => c.method === 'void')).toHaveLength(1));
    // The server announces the void; the desk reads the day again.
    act(() =>
      app.resultsBoard.events.next({ type: 'market', market: 'KALYAN', day: '2026-11-20', timing: '', what: 'void' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('declared-line').textContent).toBe(
        'Voided by owner at 2026-11-20 16:05: 3 stakes refunded (₹70.00)',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Void the day' })).toBeNull();
  });
});
