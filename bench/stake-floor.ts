// The floor of place-bet: the transaction that Betting.place runs for a one-bid slip, sent
// straight to the database with no HTTP, no server and no token or settings lookups, by
// `players` concurrent callers for a bounded time. The same statements, in the same order:
// the request-id check, the market and its result, the wallet locked, the bet, the wallet
// updated, its ledger row and the request's answer. As in the load generator, the first
// `warmup` seconds are not counted, and the slowest first transaction is reported apart.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { summarizeLatencies, type LatencySummary } from './latency-summary.js';

type Query = (text: string, params: unknown[]) => Promise<unknown[]>;
/** Runs `work` in one transaction of the engine. */
type Transaction = (work: (query: Query) => Promise<void>) => Promise<void>;

/** firstMaxMs: the slowest of the callers' first transactions, on the cold engine. */
export interface FloorResult extends LatencySummary {
  players: number;
}

async function placeOne(
  query: Query,
  userId: number,
  requestId: string,
  market: string,
  day: string,
  at: Date,
  n: number,
): Promise<void> {
  const number = String(n % 10);
  const paise = 1000;
  await query('select answer from bet_requests where user_id = $1 and request_id = $2', [userId, requestId]);
  await query('select name, kind, open_time, close_time from markets where name = $1 and active', [market]);
  await query(
    'select market, day, timing, open_pana, close_pana, jodi from results where market = $1 and day = $2 and timing = $3',
    [market, day, ''],
  );
  const [wallet] = (await query('select balance, bonus, debt from wallets where user_id = $1 for update', [
    userId,
  ])) as { balance: number | string; bonus: number | string }[];
  const ids = (await query(
    `insert into bets (user_id, request_id, market, day, timing, created_at, number, game, session, amount)
       select $1, $2, $3, $4, $5, $10, * from unnest($6::text[], $7::text[], $8::text[], $9::bigint[]) returning id`,
    [userId, requestId, market, day, '', [number], ['single'], ['OPEN'], [paise], at],
  )) as { id: number }[];
  const balance = Number(wallet!.balance) - paise;
  const bonus = Number(wallet!.bonus);
  await query('update wallets set balance = $2, bonus = $3 where user_id = $1', [userId, balance, bonus]);
  await query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id, ref, created_at)
       select $1, 'bet', *, $8, $9 from unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::bigint[])`,
    [
      userId,
      [-paise],
      [0],
      [balance + bonus + paise],
      [balance + bonus],
      [`Bid ${market} single ${number} OPEN`],
      [ids[0]!.id],
      requestId,
      at,
    ],
  );
  await query('insert into bet_requests (user_id, request_id, answer) values ($1, $2, $3)', [
    userId,
    requestId,
    JSON.stringify({ success: true, message: 'Bid placed successfully', wallet: String((balance + bonus) / 100) }),
  ]);
}

export interface FloorJob {
  players: number;
  seconds: number;
  warmupSeconds: number;
  market: string;
  day: string;
  at: Date;
}

async function run(job: FloorJob, transaction: Transaction): Promise<FloorResult> {
  const { players, seconds, market, day, at } = job;
  const latencies: number[] = [];
  const firsts: number[] = [];
  let failures = 0;
  const counted = performance.now() + job.warmupSeconds * 1000;
  const deadline = counted + seconds * 1000;
  await Promise.all(
    Array.from({ length: players }, async (_, player) => {
      const userId = player + 1;
      for (let n = 0; performance.now() < deadline; n++) {
        const sent = performance.now();
        try {
          await transaction((query) => placeOne(query, userId, `floor-${process.pid}-${n}`, market, day, at, n));
        } catch {
          failures++;
        }
        const took = performance.now() - sent;
        if (n === 0) firsts.push(took);
        if (sent >= counted) latencies.push(took);
      }
    }),
  );
  return { players, ...summarizeLatencies(seconds, failures, latencies, firsts) };
}

/** Users 1…players on PostgreSQL, a connection per caller (opened at its first transaction, like a server's pool). */
export async function postgresFloor(connectionString: string, job: FloorJob): Promise<FloorResult> {
  const pool = new pg.Pool({ connectionString, max: job.players });
  try {
    return await run(job, async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work(async (text, params) => (await client.query(text, params)).rows);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
  } finally {
    await pool.end();
  }
}

/** Users 1…players on an open PGlite: its own transaction queue, as the server uses it. */
export function pgliteFloor(db: PGlite, job: FloorJob): Promise<FloorResult> {
  return run(job, (work) => db.transaction((tx) => work(async (text, params) => (await tx.query(text, params)).rows)));
}
