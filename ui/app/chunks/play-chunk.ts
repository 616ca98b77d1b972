// The market-play screens (boards, dashboards, histories, information), loaded on demand as
// one chunk with their stylesheets and the use cases they ask for.
import '../../screens/play/play-styles.js';
import { ContainerModule } from 'inversify';
import { createElement } from 'react';
import {
  BetPlacement,
  BettingGateway,
  BidHistory,
  BidSlip,
  ContentGateway,
  FundsGateway,
  GameLists,
  HistoryGateway,
  IdSource,
  InfoContent,
  JACKPOT_DASHBOARD,
  MAIN_DASHBOARD,
  MarketsGateway,
  MORE_MAIN_GAMES,
  Navigator,
  Notifier,
  Passbook,
  SecureStorage,
  SessionPolicy,
  StakeSource,
  STARLINE_DASHBOARD,
  WalletStore,
  Winnings,
} from 'matka-core/player';
import { PassbookScreen } from '../../screens/history/passbook-screen.js';
import { WinningsSelectionScreen } from '../../screens/history/winnings-screens.js';
import { HtmlPageScreen } from '../../screens/info/info-screens.js';
import { DashboardScreen } from '../../screens/play/dashboard-screen.js';
import { SlipFactory } from '../../screens/play/slip-factory.js';
import { bindUseCase } from '../bind-use-case.js';

export { BidHistoryScreen } from '../../screens/history/bid-history-screen.js';
export { MyBidsScreen } from '../../screens/history/my-bids-screen.js';
export { WinningsScreen } from '../../screens/history/winnings-screens.js';
export { ChartScreen, ChartsScreen } from '../../screens/info/chart-screens.js';
// The public result log rides with the charts: a chunk of its own would grow the first load.
export { ResultLogScreen } from '../../screens/info/result-log-screen.js';
export { GameRatesScreen, NotificationsScreen } from '../../screens/info/info-screens.js';
export { BoardScreen } from '../../screens/play/board-screen.js';
export { JackpotScreen, StarlineScreen } from '../../screens/play/starline-and-jackpot-screens.js';

export const MainDashboardScreen = () =>
  createElement(DashboardScreen, { kind: 'main', tiles: MAIN_DASHBOARD, more: MORE_MAIN_GAMES });
export const StarlineDashboardScreen = () =>
  createElement(DashboardScreen, { kind: 'starline', tiles: STARLINE_DASHBOARD });
export const JackpotDashboardScreen = () => createElement(DashboardScreen, { kind: 'gali', tiles: JACKPOT_DASHBOARD });
export const PassbookAllScreen = () => createElement(PassbookScreen, { depositsAndWithdrawals: false });
export const PassbookDwScreen = () => createElement(PassbookScreen, { depositsAndWithdrawals: true });
export const WinningSelectionScreen = () => createElement(WinningsSelectionScreen, { to: '/winnings' });
export const BidHistorySelectionScreen = () => createElement(WinningsSelectionScreen, { to: '/gameHistory' });
export const GameRulesScreen = () => createElement(HtmlPageScreen, { which: 'gameRules', title: 'gameRules' });
export const VideosScreen = () => createElement(HtmlPageScreen, { which: 'videos', title: 'videos' });

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, BidHistory, [HistoryGateway, SessionPolicy]);
  bindUseCase(bind, Passbook, [HistoryGateway, SessionPolicy]);
  bindUseCase(bind, Winnings, [HistoryGateway, SessionPolicy]);
  bindUseCase(bind, GameLists, [MarketsGateway, SessionPolicy]);
  bindUseCase(bind, InfoContent, [ContentGateway, SessionPolicy]);
  bindUseCase(bind, StakeSource, [FundsGateway, SessionPolicy]);
  // A board's slip depends on the board the player opened: the screen asks for one by its place.
  bind(SlipFactory).toResolvedValue(
    (
      storage: SecureStorage,
      notifier: Notifier,
      ids: IdSource,
      betting: BettingGateway,
      policy: SessionPolicy,
      wallet: WalletStore,
      navigator: Navigator,
    ): SlipFactory =>
      (place) => {
        const slip = new BidSlip(place, storage, notifier, ids);
        return { slip, placement: new BetPlacement(slip, betting, policy, wallet, notifier, navigator) };
      },
    [SecureStorage, Notifier, IdSource, BettingGateway, SessionPolicy, WalletStore, Navigator],
  );
});
