import type { Container, ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from 'matka-core/player';
import { loadEnglishLater } from '../i18n/i18n.js';
import { loadOnce } from './bind-use-case.js';
import { loadLoginScreen } from './load-login-screen.js';

type BoardRoute = { [N in RouteName]: (typeof ROUTES)[N] extends { board: true } ? N : never }[RouteName];
type Screens = Record<Exclude<RouteName, BoardRoute | 'login'>, () => Promise<ComponentType>>;

/**
 * A lazy chunk's screens, once the use cases of its module are bound in the container and the
 * rest of English (i18n.ts) has loaded with them.
 */
function chunk<C extends { module: ContainerModule }>(container: Container, load: () => Promise<C>): () => Promise<C> {
  return async () => {
    const [loaded] = await Promise.all([load(), loadEnglishLater()]);
    loadOnce(container, loaded.module);
    return loaded;
  };
}

/** The screen of each route in core's table; every board route shows the one board screen. */
function screens(container: Container): { of: Screens; board: () => Promise<ComponentType> } {
  const accounts = chunk(container, () => import('./chunks/accounts-chunk.js'));
  const funds = chunk(container, () => import('./chunks/funds-chunk.js'));
  const play = chunk(container, () => import('./chunks/play-chunk.js'));
  const quiz = chunk(container, () => import('./chunks/quiz-chunk.js'));
  return {
    board: async () => (await play()).BoardScreen,
    of: {
      splash: async () => (await accounts()).SplashScreen,
      signup: async () => (await accounts()).SignupScreen,
      forgot: async () => (await accounts()).ForgotPasswordScreen,
      resetPassword: async () => (await accounts()).ResetPasswordScreen,
      logout: async () => (await accounts()).LogoutScreen,
      paymentSuccess: async () => (await accounts()).PaymentSuccessScreen,
      paymentFailed: async () => (await accounts()).PaymentFailedScreen,
      resultLog: async () => (await play()).ResultLogScreen,
      home: async () => (await import('../screens/home/home-screen.js')).HomeScreen,
      profile: async () => (await accounts()).ChangePasswordScreen,
      funds: async () => (await funds()).FundsMenuScreen,
      deposit: async () => (await funds()).DepositScreen,
      wallet: async () => (await funds()).WalletScreen,
      bankDetails: async () => (await funds()).BankDetailsScreen,
      withdraw: async () => (await funds()).WithdrawScreen,
      withdrawHistory: async () => (await funds()).WithdrawHistoryScreen,
      depositHistory: async () => (await funds()).DepositHistoryScreen,
      transfer: async () => (await funds()).TransferScreen,
      games: async () => (await play()).MainDashboardScreen,
      starlineGames: async () => (await play()).StarlineDashboardScreen,
      galiGames: async () => (await play()).JackpotDashboardScreen,
      myBids: async () => (await play()).MyBidsScreen,
      gameHistory: async () => (await play()).BidHistoryScreen,
      starline: async () => (await play()).StarlineScreen,
      gali: async () => (await play()).JackpotScreen,
      passbook: async () => (await play()).PassbookAllScreen,
      // The passbook's deposits and withdrawals, with the deposits still waiting (the funds' use case).
      passbookDW: async () => (await Promise.all([play(), funds()]))[0].PassbookDwScreen,
      winnings: async () => (await play()).WinningsScreen,
      winningHistorySelection: async () => (await play()).WinningSelectionScreen,
      gameHistorySelection: async () => (await play()).BidHistorySelectionScreen,
      gameRates: async () => (await play()).GameRatesScreen,
      gameRules: async () => (await play()).GameRulesScreen,
      videos: async () => (await play()).VideosScreen,
      notifications: async () => (await play()).NotificationsScreen,
      charts: async () => (await play()).ChartsScreen,
      chart: async () => (await play()).ChartScreen,
      quiz: async () => (await quiz()).QuizScreen,
      limits: async () => (await accounts()).PlayerLimitsScreen,
      deviceNotifications: async () => (await accounts()).DeviceNotificationsScreen,
    },
  };
}

/**
 * Every route of core's table (the player app's screens): those that need a
 * login sit behind the guarded player layout. Every screen loads when its route is opened, or
 * with the app for /login and /home (see boot.ts): login is a first-load chunk of its own, so
 * /home does not carry it (its page is prerendered, so its first paint needs no script).
 */
/**
 * What a top-level route shows while its lazy code loads at start-up: nothing more than today
 * (no extra code in the first load); declared, because React Router asks every lazy first match
 * for one ("No HydrateFallback element provided") and would otherwise warn on each start.
 */
const StartingUp = () => null;

export function appRoutes(container: Container): RouteObject[] {
  const { of, board } = screens(container);
  const player = chunk(container, () => import('./chunks/player-chunk.js'));
  const route = (name: RouteName): RouteObject => {
    const { path } = ROUTES[name];
    if (name === 'login')
      return {
        path,
        HydrateFallback: StartingUp,
        lazy: async () => ({ Component: (await loadLoginScreen()).LoginScreen }),
      };
    const screen = 'board' in ROUTES[name] ? board : of[name as keyof Screens];
    return { path, HydrateFallback: StartingUp, lazy: async () => ({ Component: await screen() }) };
  };
  const names = Object.keys(ROUTES) as RouteName[];
  return [
    ...names.filter((name) => !ROUTES[name].needsLogin).map(route),
    {
      HydrateFallback: StartingUp,
      lazy: async () => ({ Component: (await player()).GuardedPlayerLayout }),
      children: names.filter((name) => ROUTES[name].needsLogin).map(route),
    },
    { path: '*', HydrateFallback: StartingUp, lazy: async () => ({ Component: await of.splash() }) },
  ];
}
