// What a timed run of concurrent callers measured, summed up alike by the load generator and
// the stake floor so that their rows compare.

/** Counts and latencies in milliseconds, to a tenth. */
export interface LatencySummary {
  seconds: number;
  requests: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The slowest of the callers' first requests, on the cold server or engine (warm-up included). */
  firstMaxMs: number;
}

/**
 * Sums up a run of `seconds` (counted after the warm-up): `latencies`, those counted (sorted
 * here, in place), and `firsts`, each caller's first.
 */
export function summarizeLatencies(
  seconds: number,
  failures: number,
  latencies: number[],
  firsts: number[],
): LatencySummary {
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => Number(value.toFixed(1));
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    seconds,
    requests: latencies.length,
    failures,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: ms(at(0.5)),
    p99Ms: ms(at(0.99)),
    maxMs: ms(latencies.at(-1) ?? 0),
    firstMaxMs: ms(Math.max(0, ...firsts)),
  };
}
