/** A rate as thousandths, so payouts are exact integers: '9.5' → 9500 (a rate has at most 3 decimals). */
export function rateMilli(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/**
 * The one payout rule (docs/number-rules.md): a winning bet pays its stake in paise at its own
 * rate, the rate it was placed at, rounded down to the paisa. Settlement pays by it; the
 * console's preview, grid and correction diff and the player's explanation all read it.
 */
export const payoutAt = (stakePaise: number, rate: string): number => Math.floor((stakePaise * rateMilli(rate)) / 1000);
