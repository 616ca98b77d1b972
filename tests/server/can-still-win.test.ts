// Which numbers can still win on a market day's result so far: once a main market's open is
// out, the close's jodis and sangams of another open cannot; once a session is declared, only
// its winners can. The exposure grid leaves out the rest, so its worst case is one that can
// still happen.
import { describe, expect, it } from 'vitest';
import { gameOfNumber } from '../../core/index.js';
import { canStillWin } from '../../server/services/markets/exposure.js';
import { kindRules } from '../../server/services/markets/market-kinds/kinds.js';
import type { MarketDay } from '../../server/services/markets/market-day.js';
import type { ResultRow } from '../../server/services/markets/market-rows.js';

const close: MarketDay = {
  market: { name: 'M', kind: 'main', open_time: '10:00', close_time: '12:00' },
  rules: kindRules('main'),
  day: '2026-11-20',
  timing: '',
  scope: 'close',
};
const result = (open: string | null, closePana: string | null = null): ResultRow => ({
  market: 'M',
  day: '2026-11-20',
  timing: '',
  open_pana: open,
  close_pana: closePana,
  jodi: null,
});
const row = (number: string) => ({ game: gameOfNumber(number)!, number, session: number.length < 2 ? 'CLOSE' : '' });
const alive = (number: string, r = result('128')) => canStillWin(close, row(number), r);

describe('a close number that can still win after the open 128 (ank 1)', () => {
  it('keeps the jodis of ank 1 only', () => {
    expect(['10', '15', '19'].map((n) => alive(n))).toEqual([true, true, true]);
    expect(['01', '25', '91'].map((n) => alive(n))).toEqual([false, false, false]);
  });

  it('keeps half sangams whose open part is 1 or 128, whatever their close part', () => {
    expect(alive('1-370')).toBe(true); // open digit 1, close pana 370
    expect(alive('128-0')).toBe(true); // open pana 128, close digit 0
    expect(alive('2-370')).toBe(false);
    expect(alive('137-0')).toBe(false); // ank 1, but not the pana declared
  });

  it('keeps full sangams that open with 128', () => {
    expect(alive('128-370')).toBe(true);
    expect(alive('137-370')).toBe(false);
  });

  it('keeps every single and pana of the close, and everything before the open', () => {
    expect(alive('5')).toBe(true);
    expect(alive('370')).toBe(true);
    expect(alive('25', result(null))).toBe(true);
  });
});

describe('a number once its session is declared', () => {
  it('keeps only the open’s winners in the open: 128 and its ank 1', () => {
    const open = { ...close, scope: 'open' as const };
    const openRow = (number: string) => ({ ...row(number), session: 'OPEN' });
    expect(['1', '128'].map((n) => canStillWin(open, openRow(n), result('128')))).toEqual([true, true]);
    expect(['5', '137', '777'].map((n) => canStillWin(open, openRow(n), result('128')))).toEqual([false, false, false]);
  });

  it('keeps only the close’s winners once both are out: 128-10-370', () => {
    const done = result('128', '370');
    // The close digit 0, the close pana, the jodi 10, both half sangams and the full sangam.
    expect(['0', '370', '10', '1-370', '128-0', '128-370'].map((n) => alive(n, done))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    // A jodi of the open's ank that the close did not make, and everything else, can no longer win.
    expect(['5', '490', '13', '25', '1-490', '128-5', '128-490'].map((n) => alive(n, done))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
