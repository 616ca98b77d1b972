// npm run bench, part 2: the reference server on the embedded store, over loopback HTTP.
//   1. place-bet with 50 concurrent players for a bounded time: throughput, p50 and p99;
//   2. settling 100,000 bids on one market.
// It reports figures; it asserts nothing.
import { serve } from '@hono/node-server';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app.js';
import { migrate } from '../server/db/migrate.js';
import { openPglite } from '../server/db/pglite-database.js';
import { ManualClock } from '../server/services/clock.js';
import { newToken, sha256 } from '../server/services/passwords.js';
import { createServices } from '../server/services/server-services.js';
import { ConsoleSmsSender } from '../server/services/sms-sender.js';

const PLAYERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_BETS = 100_000;

const db = await openPglite('memory://');
await migrate(db);
const clock = new ManualClock(new Date(2026, 10, 20, 10, 0));
const services = createServices(db, new ConsoleSmsSender(false, () => undefined), clock, () => undefined);
const server = serve({ fetch: createApp({ services, operatorToken: newToken() }).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

await services.markets.addMarket({ market: 'BENCH', open_time: '15:45', close_time: '17:45' });
await db.query(`insert into users (mobile, name, password_hash) select '97' || lpad(n::text, 8, '0'), 'Bench', 'x' from generate_series(1, $1) n`, [PLAYERS]);
await db.query('insert into wallets (user_id, balance) select id, 1000000000 from users');
const tokens = Array.from({ length: PLAYERS }, () => newToken());
for (const [i, token] of tokens.entries()) {
  await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [sha256(token), i + 1]);
}

// 1. place-bet under load.
const latencies: number[] = [];
let failures = 0;
const deadline = performance.now() + SECONDS * 1000;
let sequence = 0;
await Promise.all(
  tokens.map(async (token) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${url}/api/place-bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: token, number: String(sequence % 10), amount: '10', types: 'OPEN', market: 'BENCH', specialGame: '', request_id: `bench-${sequence++}` }),
      });
      const answer = (await response.json()) as { success?: boolean };
      latencies.push(performance.now() - started);
      if (answer.success !== true) failures++;
    }
  }),
);
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
const placeBet = {
  players: PLAYERS,
  seconds: SECONDS,
  requests: latencies.length,
  failures,
  perSecond: Math.round(latencies.length / SECONDS),
  p50Ms: Number(at(0.5).toFixed(1)),
  p99Ms: Number(at(0.99).toFixed(1)),
};

// 2. settling 100,000 bids on one market (the bids written straight into the store).
await services.markets.addMarket({ market: 'SETTLE', open_time: '15:45', close_time: '17:45' });
await db.query(
  `insert into bets (user_id, request_id, market, day, number, game, session, amount)
   select 1 + (n % $2), 'seed', 'SETTLE', $3, (n % 10)::text, 'single', 'OPEN', 1000 from generate_series(1, $1) n`,
  [SETTLE_BETS, PLAYERS, services.markets.today()],
);
const settleStarted = performance.now();
const declared = await services.settlement.declare({ market: 'SETTLE', session: 'open', pana: '128' });
const settlement = { bets: declared.settled, seconds: Number(((performance.now() - settleStarted) / 1000).toFixed(2)) };

server.close();
await db.close();
const report = { placeBet, settlement };
writeFileSync('bench/server-results.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nplace-bet, ${PLAYERS} concurrent players for ${SECONDS} s on the embedded store:`);
console.log(`  ${placeBet.requests} requests, ${placeBet.perSecond}/s, p50 ${placeBet.p50Ms} ms, p99 ${placeBet.p99Ms} ms, ${failures} failed`);
console.log(`settling ${settlement.bets} bids on one market: ${settlement.seconds} s`);
