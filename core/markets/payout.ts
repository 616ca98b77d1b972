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
export function payoutAt(stakePaise: number, rate: string): number {
  const milli = rateMilli(rate);
  const product = stakePaise * milli;
  // Integer steps only (a float division can round x.999 up); past 2^53, BigInt keeps it exact
  // (a ₹1 crore stake at a rate of 9,999.999 is ~10^16 thousandths of a paisa).
  // Not whole paise, or not a rate ('' or words read as NaN): as a float, NaN stays NaN.
  if (!Number.isInteger(stakePaise) || !Number.isInteger(milli)) return Math.floor(product / 1000);
  if (Number.isSafeInteger(product)) return (product - (product % 1000)) / 1000;
  return Number((BigInt(stakePaise) * BigInt(milli)) / 1000n);
}
