import type {
  BettingGateway,
  ContentGateway,
  FundsGateway,
  HistoryGateway,
  MarketsGateway,
  PushGateway,
  SecureStorage,
} from 'matka-core/player';
import { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import { HttpAccountsGateway } from './http-accounts-gateway.js';
import { JsonClient } from './json-client.js';
import { createKyClient, type HttpOptions } from './ky-client.js';

/** A gateway whose module (and wire schemas) loads on its first call: every method is async anyway. */
function onFirstCall<G extends object>(load: () => Promise<G>): G {
  let loading: Promise<G> | undefined;
  return new Proxy({} as G, {
    // `then` and symbols are not methods: the proxy must not look like a Promise.
    get: (_, method) =>
      typeof method === 'symbol' || method === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const gateway = (await (loading ??= load())) as Record<string, (...a: unknown[]) => unknown>;
            return gateway[method]!(...args);
          },
  });
}

/**
 * The same gateways as createHttpGateways, for a page's first load: the accounts gateway
 * (login needs it) is ready at once, and the others load with their first call.
 */
export function createLazyHttpGateways(storage: SecureStorage, options: HttpOptions = {}) {
  const ky = createKyClient(options);
  const json = new JsonClient(ky, storage);
  const legacy = new LegacyFormClient(ky, storage);
  return {
    accounts: new HttpAccountsGateway(json, legacy),
    funds: onFirstCall<FundsGateway>(
      async () => new (await import('./http-funds-gateway.js')).HttpFundsGateway(json, legacy),
    ),
    markets: onFirstCall<MarketsGateway>(
      async () => new (await import('./http-markets-gateway.js')).HttpMarketsGateway(json),
    ),
    betting: onFirstCall<BettingGateway>(
      async () => new (await import('./http-betting-gateway.js')).HttpBettingGateway(json),
    ),
    history: onFirstCall<HistoryGateway>(
      async () => new (await import('./http-history-gateway.js')).HttpHistoryGateway(json, legacy),
    ),
    content: onFirstCall<ContentGateway>(
      async () => new (await import('./http-content-gateway.js')).HttpContentGateway(json, legacy),
    ),
    push: onFirstCall<PushGateway>(async () => new (await import('./http-push-gateway.js')).HttpPushGateway(json)),
  };
}
