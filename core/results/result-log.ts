import { sha256Hex } from './sha256-hex.js';
/**
 * The public result log (GET /results/log.json): every declaration, correction and void, each
 * entry chained to the one before by SHA-256, so anyone can check that no result was changed
 * quietly or left out. Framework-free: Web Crypto runs in browsers and in Node 20.
 */
export interface ResultLogEntry {
  seq: number;
  market: string;
  day: string;
  /** 'open' or 'close' (main), the slot (starline), 'jackpot'; '' for a main market's void (the whole day). */
  session: string;
  /** The pana or jodi; '' for a void. */
  value: string;
  kind: 'declare' | 'correct' | 'void';
  /** ISO time (Date.toISOString()); null only for an imported result stored without its time. */
  declaredAt: string | null;
  /** When betting for the session closed, ISO; null only for an imported entry. */
  betsClosedAt: string | null;
  /** The operator's role, never the username; '' for an imported declaration. */
  operatorRole: string;
  /** The previous entry's hash, or GENESIS_HASH for the first. */
  prev: string;
  hash: string;
  /** Entered by the migration from results written before the log existed. */
  imported?: boolean;
}

export const GENESIS_HASH = '0'.repeat(64);

export type ResultLogVerdict =
  { ok: true } | { ok: false; seq: number; reason: 'seq gap' | 'wrong prev' | 'hash mismatch' };

/** The text an entry's hash is taken over. */
export function resultLogText(entry: Omit<ResultLogEntry, 'hash' | 'imported'>): string {
  const { seq, market, day, session, value, kind, declaredAt, betsClosedAt, operatorRole, prev } = entry;
  return JSON.stringify([seq, market, day, session, value, kind, declaredAt, betsClosedAt, operatorRole, prev]);
}

/** SHA-256 hex of the entry's text, as UTF-8. */
export async function resultLogHash(entry: Omit<ResultLogEntry, 'hash' | 'imported'>): Promise<string> {
  return sha256Hex(resultLogText(entry));
}

/**
 * Recomputes every hash and link, in order. `entries` may start after seq 1 (a later page):
 * then the first entry's prev is taken as given, and checked against its hash only.
 * Names the first entry that breaks the chain, and why.
 */
export async function verifyResultLog(entries: readonly ResultLogEntry[]): Promise<ResultLogVerdict> {
  let before: ResultLogEntry | undefined;
  for (const entry of entries) {
    const expectedSeq = before ? before.seq + 1 : entry.seq;
    if (entry.seq !== expectedSeq || !Number.isInteger(entry.seq) || entry.seq < 1)
      return { ok: false, seq: entry.seq, reason: 'seq gap' };
    const expectedPrev = before ? before.hash : entry.seq === 1 ? GENESIS_HASH : entry.prev;
    if (entry.prev !== expectedPrev) return { ok: false, seq: entry.seq, reason: 'wrong prev' };
    if ((await resultLogHash(entry)) !== entry.hash) return { ok: false, seq: entry.seq, reason: 'hash mismatch' };
    before = entry;
  }
  return { ok: true };
}
