import { Hono } from 'hono';
import { parseConsole } from '../../commands/parse-console.js';
import {
  ConfigValues,
  NewMarketCommand,
  normalMarketName,
  rateValues,
  StarlineCommand,
} from '../../../contract/console/operator-requests.js';
import {
  Holiday,
  HolidayDay,
  LimitCommand,
  MarketActive,
  OffDays,
  SlotTiming,
} from '../../../contract/console/setup-requests.js';
import type { ConsoleSettingsAnswer } from '../../../contract/console/market-setup.js';
import { DEFAULT_RATES } from '../../services/platform/settings.js';
import type { Services } from '../../services/server-services.js';
import { allow, handle, type ConsoleEnv } from './console-context.js';

/** A market named in the path, as markets are named (upper case). */
const nameIn = (param: string | undefined) => normalMarketName(param ?? '');

/**
 * /markets: the owner sets markets, closures and starline slots; the owner and results
 * operators set liability limits (they watch the day's exposure and must be able to cap a
 * number without waiting for an owner). Cashier and support: 403.
 */
export function marketSetupRoutes(s: Services): Hono<ConsoleEnv> {
  const markets = new Hono<ConsoleEnv>();
  markets.get(
    '/',
    allow('owner', 'results'),
    handle(() => s.setup.list()),
  );
  markets.post(
    '/:name/limit',
    allow('owner', 'results'),
    handle((fields, c) =>
      s.setup.setLimit(c.get('actor'), nameIn(c.req.param('name')), parseConsole(LimitCommand, fields)),
    ),
  );
  markets.use('*', allow('owner'));
  markets.post(
    '/',
    handle((fields, c) => s.setup.saveMarket(c.get('actor'), parseConsole(NewMarketCommand, fields))),
  );
  markets.post(
    '/:name/active',
    handle((fields, c) => {
      const { active, confirm } = parseConsole(MarketActive, fields);
      return s.setup.setActive(c.get('actor'), nameIn(c.req.param('name')), active, confirm);
    }),
  );
  markets.post(
    '/:name/off-days',
    handle((fields, c) => {
      const { weekdays, confirm } = parseConsole(OffDays, fields);
      return s.setup.setOffDays(c.get('actor'), nameIn(c.req.param('name')), weekdays, confirm);
    }),
  );
  markets.post(
    '/:name/holidays',
    handle((fields, c) => {
      const { day, reason, confirm } = parseConsole(Holiday, fields);
      return s.setup.addHoliday(c.get('actor'), nameIn(c.req.param('name')), day, reason, confirm);
    }),
  );
  markets.post(
    '/:name/holidays/remove',
    handle((fields, c) =>
      s.setup.removeHoliday(c.get('actor'), nameIn(c.req.param('name')), parseConsole(HolidayDay, fields).day),
    ),
  );
  markets.post(
    '/:name/slots',
    // This call may add the market: its name must pass the same rule as "add market".
    handle((fields, c) => {
      const { market, timings } = parseConsole(StarlineCommand, { ...fields, market: c.req.param('name') });
      return s.setup.addStarline(c.get('actor'), market, timings);
    }),
  );
  markets.post(
    '/:name/slots/remove',
    handle((fields, c) =>
      s.setup.removeSlot(c.get('actor'), nameIn(c.req.param('name')), parseConsole(SlotTiming, fields).timing),
    ),
  );
  return markets;
}

/** /settings: the owner reads and sets the config keys the player app reads, and the game rates. */
export function settingsRoutes(s: Services): Hono<ConsoleEnv> {
  const settings = new Hono<ConsoleEnv>();
  settings.use('*', allow('owner'));
  settings.get(
    '/',
    handle(async (): Promise<ConsoleSettingsAnswer> => ({
      ...(await s.setup.config()),
      rates: await s.settings.rates(),
      rateNames: Object.keys(DEFAULT_RATES),
    })),
  );
  settings.post(
    '/config',
    handle((fields, c) => s.setup.setConfig(c.get('actor'), parseConsole(ConfigValues, fields))),
  );
  settings.post(
    '/rates',
    handle((fields, c) =>
      s.setup.setRates(c.get('actor'), parseConsole(rateValues(Object.keys(DEFAULT_RATES)), fields)),
    ),
  );
  return settings;
}
