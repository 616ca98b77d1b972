import { addDays, crossesMidnight, minutesOf } from 'matka-core/player';
import { GENESIS_HASH, resultLogHash, type ResultLogEntry } from 'matka-core/result-log';
import type { Sql } from '../../db/database.js';
import type { MarketRow } from '../markets/market-rows.js';
import { parseMarketMoment } from '../platform/clock.js';

/** What a writer knows of an entry; the log gives it its seq, prev and hash. */
export type NewResultLogEntry = Omit<ResultLogEntry, 'seq' | 'prev' | 'hash' | 'imported' | 'declaredAt'> & {
  declaredAt: Date;
  betsClosedAt: string;
};

/**
 * A result's session in the log: 'open'/'close' for a main market, the slot for starline,
 * 'jackpot' for a jackpot market; a main market's void covers the whole day: ''.
 */
export function logSession(
  market: MarketRow,
  timing: string,
  column: 'open_pana' | 'close_pana' | 'jodi' | '',
): string {
  if (market.kind === 'starline') return timing;
  if (market.kind === 'jackpot') return 'jackpot';
  return column === 'open_pana' ? 'open' : column === 'close_pana' ? 'close' : '';
}

/**
 * When betting for a session closed, by the market's schedule, in the market's zone (ISO): a
 * night market's close after midnight is on the calendar day after its market day.
 */
export function betsClosedAt(market: MarketRow, day: string, session: string): string {
  const time = market.kind === 'starline' ? session : session === 'open' ? market.open_time : market.close_time;
  const nextDay = market.kind === 'main' && crossesMidnight(minutesOf(market.open_time) ?? 0, minutesOf(time) ?? 0);
  return parseMarketMoment(`${nextDay ? addDays(day, 1) : day}T${time}`).toISOString();
}

/**
 * Appends one entry in the caller's transaction (the one that writes the result), so a result
 * and its entry commit together. The table lock is held to the transaction's end: of two
 * processes writing at once, the second reads the first's entry as the last, so the chain
 * has no gap and no fork.
 */
export async function appendResultLog(tx: Sql, entry: NewResultLogEntry): Promise<ResultLogEntry> {
  await tx.query('lock table result_log in exclusive mode');
  const [last] = await tx.query<{ seq: string; hash: string }>(
    'select seq, hash from result_log order by seq desc limit 1',
  );
  const fields = {
    ...entry,
    seq: last ? Number(last.seq) + 1 : 1,
    declaredAt: entry.declaredAt.toISOString(),
    prev: last?.hash ?? GENESIS_HASH,
  };
  const hash = await resultLogHash(fields);
  await tx.query(
    `insert into result_log (seq, market, day, session, value, kind, declared_at, bets_closed_at, operator_role, prev, hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      fields.seq,
      fields.market,
      fields.day,
      fields.session,
      fields.value,
      fields.kind,
      fields.declaredAt,
      fields.betsClosedAt,
      fields.operatorRole,
      fields.prev,
      hash,
    ],
  );
  return { ...fields, hash };
}

interface LogRow {
  seq: string;
  market: string;
  day: string;
  session: string;
  value: string;
  kind: ResultLogEntry['kind'];
  declared_at: Date | null;
  bets_closed_at: Date | null;
  operator_role: string;
  prev: string;
  hash: string;
  imported: boolean;
}

/** A page of the log from `from` on, and the seq to ask for next (null at the end). */
export async function resultLogPage(
  db: Sql,
  from: number,
  limit: number,
): Promise<{ entries: ResultLogEntry[]; next: number | null }> {
  const rows = await db.query<LogRow>('select * from result_log where seq >= $1 order by seq limit $2', [
    from,
    limit + 1,
  ]);
  const entries = rows.slice(0, limit).map((row) => ({
    seq: Number(row.seq),
    market: row.market,
    day: row.day,
    session: row.session,
    value: row.value,
    kind: row.kind,
    declaredAt: row.declared_at && new Date(row.declared_at).toISOString(),
    betsClosedAt: row.bets_closed_at && new Date(row.bets_closed_at).toISOString(),
    operatorRole: row.operator_role,
    prev: row.prev,
    hash: row.hash,
    imported: row.imported,
  }));
  return { entries, next: rows.length > limit ? Number(rows[limit]!.seq) : null };
}
