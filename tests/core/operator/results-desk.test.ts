import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  ExposureGrid,
  liveReads,
  marketDayName,
  marketDaysOf,
  SettlementDesk,
  sortExposure,
  TodayBoard,
  worstCase,
  type MarketDayRef,
  type TodayRow,
} from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';
import { refusedAt } from './refused-at.js';
import { FakeResultsBoard, GRID_ROWS } from './fakes/fake-results-board.js';

const KALYAN_OPEN: MarketDayRef = { market: 'KALYAN', kind: 'main', session: 'open' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function desk() {
  const { policy, session } = consoleHarness('results');
  const board = new FakeResultsBoard();
  return { board, session, desk: new SettlementDesk(board, policy), policy };
}

describe('settlement desk', () => {
  it('refuses a value that is not a pana (or, for a jackpot, a jodi) before asking the server', async () => {
    const { board, desk: settlement } = desk();
    for (const value of ['', '12', '821', '12a', '1234', ' <b> '])
      expect(await settlement.preview({ ...KALYAN_OPEN, value })).toMatchObject({
        ok: false,
        failure: { kind: 'invalid', field: 'value', message: { key: 'enterPana' } },
      });
    expect(await settlement.preview({ market: 'GALI', kind: 'jackpot', value: '128' })).toMatchObject({
      ok: false,
      failure: { field: 'value', message: { key: 'enterJodi' } },
    });
    expect(board.calls).toEqual([]);
    expect(await settlement.preview({ ...KALYAN_OPEN, value: ' 128 ' })).toMatchObject({
      ok: true,
      value: { ank: 1, payoutPaise: 197_500 },
    });
    expect(board.calls).toEqual([{ method: 'preview', payload: { ...KALYAN_OPEN, value: '128' } }]);
  });

  it('declares and corrects only when the value typed again is the same', async () => {
    const { board, desk: settlement } = desk();
    expect(await settlement.declare({ ...KALYAN_OPEN, value: '128', confirm: '129' })).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', field: 'confirm', message: { key: 'confirmationDiffers', values: { value: '128' } } },
    });
    expect(await settlement.correct({ ...KALYAN_OPEN, value: '137', confirm: '' })).toMatchObject(refusedAt('confirm'));
    expect(board.calls).toEqual([]);
    expect(await settlement.declare({ ...KALYAN_OPEN, value: '128 ', confirm: ' 128' })).toEqual({
      ok: true,
      value: { state: 'declared', message: '' },
    });
    expect(board.calls).toEqual([{ method: 'declare', payload: { ...KALYAN_OPEN, value: '128', confirm: '128' } }]);
  });

  it("shows the server's refusal in its words, and ends the session on a 401", async () => {
    const { board, desk: settlement, session } = desk();
    board.failNext({ status: 400, error: 'KALYAN cannot be voided before 2026-11-20 19:45.' });
    expect(await settlement.void(KALYAN_OPEN)).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, message: { raw: 'KALYAN cannot be voided before 2026-11-20 19:45.' } },
    });
    board.failNext({ status: 409, error: 'KALYAN on 2026-11-20 was already voided by asha.' });
    expect(await settlement.void(KALYAN_OPEN)).toMatchObject({ ok: false, failure: { status: 409 } });
    board.failNext({ status: 401, error: 'Sign in first.' });
    expect(await settlement.correction({ ...KALYAN_OPEN, value: '137' })).toMatchObject({
      ok: false,
      failure: { kind: 'session-ended' },
    });
    expect(session.operator).toBeUndefined();
  });
});

describe('live reads', () => {
  it('reads at once, and a burst of events while a read runs costs one more read, not one each', async () => {
    const { board, policy } = desk();
    const today = new TodayBoard(board, board, policy);
    const seen: number[] = [];
    board.holdReads = true;
    const subscription = today.board$().subscribe((outcome) => {
      if (outcome.ok) seen.push(outcome.value.totals.bids);
    });
    for (let i = 0; i < 20; i++)
      board.events.next({ type: 'market', market: 'KALYAN', day: '2026-11-20', timing: '', what: 'bet' });
    await flush();
    expect(board.calls.filter((c) => c.method === 'today')).toHaveLength(1);
    board.release();
    await flush();
    await flush();
    expect(board.calls.filter((c) => c.method === 'today')).toHaveLength(2);
    board.release();
    await flush();
    expect(seen).toEqual([1, 2]);
    subscription.unsubscribe();
    board.events.next({ type: 'open' });
    await flush();
    expect(board.calls.filter((c) => c.method === 'today')).toHaveLength(2);
  });

  it('reads the grid again only for events of its own market day, and whenever the stream reopens', async () => {
    const { board, policy } = desk();
    const grid = new ExposureGrid(board, board, policy);
    const star = { market: 'STARLINE', kind: 'starline', timing: '10:00' } as const;
    const reads = firstValueFrom(grid.grid$(star).pipe(take(3), toArray()));
    await flush();
    board.events.next({ type: 'market', market: 'KALYAN', day: '2026-11-20', timing: '', what: 'bet' });
    board.events.next({ type: 'market', market: 'STARLINE', day: '2026-11-20', timing: '11:00', what: 'bet' });
    await flush();
    expect(board.reads).toBe(1);
    board.events.next({ type: 'market', market: 'STARLINE', day: '2026-11-20', timing: '10:00', what: 'bet' });
    await flush();
    board.events.next({ type: 'open' });
    expect(await reads).toHaveLength(3);
    expect(board.calls.every((c) => c.method === 'exposure')).toBe(true);
  });

  it('passes a failed read on as an error of the stream', async () => {
    const failing = liveReads(new FakeResultsBoard().events$(), () => Promise.reject(new Error('no network')));
    await expect(firstValueFrom(failing)).rejects.toThrow('no network');
  });
});

describe('exposure grid rows', () => {
  it('sorts by any column either way, ties in catalogue order, and names the worst case', () => {
    const numbers = (column: 'number' | 'stakePaise' | 'payoutPaise' | 'bids', descending: boolean) =>
      sortExposure(GRID_ROWS, { column, descending }).map((r) => r.number);
    expect(numbers('number', false)).toEqual(['0', '1', '2', '128', '137']);
    expect(numbers('stakePaise', true)).toEqual(['1', '2', '128', '0', '137']);
    expect(numbers('payoutPaise', true)).toEqual(['128', '1', '2', '0', '137']);
    expect(numbers('bids', false)).toEqual(['0', '137', '1', '2', '128']);
    expect(worstCase(GRID_ROWS)?.number).toBe('128');
    expect(worstCase(GRID_ROWS.filter((r) => r.payoutPaise === 0))).toBeUndefined();
  });

  it("opens a main market's two sessions, and a starline slot or a jackpot as one draw", () => {
    const row = (kind: TodayRow['kind'], timing = '') => ({ market: 'M', kind, timing }) as TodayRow;
    expect(marketDaysOf(row('main')).map(marketDayName)).toEqual(['M open', 'M close']);
    expect(marketDaysOf(row('starline', '10:00'))).toEqual([{ market: 'M', kind: 'starline', timing: '10:00' }]);
    expect(marketDaysOf(row('jackpot'))).toEqual([{ market: 'M', kind: 'jackpot' }]);
  });
});
