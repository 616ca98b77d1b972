// The market-play screens, loaded on demand as one chunk, with their stylesheets.
import './play-styles.js';
import { createElement } from 'react';
import { JACKPOT_DASHBOARD, MAIN_DASHBOARD, MORE_MAIN_GAMES, STARLINE_DASHBOARD } from '../../../core/index.js';
import { DashboardScreen } from './dashboard-screen.js';
import { PassbookScreen } from '../history/passbook-screen.js';
import { WinningsSelectionScreen } from '../history/winnings-screens.js';
import { HtmlPageScreen } from '../info/info-screens.js';

export { BidHistoryScreen } from '../history/bid-history-screen.js';
export { MyBidsScreen } from '../history/my-bids-screen.js';
export { BoardScreen } from './board-screen.js';
export { StarlineScreen, JackpotScreen } from './starline-and-jackpot-screens.js';
export { WinningsScreen } from '../history/winnings-screens.js';
export { GameRatesScreen, NotificationsScreen } from '../info/info-screens.js';
export { ChartScreen, ChartsScreen } from '../info/chart-screens.js';

export const MainDashboardScreen = () => createElement(DashboardScreen, { tiles: MAIN_DASHBOARD, more: MORE_MAIN_GAMES });
export const StarlineDashboardScreen = () => createElement(DashboardScreen, { tiles: STARLINE_DASHBOARD });
export const JackpotDashboardScreen = () => createElement(DashboardScreen, { tiles: JACKPOT_DASHBOARD });
export const PassbookAllScreen = () => createElement(PassbookScreen, { depositsAndWithdrawals: false });
export const PassbookDwScreen = () => createElement(PassbookScreen, { depositsAndWithdrawals: true });
export const WinningSelectionScreen = () => createElement(WinningsSelectionScreen, { to: '/winnings' });
export const BidHistorySelectionScreen = () => createElement(WinningsSelectionScreen, { to: '/gameHistory' });
export const GameRulesScreen = () => createElement(HtmlPageScreen, { which: 'game_rules', title: 'gameRules' });
export const VideosScreen = () => createElement(HtmlPageScreen, { which: 'videos', title: 'videos' });
