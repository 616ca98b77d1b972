import type { SecureStorage } from 'matka-core/player';
import { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import { HttpAccountsGateway } from './http-accounts-gateway.js';
import { HttpBettingGateway } from './http-betting-gateway.js';
import { HttpContentGateway } from './http-content-gateway.js';
import { HttpFundsGateway } from './http-funds-gateway.js';
import { HttpHistoryGateway } from './http-history-gateway.js';
import { HttpMarketsGateway } from './http-markets-gateway.js';
import { HttpPushGateway } from './http-push-gateway.js';
import { JsonClient } from './json-client.js';
import { createKyClient, type HttpOptions } from './ky-client.js';

export type HttpGateways = ReturnType<typeof createHttpGateways>;

/** Every gateway of core over one ky client: what a composition root binds to the port tokens. */
export function createHttpGateways(storage: SecureStorage, options: HttpOptions = {}) {
  const ky = createKyClient(options);
  const json = new JsonClient(ky, storage);
  const legacy = new LegacyFormClient(ky, storage);
  return {
    accounts: new HttpAccountsGateway(json, legacy),
    funds: new HttpFundsGateway(json, legacy),
    markets: new HttpMarketsGateway(json),
    betting: new HttpBettingGateway(json),
    history: new HttpHistoryGateway(json, legacy),
    content: new HttpContentGateway(json, legacy),
    push: new HttpPushGateway(json),
  };
}
