// The reference server. `npm start` runs it in demo mode after building the UI;
// `npm run serve` runs the compiled server for real (README, "Running for real").
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.js';
import { openDatabase } from './db/open-database.js';
import { Readiness } from './http/readiness.js';
import { DEMO_OWNER, DEMO_PLAYER, seedDemo } from './demo/seed-demo.js';
import { startDemoResults } from './demo/demo-results.js';
import {
  marketTimeZone,
  parseMarketMoment,
  setMarketTimeZone,
  StartedClock,
  systemClock,
} from './services/platform/clock.js';
import { limitsFromEnv } from './services/platform/limits.js';
import { pushConfigFromEnv } from './services/live/web-push.js';
import { newToken } from './services/platform/passwords.js';
import { createServices } from './services/server-services.js';
import { startScreenshotSweep } from './services/funds/screenshot-sweep.js';
import { startReportRollupFold } from './services/history/play-rollups.js';
import { startLooseningSchedule } from './services/platform/loosening.js';
import { smsSenderFromEnv } from './services/accounts/sms-sender-from-env.js';
import { ConsoleSmsSender } from './services/accounts/sms-sender.js';

const env = process.env;
const demo = process.argv.includes('--demo') || env.DEMO === '1' || env.DEMO === 'true';
const port = Number(env.PORT ?? 8080);
// From the sources (server/) and from the compiled server (build/server/) alike.
const uiDir =
  env.UI_DIR ??
  [join(import.meta.dirname, '..', 'build', 'ui'), join(import.meta.dirname, '..', 'ui')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );

function refuseToStart(message: string): never {
  console.error(`matka-core cannot start: ${message}`);
  process.exit(1);
}

// Outside demo mode nothing is guessed: where the money is kept, and who may operate, are said.
if (!demo && !env.DATABASE_URL && !env.DATA_DIR)
  refuseToStart('set DATABASE_URL (a PostgreSQL server) or DATA_DIR (a folder for the embedded one).');
if (!demo && !env.OPERATOR_TOKEN)
  refuseToStart('set OPERATOR_TOKEN (a long random secret) for the operator API and CLI.');
if (!Number.isInteger(port) || port < 0 || port > 65535)
  refuseToStart(`PORT must be a port number, not "${env.PORT}".`);
const drainSeconds = Number(env.SHUTDOWN_DRAIN_S || 0);
if (!Number.isInteger(drainSeconds) || drainSeconds < 0 || drainSeconds > 3600)
  refuseToStart(`SHUTDOWN_DRAIN_S must be a whole number of seconds from 0 to 3600, not "${env.SHUTDOWN_DRAIN_S}".`);

let settings;
try {
  settings = {
    limits: limitsFromEnv(env),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    push: pushConfigFromEnv(env),
  };
} catch (error) {
  refuseToStart((error as Error).message);
}
try {
  if (env.MARKET_TIME_ZONE) setMarketTimeZone(env.MARKET_TIME_ZONE);
} catch (error) {
  refuseToStart((error as Error).message);
}
// A CLOCK_START with no zone ('2026-11-20T10:00:00') is the market's wall clock, not the host's.
const clock = env.CLOCK_START ? new StartedClock(parseMarketMoment(env.CLOCK_START)) : systemClock;
if (Number.isNaN(clock.now().getTime())) refuseToStart(`CLOCK_START is not a date: ${env.CLOCK_START}`);
let sms;
try {
  sms = smsSenderFromEnv(env, { demo });
} catch (error) {
  refuseToStart((error as Error).message);
}
const poolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined;
if (poolSize !== undefined && (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 1000))
  refuseToStart(
    `DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000, not "${env.DATABASE_POOL_SIZE}".`,
  );
const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  takeOver: env.TAKE_OVER_LOCK,
  poolSize,
  marketTimeZone: marketTimeZone(),
}).catch((error: Error) => refuseToStart(error.message));
const services = createServices(db, sms, clock, console.log, settings);

// Background work runs on one process at a time, however many share the database.
const finished = await db.exclusive('settle-outstanding', () => services.settlement.settleOutstanding());
if (finished) console.log(`Settled ${finished} bets whose settlement was cut off.`);

// Payment screenshots past the owner's keeping time are deleted (audited), hourly, one process at
// a time; SCREENSHOT_SWEEP=0 leaves them (a benchmark that grows a store under a fixed clock).
if (env.SCREENSHOT_SWEEP !== '0') startScreenshotSweep(db, clock, services.settings);
// The reports' daily rollups take a row per change; each minute they are summed to one per key.
startReportRollupFold(db);
// A loosening of two-person control takes effect at its time (server/services/platform/loosening.ts).
startLooseningSchedule(db, clock);
// Web Push: every process sends what the outbox holds, each row once (server/services/live/web-push.ts).
const stopPush = await services.push.start(services.events);

const operatorToken = env.OPERATOR_TOKEN || newToken();
if (demo) {
  const seeded = await db.exclusive('seed-demo', () => seedDemo(services));
  if (seeded?.seeded) console.log('Demo data seeded.');
  // A rehearsal or a test suite that declares every result itself turns the automatic ones off.
  if (env.DEMO_RESULTS !== '0') startDemoResults(services);
}

const readiness = new Readiness(db);
const app = createApp({
  services,
  readiness,
  operatorToken,
  uiDir,
  demoOutbox: demo && sms instanceof ConsoleSmsSender ? sms : undefined,
  trustProxy: settings.trustProxy,
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(
    `matka-core is serving on http://localhost:${info.port} (${db.engine}${demo ? ', demo mode' : ''}, market time ${marketTimeZone()}, process ${process.pid})`,
  );
  if (!uiDir) console.log('No built UI: run `npm run build:ui` to serve the app too.');
  if (demo) {
    console.log(`Demo player: mobile ${DEMO_PLAYER.mobile}, password ${DEMO_PLAYER.password}`);
    console.log(
      `Demo owner (operator console at /console): username ${DEMO_OWNER.username}, password ${DEMO_OWNER.password}`,
    );
    console.log(`New players: OTPs are printed here, and served at /dev/otp?mobile=<mobile>.`);
  }
  if (env.OPERATOR_TOKEN) console.log('Operator API: /operator (token from OPERATOR_TOKEN).');
  else console.log(`Operator token: ${operatorToken}   (npm run operator -- help)`);
});

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  stopPush();
  server.close(() => void db.close().finally(() => process.exit(0)));
  services.streams.endAll();
};
// The first signal makes /readyz answer 503, and the process serves on for SHUTDOWN_DRAIN_S,
// so the load balancer stops sending before it closes; a second signal closes at once.
const stop = () => {
  if (readiness.isDraining || drainSeconds === 0) {
    readiness.drain();
    return close();
  }
  readiness.drain();
  console.log(`Shutting down: /readyz answers 503; closing in ${drainSeconds} s (or at the next signal).`);
  setTimeout(close, drainSeconds * 1000);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
