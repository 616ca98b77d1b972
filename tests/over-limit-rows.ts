// A number already over a market's limit on the tests' day, as the server answers a saved limit:
// one shape for the server's answer, the console's fake server and the HTTP adapter's tests.
import type { NumberOverLimit } from '../core/index.js';

/** A main market's number over its limit on 2026-11-20: what it would pay, and by how much that is over. */
export const overLimitRow = (
  game: NumberOverLimit['game'],
  number: string,
  session: string,
  payoutPaise: number,
  overPaise: number,
): NumberOverLimit => ({ day: '2026-11-20', timing: '', game, number, session, payoutPaise, overPaise });
