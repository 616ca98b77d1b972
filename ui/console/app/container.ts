import { Container } from 'inversify';
import { shareReplay } from 'rxjs';
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
import { bindUseCase } from '../../app/bind-use-case.js';
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

  const bind = c.bind.bind(c);
  bindUseCase(bind, ConsoleSession, [ConsoleSessionGateway]);
  bindUseCase(bind, ConsolePolicy, [ConsoleSession]);
  bindUseCase(bind, ConsoleSignIn, [ConsoleSessionGateway, ConsoleSession]);
  bindUseCase(bind, DepositDesk, [DeskGateway, ConsolePolicy]);
  bindUseCase(bind, WithdrawDesk, [DeskGateway, ConsolePolicy]);
  bindUseCase(bind, PendingCountsFeed, [DeskGateway, ConsoleEvents, ConsolePolicy]);
  bindUseCase(bind, PlayerDirectory, [PlayerAdminGateway, ConsolePolicy]);
  bindUseCase(bind, PlayerActions, [PlayerAdminGateway, ConsolePolicy]);
  bindUseCase(bind, PlayerNotes, [PlayerAdminGateway, ConsolePolicy]);
  bindUseCase(bind, ProtectionDesk, [PlayerAdminGateway, ConsolePolicy]);
  bindUseCase(bind, PlayerChanges, [PlayerPageEvents]);
  bindUseCase(bind, AuditTrail, [AuditGateway, ConsolePolicy]);
  bindUseCase(bind, OperatorAccounts, [OperatorsGateway, ConsolePolicy]);
  bindUseCase(bind, MyAccount, [ConsoleSessionGateway, ConsolePolicy, ConsoleSession]);
  bindUseCase(bind, TodayBoard, [ResultsBoardGateway, MarketEvents, ConsolePolicy]);
  bindUseCase(bind, ExposureGrid, [ResultsBoardGateway, MarketEvents, ConsolePolicy]);
  bindUseCase(bind, SettlementDesk, [ResultsBoardGateway, ConsolePolicy]);
  bindUseCase(bind, ContentEditor, [ContentAdminGateway, ConsolePolicy]);
  bindUseCase(bind, ConsoleReports, [ReportsGateway, ConsolePolicy]);
  bindUseCase(bind, MarketSetupDesk, [MarketSetupGateway, ConsolePolicy]);
  bindUseCase(bind, SettingsDesk, [MarketSetupGateway, ConsolePolicy]);
  // One event stream for the whole console, open while anything listens, its last counts kept.
  c.bind(LiveCounts).toResolvedValue(
    (feed: PendingCountsFeed) => feed.counts$().pipe(shareReplay({ bufferSize: 1, refCount: true })),
    [PendingCountsFeed],
  );
  return c;
}
