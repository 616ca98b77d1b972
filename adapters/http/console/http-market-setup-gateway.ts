import { type MarketSetupGateway } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as setup from '../../../contract/console/setup-requests.js';
import type { NewMarketCommand } from '../../../contract/console/operator-requests.js';
import { requestBody } from '../../../contract/requests/request-body.js';
import { okAnswer } from '../../../contract/console/console-wire.js';
import { consoleSettings, limitSaved, marketSetupList } from '../../../contract/console/market-setup.js';

/** `confirm: true` only when the operator went ahead past the unsettled bets. */
const confirmed = (confirm: boolean | undefined) => (confirm ? { confirm: true } : {});
const at = (market: string, rest: string) => `markets/${encodeURIComponent(market)}/${rest}`;

/** Market setup and settings over /console/api (docs/console-api.md, "Market setup"). */
export class HttpMarketSetupGateway implements MarketSetupGateway {
  constructor(private readonly client: ConsoleClient) {}

  list: MarketSetupGateway['list'] = () => this.client.get('markets', 'markets', {}, marketSetupList);
  saveMarket: MarketSetupGateway['saveMarket'] = (form) =>
    this.client.post('market-save', 'markets', requestBody<typeof NewMarketCommand>(form), okAnswer);
  setActive: MarketSetupGateway['setActive'] = ({ market, active, confirm }) =>
    this.client.post(
      'market-active',
      at(market, 'active'),
      requestBody<typeof setup.MarketActive>({ active, ...confirmed(confirm) }),
      okAnswer,
    );
  setOffDays: MarketSetupGateway['setOffDays'] = ({ market, weekdays, confirm }) =>
    this.client.post(
      'market-off-days',
      at(market, 'off-days'),
      requestBody<typeof setup.OffDays>({ weekdays, ...confirmed(confirm) }),
      okAnswer,
    );
  addHoliday: MarketSetupGateway['addHoliday'] = ({ market, day, reason, confirm }) =>
    this.client.post(
      'market-holiday',
      at(market, 'holidays'),
      requestBody<typeof setup.Holiday>({ day, reason, ...confirmed(confirm) }),
      okAnswer,
    );
  removeHoliday: MarketSetupGateway['removeHoliday'] = ({ market, day }) =>
    this.client.post(
      'market-holiday-remove',
      at(market, 'holidays/remove'),
      requestBody<typeof setup.HolidayDay>({ day }),
      okAnswer,
    );
  addSlots: MarketSetupGateway['addSlots'] = ({ market, timings }) =>
    this.client.post('market-slots', at(market, 'slots'), requestBody<typeof setup.SlotTimings>({ timings }), okAnswer);
  removeSlot: MarketSetupGateway['removeSlot'] = ({ market, timing }) =>
    this.client.post(
      'market-slot-remove',
      at(market, 'slots/remove'),
      requestBody<typeof setup.SlotTiming>({ timing }),
      okAnswer,
    );
  setLimit: MarketSetupGateway['setLimit'] = ({ market, ...form }) =>
    this.client.post('market-limit', at(market, 'limit'), requestBody<typeof setup.LimitCommand>(form), limitSaved);
  settings: MarketSetupGateway['settings'] = () => this.client.get('settings', 'settings', {}, consoleSettings);
  setConfig: MarketSetupGateway['setConfig'] = (values) =>
    this.client.post('settings-config', 'settings/config', values, okAnswer);
  setRates: MarketSetupGateway['setRates'] = (values) =>
    this.client.post('settings-rates', 'settings/rates', values, okAnswer);
}
