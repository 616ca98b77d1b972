import type { ResultLogEntry } from './result-log.js';

/** An entry as the public page shows it: declared before its betting closed, or not. */
export interface ResultLogLine extends ResultLogEntry {
  /** A declaration or correction made before betting for its session closed. */
  beforeClose: boolean;
}

/** A market's day in the public log: every entry for it, in the order it was written. */
export interface ResultLogDay {
  market: string;
  day: string;
  lines: ResultLogLine[];
}

const isBeforeClose = (entry: ResultLogEntry) =>
  entry.kind !== 'void' &&
  entry.declaredAt !== null &&
  entry.betsClosedAt !== null &&
  Date.parse(entry.declaredAt) < Date.parse(entry.betsClosedAt);

/** The log per market and day, the latest day first, markets by name within a day. */
export function resultLogDays(entries: readonly ResultLogEntry[]): ResultLogDay[] {
  const days = new Map<string, ResultLogDay>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    const key = JSON.stringify([entry.market, entry.day]);
    let day = days.get(key);
    if (!day) days.set(key, (day = { market: entry.market, day: entry.day, lines: [] }));
    day.lines.push({ ...entry, beforeClose: isBeforeClose(entry) });
  }
  return [...days.values()].sort((a, b) =>
    a.day === b.day ? a.market.localeCompare(b.market) : a.day < b.day ? 1 : -1,
  );
}
