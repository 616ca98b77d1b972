import * as v from 'valibot';
import { GAMES } from 'matka-core';
import { MARKET_KINDS } from 'matka-core/player';
import { type MarketSetupGateway } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import { okAnswer, paise } from './console-wire.js';

const limit = v.nullish(
  v.object({ timing: v.string(), maxPayoutPaise: paise, maxStakePaise: v.nullish(paise, null) }),
  null,
);
const setupList = v.object({
  today: v.string(),
  markets: v.array(
    v.object({
      name: v.string(),
      kind: v.picklist(MARKET_KINDS),
      openTime: v.string(),
      closeTime: v.string(),
      active: v.boolean(),
      offDays: v.array(v.number()),
      holidays: v.array(v.object({ day: v.string(), reason: v.string() })),
      slots: v.array(v.object({ timing: v.string(), limit })),
      limit,
      closedToday: v.nullish(v.string(), null),
    }),
  ),
});
/** A limit saved: the numbers already over it (an older server sends none). */
const limitSaved = v.object({
  over: v.optional(
    v.array(
      v.object({
        day: v.string(),
        timing: v.string(),
        game: v.picklist(GAMES),
        number: v.string(),
        session: v.string(),
        payoutPaise: paise,
        overPaise: paise,
      }),
    ),
    [],
  ),
});
const settings = v.object({
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

/** `confirm: true` only when the operator went ahead past the unsettled bets. */
const confirmed = (confirm: boolean | undefined) => (confirm ? { confirm: true } : {});
const at = (market: string, rest: string) => `markets/${encodeURIComponent(market)}/${rest}`;

/** Market setup and settings over /console/api (docs/console-api.md, "Market setup"). */
export class HttpMarketSetupGateway implements MarketSetupGateway {
  constructor(private readonly client: ConsoleClient) {}

  list: MarketSetupGateway['list'] = () => this.client.get('markets', 'markets', {}, setupList);
  saveMarket: MarketSetupGateway['saveMarket'] = (form) => this.client.post('market-save', 'markets', form, okAnswer);
  setActive: MarketSetupGateway['setActive'] = ({ market, active, confirm }) =>
    this.client.post('market-active', at(market, 'active'), { active, ...confirmed(confirm) }, okAnswer);
  setOffDays: MarketSetupGateway['setOffDays'] = ({ market, weekdays, confirm }) =>
    this.client.post('market-off-days', at(market, 'off-days'), { weekdays, ...confirmed(confirm) }, okAnswer);
  addHoliday: MarketSetupGateway['addHoliday'] = ({ market, day, reason, confirm }) =>
    this.client.post('market-holiday', at(market, 'holidays'), { day, reason, ...confirmed(confirm) }, okAnswer);
  removeHoliday: MarketSetupGateway['removeHoliday'] = ({ market, day }) =>
    this.client.post('market-holiday-remove', at(market, 'holidays/remove'), { day }, okAnswer);
  addSlots: MarketSetupGateway['addSlots'] = ({ market, timings }) =>
    this.client.post('market-slots', at(market, 'slots'), { timings }, okAnswer);
  removeSlot: MarketSetupGateway['removeSlot'] = ({ market, timing }) =>
    this.client.post('market-slot-remove', at(market, 'slots/remove'), { timing }, okAnswer);
  setLimit: MarketSetupGateway['setLimit'] = ({ market, ...form }) =>
    this.client.post('market-limit', at(market, 'limit'), form, limitSaved);
  settings: MarketSetupGateway['settings'] = () => this.client.get('settings', 'settings', {}, settings);
  setConfig: MarketSetupGateway['setConfig'] = (values) =>
    this.client.post('settings-config', 'settings/config', values, okAnswer);
  setRates: MarketSetupGateway['setRates'] = (values) =>
    this.client.post('settings-rates', 'settings/rates', values, okAnswer);
}
