import { Container } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import {
  AccountsGateway,
  BettingGateway,
  Clipboard,
  ContentGateway,
  FundsGateway,
  HistoryGateway,
  IdSource,
  LiveChanges,
  LiveEventsSource,
  Login,
  MarketClock,
  MarketsGateway,
  Navigator,
  Notifier,
  PushGateway,
  RandomSource,
  SecureStorage,
  SessionPolicy,
  TimeScheduler,
  WalletBroadcast,
  WalletStore,
} from 'matka-core/player';
import { bindUseCase } from './bind-use-case.js';

/** What the app needs from the world, made by main.tsx (or by a test). */
export interface AppPorts {
  storage: SecureStorage;
  notifier: Notifier;
  navigator: Navigator;
  broadcast: WalletBroadcast;
  ids: IdSource;
  clipboard: Clipboard;
  random: RandomSource;
  /** The live events stream: balance, results, betting windows. */
  live: LiveEventsSource;
  gateways: {
    accounts: AccountsGateway;
    funds: FundsGateway;
    markets: MarketsGateway;
    betting: BettingGateway;
    history: HistoryGateway;
    content: ContentGateway;
    /** Web Push's calls (docs/web-push.md). */
    push: PushGateway;
  };
  scheduler?: SchedulerLike;
}

/**
 * The composition root: ports bound to their tokens, the wallet, the session policy and the
 * login of the first page. Every other use case is bound by the module of the lazy chunk
 * whose screens use it (ui/app/chunks), loaded with that chunk: screens only ask for them.
 */
export function buildContainer(ports: AppPorts): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(SecureStorage).toConstantValue(ports.storage);
  c.bind(Notifier).toConstantValue(ports.notifier);
  c.bind(Navigator).toConstantValue(ports.navigator);
  c.bind(WalletBroadcast).toConstantValue(ports.broadcast);
  c.bind(IdSource).toConstantValue(ports.ids);
  c.bind(Clipboard).toConstantValue(ports.clipboard);
  c.bind(RandomSource).toConstantValue(ports.random);
  c.bind(LiveEventsSource).toConstantValue(ports.live);
  c.bind(LiveChanges).toConstantValue(new LiveChanges());
  const scheduler = ports.scheduler ?? asyncScheduler;
  c.bind(TimeScheduler).toConstantValue(scheduler);
  // The market's clock: the server's time and zone as home tells them, for every date shown or sent.
  c.bind(MarketClock).toConstantValue(new MarketClock(() => scheduler.now()));
  c.bind(AccountsGateway).toConstantValue(ports.gateways.accounts);
  c.bind(FundsGateway).toConstantValue(ports.gateways.funds);
  c.bind(MarketsGateway).toConstantValue(ports.gateways.markets);
  c.bind(BettingGateway).toConstantValue(ports.gateways.betting);
  c.bind(HistoryGateway).toConstantValue(ports.gateways.history);
  c.bind(ContentGateway).toConstantValue(ports.gateways.content);
  c.bind(PushGateway).toConstantValue(ports.gateways.push);

  const bind = c.bind.bind(c);
  bindUseCase(bind, WalletStore, [SecureStorage, WalletBroadcast]);
  bindUseCase(bind, SessionPolicy, [SecureStorage, Notifier, Navigator, WalletStore]);
  bindUseCase(bind, Login, [AccountsGateway, SessionPolicy, SecureStorage, Notifier, Navigator]);
  return c;
}
