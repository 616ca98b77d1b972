import type { TodayRow } from '../../core/index.js';

/**
 * A row of the console's Today board as the server sends it: a main market open 11:00 to
 * 13:00 with no bids, but for `fields`.
 */
export const todayRow = (market: string, fields: Partial<TodayRow> = {}): TodayRow => ({
  market,
  kind: 'main',
  timing: '',
  openTime: '11:00',
  closeTime: '13:00',
  state: 'open',
  closedReason: null,
  result: { openPana: null, closePana: null, jodi: null },
  sessions: [],
  bids: 0,
  stakePaise: 0,
  payoutPaise: 0,
  netPaise: 0,
  ...fields,
});
