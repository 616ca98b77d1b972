import type { Container, ContainerModule } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { BOARDS } from '../../core/index.js';
import { LoginScreen } from '../screens/accounts/login-screen.js';
import { loadOnce } from './bind-use-case.js';

/** A lazy chunk's screens, once the use cases of its module are bound in the container. */
function chunk<C extends { module: ContainerModule }>(container: Container, load: () => Promise<C>): () => Promise<C> {
  return async () => {
    const loaded = await load();
    loadOnce(container, loaded.module);
    return loaded;
  };
}

/** Every board's route: one screen, which picks the board from the navigation state. */
const BOARD_ROUTES = [...new Set(Object.values(BOARDS).map((board) => board.route))];

/** Every route of accounts-wallet-funds §2 and market-play §2. */
export function appRoutes(container: Container): RouteObject[] {
  // Login is in the first load (a lazy login costs /login a round trip: Lighthouse's LCP went from
  // 2.4 s to 2.8 s); every other screen loads when its route is opened, or with the app for /home
  // (see boot.ts).
  const accounts = chunk(container, () => import('./chunks/accounts-chunk.js'));
  const funds = chunk(container, () => import('./chunks/funds-chunk.js'));
  const player = chunk(container, () => import('./chunks/player-chunk.js'));
  const play = chunk(container, () => import('./chunks/play-chunk.js'));
  const quiz = chunk(container, () => import('./chunks/quiz-chunk.js'));
  return [
    { path: '/', lazy: async () => ({ Component: (await accounts()).SplashScreen }) },
    { path: '/login', Component: LoginScreen },
    { path: '/signup', lazy: async () => ({ Component: (await accounts()).SignupScreen }) },
    { path: '/forgot', lazy: async () => ({ Component: (await accounts()).ForgotPasswordScreen }) },
    { path: '/resetPassword', lazy: async () => ({ Component: (await accounts()).ResetPasswordScreen }) },
    { path: '/logout', lazy: async () => ({ Component: (await accounts()).LogoutScreen }) },
    { path: '/paymentSuccess', lazy: async () => ({ Component: (await accounts()).PaymentSuccessScreen }) },
    { path: '/paymentFailed', lazy: async () => ({ Component: (await accounts()).PaymentFailedScreen }) },
    {
      lazy: async () => ({ Component: (await player()).GuardedPlayerLayout }),
      children: [
        { path: '/home', lazy: async () => ({ Component: (await import('../screens/home/home-screen.js')).HomeScreen }) },
        { path: '/profile', lazy: async () => ({ Component: (await accounts()).ChangePasswordScreen }) },
        { path: '/funds', lazy: async () => ({ Component: (await funds()).FundsMenuScreen }) },
        { path: '/deposit', lazy: async () => ({ Component: (await funds()).DepositScreen }) },
        { path: '/wallet', lazy: async () => ({ Component: (await funds()).WalletScreen }) },
        { path: '/bankDetails', lazy: async () => ({ Component: (await funds()).BankDetailsScreen }) },
        { path: '/withdraw', lazy: async () => ({ Component: (await funds()).WithdrawScreen }) },
        { path: '/withdrawHistory', lazy: async () => ({ Component: (await funds()).WithdrawHistoryScreen }) },
        { path: '/depositHistory', lazy: async () => ({ Component: (await funds()).DepositHistoryScreen }) },
        { path: '/transfer', lazy: async () => ({ Component: (await funds()).TransferScreen }) },
        { path: '/games', lazy: async () => ({ Component: (await play()).MainDashboardScreen }) },
        { path: '/starlineGames', lazy: async () => ({ Component: (await play()).StarlineDashboardScreen }) },
        { path: '/galiGames', lazy: async () => ({ Component: (await play()).JackpotDashboardScreen }) },
        ...BOARD_ROUTES.map((path) => ({ path, lazy: async () => ({ Component: (await play()).BoardScreen }) })),
        { path: '/myBids', lazy: async () => ({ Component: (await play()).MyBidsScreen }) },
        { path: '/gameHistory', lazy: async () => ({ Component: (await play()).BidHistoryScreen }) },
        { path: '/starline', lazy: async () => ({ Component: (await play()).StarlineScreen }) },
        { path: '/gali', lazy: async () => ({ Component: (await play()).JackpotScreen }) },
        { path: '/passbook', lazy: async () => ({ Component: (await play()).PassbookAllScreen }) },
        { path: '/passbookDW', lazy: async () => ({ Component: (await play()).PassbookDwScreen }) },
        { path: '/winnings', lazy: async () => ({ Component: (await play()).WinningsScreen }) },
        { path: '/winningHistorySelection', lazy: async () => ({ Component: (await play()).WinningSelectionScreen }) },
        { path: '/gameHistorySelection', lazy: async () => ({ Component: (await play()).BidHistorySelectionScreen }) },
        { path: '/gameRates', lazy: async () => ({ Component: (await play()).GameRatesScreen }) },
        { path: '/gameRules', lazy: async () => ({ Component: (await play()).GameRulesScreen }) },
        { path: '/videos', lazy: async () => ({ Component: (await play()).VideosScreen }) },
        { path: '/notifications', lazy: async () => ({ Component: (await play()).NotificationsScreen }) },
        { path: '/charts', lazy: async () => ({ Component: (await play()).ChartsScreen }) },
        { path: '/chart', lazy: async () => ({ Component: (await play()).ChartScreen }) },
        { path: '/quiz', lazy: async () => ({ Component: (await quiz()).QuizScreen }) },
      ],
    },
    { path: '*', lazy: async () => ({ Component: (await accounts()).SplashScreen }) },
  ];
}
