// Once a main market's open is out, which numbers of its close can still win: the exposure
// grid leaves out the rest, so its worst case is one that can still happen.
import { describe, expect, it } from 'vitest';
import { gameOfNumber } from '../../core/index.js';
import { canStillWin } from '../../server/services/exposure.js';
import { kindRules } from '../../server/services/market-kinds/kind-rules.js';
import type { MarketDay } from '../../server/services/market-day.js';
import type { ResultRow } from '../../server/services/markets.js';

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

  it('keeps every single and pana, and everything before the open or after the close', () => {
    expect(alive('5')).toBe(true);
    expect(alive('370')).toBe(true);
    expect(alive('25', result(null))).toBe(true);
    expect(alive('25', result('128', '370'))).toBe(true);
    expect(canStillWin({ ...close, scope: 'open' }, row('5'), result('128'))).toBe(true);
  });
});
