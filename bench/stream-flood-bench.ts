// A player's requests while another floods the live event streams: against a real server
// process (node server/main.ts; one on PGlite, or two sharing the PostgreSQL of DATABASE_URL),
// a victim calls /api/home one after another, first alone, then while an attacker asks for
// ATTEMPTS stream tickets and opens a stream with each it gets (holding them open) and
// places a bet every second (each bet sends the attacker's balance to every stream they hold).
// Run: node --import tsx bench/stream-flood-bench.ts. It reports figures and asserts nothing.
import type { Database } from '../server/db/database.js';
import { sha256 } from '../server/services/platform/passwords.js';
import { startProcesses } from '../tests/server/server-processes.js';

const ATTEMPTS = Number(process.env.FLOOD_ATTEMPTS ?? 1000);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 30);
const VICTIM = '9800000001';
const ATTACKER = '9800000002';
const tokenOf = (mobile: string) => sha256(`bench:${mobile}`).slice(0, 64);

async function seed(db: Database): Promise<void> {
  await db.query(`insert into markets (name, kind, open_time, close_time) values ('FLOOD', 'main', '15:45', '17:45')`);
  for (const mobile of [VICTIM, ATTACKER]) {
    const [user] = await db.query<{ id: number }>(
      `insert into users (mobile, name, password_hash) values ($1, 'Bench', 'x') returning id`,
      [mobile],
    );
    await db.query('insert into wallets (user_id, balance) values ($1, 1000000000)', [user!.id]);
    await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2027-01-01')`, [
      sha256(tokenOf(mobile)),
      user!.id,
    ]);
  }
}

const post = (url: string, body: Record<string, unknown>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The victim's /api/home, one after another for `seconds`: the milliseconds of each. */
async function victimLatencies(url: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    const response = await post(`${url}/api/home`, { session: tokenOf(VICTIM) });
    await response.text();
    if (!response.ok) throw new Error(`home answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return { requests: times.length, medianMs: ms(percentile(sorted, 0.5)), p95Ms: ms(percentile(sorted, 0.95)) };
}

const p = await startProcesses(seed, { CLOCK_START: '2026-11-20T10:00:00' });
const held: AbortController[] = [];
try {
  const url = p.url(0);
  await victimLatencies(url, 2); // warm-up, not counted
  const alone = summary(await victimLatencies(url, SECONDS));

  // The flood: 50 at a time, each a ticket and, when one is given, a stream held open.
  let tickets = 0;
  let refused = 0;
  let streams = 0;
  for (let i = 0; i < ATTEMPTS; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, ATTEMPTS - i) }, async (_, j) => {
        const answer = await post(`${p.url(i + j)}/api/stream-ticket`, { session: tokenOf(ATTACKER) });
        const body = (await answer.json()) as { ticket?: string };
        if (!body.ticket) return void refused++;
        tickets++;
        const controller = new AbortController();
        held.push(controller);
        const response = await fetch(`${p.url(i + j + 1)}/api/events?ticket=${body.ticket}`, {
          signal: controller.signal,
        });
        if (response.ok) streams++;
        // Read and drop what comes, as a client would, until the stream ends or is dropped.
        void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
      }),
    );
  }
  const betting = setInterval(() => {
    void post(`${url}/api/place-bet`, {
      session: tokenOf(ATTACKER),
      number: '5',
      amount: '10',
      types: 'OPEN',
      market: 'FLOOD',
      specialGame: '',
    }).then(
      (r) => r.text(),
      () => undefined,
    );
  }, 1000);
  const flooded = summary(await victimLatencies(url, SECONDS));
  clearInterval(betting);
  console.log(
    JSON.stringify(
      {
        engine: p.engine,
        processes: p.urls.length,
        attempts: ATTEMPTS,
        tickets,
        refused,
        streamsOpened: streams,
        alone,
        flooded,
      },
      null,
      2,
    ),
  );
} finally {
  for (const controller of held) controller.abort();
  await p.stop();
  p.remove();
}
