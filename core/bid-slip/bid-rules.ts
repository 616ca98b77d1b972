import type { SecureStorage } from '../ports/secure-storage.js';
import { text, type Text } from '../messages/text.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

/** The minimum bid when min_bet is not stored (docs/deliberate-differences.md: one rule, fallback 10). */
export const DEFAULT_MIN_BET = 10;
/** No single bid above this many points: keeps every sum an exact integer. */
export const MAX_BID_POINTS = 10_000_000;

/** min_bet from storage, or the fallback of 10. */
export function minBet(storage: SecureStorage): number {
  return minBetOf(storage.get<unknown>(STORAGE_KEYS.minBet));
}

/** A min_bet setting as whole points; anything but a positive whole number means the fallback of 10. */
export function minBetOf(value: unknown): number {
  const points = Number(value);
  return Number.isInteger(points) && points > 0 ? points : DEFAULT_MIN_BET;
}

/**
 * A typed bid amount as whole points, or the message that refuses it. Empty counts as 0,
 * which is below any minimum; fractions and words are not amounts.
 */
export function bidAmount(input: string | number, min: number): { points: number } | { message: Text } {
  const typed = typeof input === 'number' ? String(input) : input.trim();
  if (typed === '') return { message: text('bidAmountAtLeastMin', { min_bet: min }) };
  if (!/^\d+$/.test(typed)) return { message: text('enterValidAmount') };
  const points = Number(typed);
  if (points > MAX_BID_POINTS) return { message: text('enterValidAmount') };
  if (points < min) return { message: text('bidAmountAtLeastMin', { min_bet: min }) };
  return { points };
}
