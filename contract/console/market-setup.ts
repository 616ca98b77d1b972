// Market setup on the console's API (docs/console-api.md, "Market setup"): what the server
// answers, written once. The console's adapter reads the answers with these schemas; the
// server types its answers with what the schemas take (their input types), so whatever it
// sends, the console can read.
import * as v from 'valibot';
import { GAMES } from 'matka-core';
import { MARKET_KINDS } from 'matka-core/player';
import { paise } from './console-wire.js';

/** A liability limit: the most one number pays per session, and the largest bid (null: none). */
export const liabilityLimit = v.nullish(
  v.object({ timing: v.string(), maxPayoutPaise: paise, maxStakePaise: v.nullish(paise, null) }),
  null,
);

/** One market as the setup lists it. */
export const setupMarket = v.object({
  name: v.string(),
  kind: v.picklist(MARKET_KINDS),
  openTime: v.string(),
  closeTime: v.string(),
  active: v.boolean(),
  /** Weekdays closed every week: 0 Sunday … 6 Saturday. */
  offDays: v.array(v.number()),
  /** Holidays from today on. */
  holidays: v.array(v.object({ day: v.string(), reason: v.string() })),
  /** Starline slots, each with its own limit when it has one. */
  slots: v.array(v.object({ timing: v.string(), limit: liabilityLimit })),
  /** The market's limit (every slot of a starline market without its own). */
  limit: liabilityLimit,
  /** Why the market takes no bids today, when it is closed all day. */
  closedToday: v.nullish(v.string(), null),
});

/** GET markets: the server's day and every market. */
export const marketSetupList = v.object({ today: v.string(), markets: v.array(setupMarket) });

/** A number that already pays more than a limit just set lets it (it takes no more bids). */
export const numberOverLimit = v.object({
  day: v.string(),
  /** A starline slot's time; '' on a main or jackpot market. */
  timing: v.string(),
  game: v.picklist(GAMES),
  number: v.string(),
  session: v.string(),
  /** What its bids pay if it wins. */
  payoutPaise: paise,
  /** By how much that passes the limit. */
  overPaise: paise,
});

/** POST markets/:name/limit: the numbers already over the limit just set (an older server sends none). */
export const limitSaved = v.object({ over: v.optional(v.array(numberOverLimit), []) });

/** GET settings: config, rates and the loosenings waiting for their time. */
export const consoleSettings = v.object({
  config: v.record(v.string(), v.string()),
  rates: v.record(v.string(), v.string()),
  rateNames: v.array(v.string()),
  scheduled: v.optional(
    v.array(
      v.object({
        key: v.string(),
        value: v.string(),
        askedBy: v.string(),
        askedAt: v.string(),
        effectiveAt: v.string(),
      }),
    ),
    [],
  ),
});

export type LiabilityLimitAnswer = v.InferInput<typeof liabilityLimit>;
export type SetupMarketAnswer = v.InferInput<typeof setupMarket>;
export type MarketSetupListAnswer = v.InferInput<typeof marketSetupList>;
export type NumberOverLimitAnswer = v.InferInput<typeof numberOverLimit>;
export type ConsoleSettingsAnswer = v.InferInput<typeof consoleSettings>;
