// The clock of the tests that walk a market day across India's midnight: the night of the 20th
// November and the day after, and a move of the server's clock that signs the operators in again.
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { signIn, type ConsoleClient } from './console-client.js';
import type { TestServer } from './server-harness.js';

/** The night's market day, and the next. */
export const NIGHT = '2026-11-20';
export const NEXT = '2026-11-21';
export const on20 = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
export const on21 = (hh: number, mm = 0) => marketMoment(2026, 10, 21, hh, mm);

/** The evening's ₹10 slip on a main market before its open: single 5 on the open, single 2 on the close, jodi 52. */
export const EVENING_SLIP: [number: string, amount: number, session: string][] = [
  ['5', 10, 'OPEN'],
  ['2', 10, 'CLOSE'],
  ['52', 10, ''],
];

/** Moves the server's clock; the operators sign in again (a console session ends after 30 idle minutes). */
export async function moveClock(s: TestServer, as: Record<Role, ConsoleClient>, moment: Date): Promise<void> {
  s.clock.set(moment);
  for (const role of Object.keys(as) as Role[]) as[role] = await signIn(s.url, role);
}
