import { configAmount } from 'matka-core/player';
import type { Database } from '../db/database.js';
import { StreamCap } from './live/stream-cap.js';
import { Accounts } from './accounts/accounts.js';
import { Betting } from './markets/betting.js';
import type { Clock } from './platform/clock.js';
import { createConsoleServices } from './console/console-services.js';
import { Events } from './live/events.js';
import { Funds } from './funds/funds.js';
import { History } from './history/history.js';
import { DEFAULT_LIMITS, type Limits } from './platform/limits.js';
import { MarketSetup } from './markets/market-setup.js';
import { LiveEvents } from './live/live-events.js';
import { DEFAULT_PUSH_CONFIG, WebPush, type PushConfig } from './live/web-push.js';
import { Markets } from './markets/markets.js';
import { ResultDesk } from './results/result-desk.js';
import { Sessions } from './accounts/sessions.js';
import { SelfLimits } from './accounts/self-limits.js';
import { RealityCheck } from './accounts/reality-check.js';
import { Settings } from './platform/settings.js';
import { Settlement } from './results/settlement.js';
import { StoreBackup } from './platform/store-backup.js';
import type { SmsSender } from './accounts/sms-sender.js';

/** How this server is set up, beyond its database. */
export interface ServerConfig {
  limits: Limits;
  /** Whether a proxy in front sets X-Forwarded-For and X-Forwarded-Proto truthfully. */
  trustProxy: boolean;
  /** Web Push: the VAPID subject and keys (docs/web-push.md). */
  push?: PushConfig | undefined;
}

export const DEFAULT_CONFIG: ServerConfig = { limits: DEFAULT_LIMITS, trustProxy: false };

/** Every service of the reference server over one database. */
export function createServices(
  db: Database,
  sms: SmsSender,
  clock: Clock,
  log: (line: string) => void = console.log,
  config: ServerConfig = DEFAULT_CONFIG,
) {
  const settings = new Settings(db);
  const markets = new Markets(db, clock);
  const sessions = new Sessions(db, clock, config.limits.maxSessionsPerPlayer);
  const settlement = new Settlement(db, markets, settings, clock, log);
  return {
    db,
    clock,
    config,
    settings,
    markets,
    sessions,
    accounts: new Accounts(
      db,
      sms,
      clock,
      async () => configAmount(await settings.value('signup_bonus')),
      config.limits,
      sessions,
    ),
    funds: new Funds(db, settings, clock, config.limits.recipientLookupsPerHour),
    betting: new Betting(db, markets, settings),
    /** The player app's live events: stream tickets, balances, market times. */
    live: new LiveEvents(db, clock, markets, config.limits.streamTicketsPerMinute),
    /** Web Push to the devices players opted in: main.ts starts its sender. */
    push: new WebPush(db, clock, config.push ?? DEFAULT_PUSH_CONFIG, log),
    /** Open event streams per player and per operator in this process: a new one past the cap ends the oldest. */
    streams: new StreamCap(config.limits.maxStreamsPerHolder),
    /** Limits a player sets on themself, a break and a self-exclusion (docs/player-limits.md). */
    selfLimits: new SelfLimits(db, clock),
    /** The time and net result of a player's login session, for the reality check. */
    realityCheck: new RealityCheck(db, clock),
    settlement,
    /** Declaring and correcting results: the console's results desk and the bearer API alike. */
    results: new ResultDesk(db, clock, markets, settlement),
    history: new History(db, clock),
    /** Live events across server processes (LISTEN/NOTIFY). */
    events: new Events(db),
    console: createConsoleServices(db, clock, config.limits),
    /** A backup of the embedded store while the server runs (the bearer API; PostgreSQL: pg_dump). */
    backup: new StoreBackup(db, clock),
    /** Markets, closures, slots, liability limits, config and rates: the console and the bearer API. */
    setup: new MarketSetup(db, clock, markets, settings),
  };
}

export type Services = ReturnType<typeof createServices>;
