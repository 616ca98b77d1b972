import type { ResultLogEntry } from '../../../core/index.js';

/** A result log line without its place in the chain (its number and the hashes). */
export type ResultLogFields = Omit<ResultLogEntry, 'seq' | 'prev' | 'hash'>;

/** KALYAN's open on 2026-11-20 declared 128 at 10:16 (UTC) by a results operator, bets closed at 10:15. */
export const KALYAN_OPEN_DECLARED: ResultLogFields = {
  market: 'KALYAN',
  day: '2026-11-20',
  session: 'open',
  value: '128',
  kind: 'declare',
  declaredAt: '2026-11-20T10:16:00.000Z',
  betsClosedAt: '2026-11-20T10:15:00.000Z',
  operatorRole: 'results',
};
