// The reference server: `npm start` runs it in demo mode after building the UI.
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.js';
import { openDatabase } from './db/open-database.js';
import { DEMO_PLAYER, seedDemo } from './demo/seed-demo.js';
import { startDemoResults } from './demo/demo-results.js';
import { StartedClock, systemClock } from './services/clock.js';
import { newToken } from './services/passwords.js';
import { createServices } from './services/server-services.js';
import { ConsoleSmsSender } from './services/sms-sender.js';

const env = process.env;
const demo = process.argv.includes('--demo') || env.DEMO === '1' || env.DEMO === 'true';
const port = Number(env.PORT ?? 8080);
const uiDir = join(import.meta.dirname, '..', 'build', 'ui');

const db = await openDatabase(env);
const sms = new ConsoleSmsSender(demo);
const clock = env.CLOCK_START ? new StartedClock(new Date(env.CLOCK_START)) : systemClock;
if (Number.isNaN(clock.now().getTime())) throw new Error(`CLOCK_START is not a date: ${env.CLOCK_START}`);
const services = createServices(db, sms, clock);
const finished = await services.settlement.settleOutstanding();
if (finished > 0) console.log(`Settled ${finished} bets whose settlement was cut off.`);

const operatorToken = env.OPERATOR_TOKEN || (demo ? newToken() : '');
if (demo) {
  const { seeded } = await seedDemo(services);
  if (seeded) console.log('Demo data seeded.');
  startDemoResults(services);
}

const app = createApp({
  services,
  operatorToken: operatorToken || newToken(),
  uiDir: existsSync(join(uiDir, 'index.html')) ? uiDir : undefined,
  demoOutbox: demo ? sms : undefined,
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`matka-core is serving on http://localhost:${info.port} (${db.engine}${demo ? ', demo mode' : ''})`);
  if (!existsSync(join(uiDir, 'index.html'))) console.log('No built UI: run `npm run build:ui` to serve the app too.');
  if (demo) {
    console.log(`Demo player: mobile ${DEMO_PLAYER.mobile}, password ${DEMO_PLAYER.password}`);
    console.log(`New players: OTPs are printed here, and served at /dev/otp?mobile=<mobile>.`);
  }
  if (env.OPERATOR_TOKEN) console.log('Operator API: /operator (token from OPERATOR_TOKEN).');
  else if (demo) console.log(`Operator token: ${operatorToken}   (npm run operator -- help)`);
  else console.log('Operator API is locked: set OPERATOR_TOKEN to use it.');
});

const stop = () => server.close(() => void db.close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
