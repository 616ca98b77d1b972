import type { Database } from '../db/database.js';
import { Accounts } from './accounts.js';
import { Betting } from './betting.js';
import type { Clock } from './clock.js';
import { Funds } from './funds.js';
import { amountOrZero } from './fields.js';
import { History } from './history.js';
import { Markets } from './markets.js';
import { Settings } from './settings.js';
import { Settlement } from './settlement.js';
import type { SmsSender } from './sms-sender.js';

/** Every service of the reference server over one database. */
export function createServices(db: Database, sms: SmsSender, clock: Clock, log: (line: string) => void = console.log) {
  const settings = new Settings(db);
  const markets = new Markets(db, clock);
  return {
    db,
    clock,
    settings,
    markets,
    accounts: new Accounts(db, sms, clock, async () => amountOrZero(await settings.value('signup_bonus'))),
    funds: new Funds(db, settings, clock),
    betting: new Betting(db, markets, settings),
    settlement: new Settlement(db, markets, settings, clock, log),
    history: new History(db, clock),
  };
}

export type Services = ReturnType<typeof createServices>;
