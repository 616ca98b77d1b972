// The market-play screens, loaded on demand as one chunk.
import { createElement } from 'react';
import { JACKPOT_DASHBOARD, MAIN_DASHBOARD, STARLINE_DASHBOARD } from '../../../core/index.js';
import { DashboardScreen } from './dashboard-screen.js';

export { BidHistoryScreen } from '../history/bid-history-screen.js';
export { BoardScreen } from './board-screen.js';

export const MainDashboardScreen = () => createElement(DashboardScreen, { tiles: MAIN_DASHBOARD });
export const StarlineDashboardScreen = () => createElement(DashboardScreen, { tiles: STARLINE_DASHBOARD });
export const JackpotDashboardScreen = () => createElement(DashboardScreen, { tiles: JACKPOT_DASHBOARD });
