import { Container } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import {
  AccountsGateway,
  BettingGateway,
  ChangePassword,
  Clipboard,
  ContentGateway,
  DepositRequest,
  ForgotPassword,
  FundHistories,
  FundsGateway,
  HistoryGateway,
  IdSource,
  LegacyResetPassword,
  LoadHome,
  Login,
  MarketsGateway,
  Navigator,
  Notifier,
  RandomSource,
  RegisterWithOtp,
  SecureStorage,
  SessionPolicy,
  TimeScheduler,
  token,
  type Token,
  Transfer,
  UpdateBankDetails,
  WalletBroadcast,
  WalletStore,
  Withdraw,
} from '../../core/index.js';

/** What the app needs from the world, made by main.tsx (or by a test). */
export interface AppPorts {
  storage: SecureStorage;
  notifier: Notifier;
  navigator: Navigator;
  broadcast: WalletBroadcast;
  ids: IdSource;
  clipboard: Clipboard;
  random: RandomSource;
  gateways: {
    accounts: AccountsGateway;
    funds: FundsGateway;
    markets: MarketsGateway;
    betting: BettingGateway;
    history: HistoryGateway;
    content: ContentGateway;
  };
  scheduler?: SchedulerLike;
}

/** Tokens for what core exports as classes (a class is its own token in inversify). */
export const WalletStoreToken = token<WalletStore>('WalletStore');
export const SessionPolicyToken = token<SessionPolicy>('SessionPolicy');

type Tokens<Args extends unknown[]> = { [I in keyof Args]: Token<Args[I]> | symbol };

/** Binds a use case class to itself, built from the tokens of its constructor's parameters in order. */
function bindClass<T, Args extends unknown[]>(c: Container, Class: new (...args: Args) => T, deps: Tokens<Args>, transient = false): void {
  const binding = c.bind<T>(Class).toResolvedValue((...args: unknown[]) => new Class(...(args as Args)), deps as never);
  if (transient) binding.inTransientScope();
}

/**
 * The composition root: ports bound to their tokens, and every use case a screen needs
 * bound with its factory. Flows with state (sign-up, forgot password) are transient: each
 * screen gets its own. Market-play use cases are made by their screens (loaded on demand)
 * from the ports bound here, so they stay out of the first load.
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
  c.bind(TimeScheduler).toConstantValue(ports.scheduler ?? asyncScheduler);
  c.bind(AccountsGateway).toConstantValue(ports.gateways.accounts);
  c.bind(FundsGateway).toConstantValue(ports.gateways.funds);
  c.bind(MarketsGateway).toConstantValue(ports.gateways.markets);
  c.bind(BettingGateway).toConstantValue(ports.gateways.betting);
  c.bind(HistoryGateway).toConstantValue(ports.gateways.history);
  c.bind(ContentGateway).toConstantValue(ports.gateways.content);

  c.bind(WalletStoreToken).toResolvedValue(
    (storage: SecureStorage, broadcast: WalletBroadcast) => new WalletStore(storage, broadcast),
    [SecureStorage, WalletBroadcast],
  );
  c.bind(SessionPolicyToken).toResolvedValue(
    (storage: SecureStorage, notifier: Notifier, navigator: Navigator, wallet: WalletStore) => new SessionPolicy(storage, notifier, navigator, wallet),
    [SecureStorage, Notifier, Navigator, WalletStoreToken],
  );

  const account = [AccountsGateway, SessionPolicyToken, SecureStorage, Notifier, Navigator] as const;
  bindClass(c, Login, [...account]);
  bindClass(c, RegisterWithOtp, [...account, TimeScheduler], true);
  bindClass(c, ForgotPassword, [...account, TimeScheduler], true);
  bindClass(c, LegacyResetPassword, [AccountsGateway, SessionPolicyToken, Notifier, Navigator]);
  bindClass(c, ChangePassword, [AccountsGateway, SessionPolicyToken, SecureStorage, Notifier]);

  bindClass(c, DepositRequest, [FundsGateway, SessionPolicyToken, SecureStorage, Notifier]);
  bindClass(c, Withdraw, [FundsGateway, SessionPolicyToken, SecureStorage, Notifier]);
  bindClass(c, UpdateBankDetails, [FundsGateway, SessionPolicyToken, Notifier]);
  bindClass(c, Transfer, [FundsGateway, SessionPolicyToken, Notifier]);
  bindClass(c, FundHistories, [FundsGateway, SessionPolicyToken]);
  bindClass(c, LoadHome, [MarketsGateway, SessionPolicyToken, SecureStorage]);
  return c;
}
