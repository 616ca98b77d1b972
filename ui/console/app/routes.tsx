import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteLoader } from '../components/route-loader.js';
import { ConsoleShell } from '../screens/shell/console-shell.js';
import { FirstSection } from '../screens/shell/first-section.js';
import { SignInScreen } from '../screens/sign-in/sign-in-screen.js';

// Sign-in and the shell come with the console; every screen loads when its route is opened.
const players = () => import('../screens/players/player-screens.js');
const today = () => import('../screens/today/today-screens.js');

/** The console's routes, under the /console basename; each screen names its section, which the shell checks against the role. */
export function consoleRoutes(): RouteObject[] {
  return [
    { path: '/sign-in', Component: SignInScreen },
    {
      Component: ConsoleShell,
      HydrateFallback: RouteLoader,
      children: [
        { index: true, Component: FirstSection },
        {
          path: 'deposits',
          handle: { section: 'deposits' },
          lazy: async () => ({
            Component: (await import('../screens/deposits/deposit-desk-screen.js')).DepositDeskScreen,
          }),
        },
        {
          path: 'withdrawals',
          handle: { section: 'withdrawals' },
          lazy: async () => ({
            Component: (await import('../screens/withdrawals/withdraw-desk-screen.js')).WithdrawDeskScreen,
          }),
        },
        {
          path: 'players',
          handle: { section: 'players' },
          lazy: async () => ({ Component: (await players()).PlayersScreen }),
        },
        {
          path: 'players/:id',
          handle: { section: 'players' },
          lazy: async () => ({ Component: (await players()).PlayerScreen }),
        },
        // Results are declared on today's market-day desks (preview, typed confirmation, the
        // early-draw warning); the old one-form page is gone, and its address leads there.
        { path: 'results', element: <Navigate to="/today" replace /> },
        {
          path: 'today',
          handle: { section: 'today' },
          lazy: async () => ({ Component: (await today()).TodayScreen }),
        },
        {
          path: 'today/desk',
          handle: { section: 'today' },
          lazy: async () => ({ Component: (await today()).MarketDayScreen }),
        },
        {
          path: 'content',
          handle: { section: 'content' },
          lazy: async () => ({ Component: (await import('../screens/content/content-screen.js')).ContentScreen }),
        },
        {
          path: 'reports',
          handle: { section: 'reports' },
          lazy: async () => ({ Component: (await import('../screens/reports/reports-screen.js')).ReportsScreen }),
        },
        {
          path: 'audit',
          handle: { section: 'audit' },
          lazy: async () => ({ Component: (await import('../screens/audit/audit-screen.js')).AuditScreen }),
        },
        {
          path: 'operators',
          handle: { section: 'operators' },
          lazy: async () => ({ Component: (await import('../screens/operators/operators-screen.js')).OperatorsScreen }),
        },
        {
          path: 'markets',
          handle: { section: 'markets' },
          lazy: async () => ({ Component: (await import('../screens/markets/markets-screen.js')).MarketsScreen }),
        },
        {
          path: 'settings',
          handle: { section: 'settings' },
          lazy: async () => ({ Component: (await import('../screens/settings/settings-screen.js')).SettingsScreen }),
        },
        {
          path: 'account',
          handle: { section: 'account' },
          lazy: async () => ({ Component: (await import('../screens/account/my-account-screen.js')).MyAccountScreen }),
        },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
