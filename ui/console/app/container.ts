import { Container } from 'inversify';
import { shareReplay } from 'rxjs';
import { type Token } from 'matka-core/player';
import {
  AuditGateway,
  AuditTrail,
  ConsoleReports,
  ContentAdminGateway,
  ContentEditor,
  ReportsGateway,
  ConsoleEvents,
  ConsolePolicy,
  ConsoleSession,
  ConsoleSessionGateway,
  ConsoleSignIn,
  DepositDesk,
  DeskGateway,
  MyAccount,
  OperatorAccounts,
  OperatorsGateway,
  PendingCountsFeed,
  PlayerActions,
  PlayerAdminGateway,
  PlayerChanges,
  PlayerDirectory,
  PlayerNotes,
  ProtectionDesk,
  PlayerPageEvents,
  WithdrawDesk,
  ExposureGrid,
  MarketEvents,
  ResultsBoardGateway,
  SettlementDesk,
  TodayBoard,
  MarketSetupDesk,
  MarketSetupGateway,
  SettingsDesk,
} from 'matka-core/console';
import { LiveCounts } from '../hooks/live-counts.js';

/** What the console needs from the world, made by main.tsx (or by a test, with fakes). */
export interface ConsolePorts {
  gateways: {
    session: ConsoleSessionGateway;
    desks: DeskGateway;
    players: PlayerAdminGateway;
    audit: AuditGateway;
    operators: OperatorsGateway;
    resultsBoard: ResultsBoardGateway;
    content: ContentAdminGateway;
    reports: ReportsGateway;
    setup: MarketSetupGateway;
  };
  events: ConsoleEvents;
  /** The results desk's live events. */
  marketEvents: MarketEvents;
  /** A player's page's live events. */
  playerEvents: PlayerPageEvents;
}

type Tokens<Args extends unknown[]> = {
  [I in keyof Args]: Token<Args[I]> | (abstract new (...args: never[]) => Args[I]);
};

/** Binds a use case class to itself, built from its constructor's parameters' tokens in order. */
function bindClass<T, Args extends unknown[]>(c: Container, Class: new (...args: Args) => T, deps: Tokens<Args>): void {
  c.bind<T>(Class).toResolvedValue((...args: unknown[]) => new Class(...(args as Args)), deps as never);
}

/** The console's composition root: its ports bound to their tokens, every use case built from them once. */
export function buildConsoleContainer(ports: ConsolePorts): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(ConsoleSessionGateway).toConstantValue(ports.gateways.session);
  c.bind(DeskGateway).toConstantValue(ports.gateways.desks);
  c.bind(PlayerAdminGateway).toConstantValue(ports.gateways.players);
  c.bind(AuditGateway).toConstantValue(ports.gateways.audit);
  c.bind(OperatorsGateway).toConstantValue(ports.gateways.operators);
  c.bind(ContentAdminGateway).toConstantValue(ports.gateways.content);
  c.bind(ReportsGateway).toConstantValue(ports.gateways.reports);
  c.bind(ConsoleEvents).toConstantValue(ports.events);
  c.bind(ResultsBoardGateway).toConstantValue(ports.gateways.resultsBoard);
  c.bind(MarketEvents).toConstantValue(ports.marketEvents);
  c.bind(MarketSetupGateway).toConstantValue(ports.gateways.setup);
  c.bind(PlayerPageEvents).toConstantValue(ports.playerEvents);

  bindClass(c, ConsoleSession, [ConsoleSessionGateway]);
  bindClass(c, ConsolePolicy, [ConsoleSession]);
  bindClass(c, ConsoleSignIn, [ConsoleSessionGateway, ConsoleSession]);
  bindClass(c, DepositDesk, [DeskGateway, ConsolePolicy]);
  bindClass(c, WithdrawDesk, [DeskGateway, ConsolePolicy]);
  bindClass(c, PendingCountsFeed, [DeskGateway, ConsoleEvents, ConsolePolicy]);
  bindClass(c, PlayerDirectory, [PlayerAdminGateway, ConsolePolicy]);
  bindClass(c, PlayerActions, [PlayerAdminGateway, ConsolePolicy]);
  bindClass(c, PlayerNotes, [PlayerAdminGateway, ConsolePolicy]);
  bindClass(c, ProtectionDesk, [PlayerAdminGateway, ConsolePolicy]);
  bindClass(c, PlayerChanges, [PlayerPageEvents]);
  bindClass(c, AuditTrail, [AuditGateway, ConsolePolicy]);
  bindClass(c, OperatorAccounts, [OperatorsGateway, ConsolePolicy]);
  bindClass(c, MyAccount, [ConsoleSessionGateway, ConsolePolicy, ConsoleSession]);
  bindClass(c, TodayBoard, [ResultsBoardGateway, MarketEvents, ConsolePolicy]);
  bindClass(c, ExposureGrid, [ResultsBoardGateway, MarketEvents, ConsolePolicy]);
  bindClass(c, SettlementDesk, [ResultsBoardGateway, ConsolePolicy]);
  bindClass(c, ContentEditor, [ContentAdminGateway, ConsolePolicy]);
  bindClass(c, ConsoleReports, [ReportsGateway, ConsolePolicy]);
  bindClass(c, MarketSetupDesk, [MarketSetupGateway, ConsolePolicy]);
  bindClass(c, SettingsDesk, [MarketSetupGateway, ConsolePolicy]);
  // One event stream for the whole console, open while anything listens, its last counts kept.
  c.bind(LiveCounts).toResolvedValue(
    (feed: PendingCountsFeed) => feed.counts$().pipe(shareReplay({ bufferSize: 1, refCount: true })),
    [PendingCountsFeed],
  );
  return c;
}
