/** A route of the player app: its path, whether it needs a login, and whether a board lives there. */
export interface RouteSpec {
  path: `/${string}`;
  needsLogin: boolean;
  board?: true;
}

const open = <P extends `/${string}`>(path: P) => ({ path, needsLogin: false }) as const;
const player = <P extends `/${string}`>(path: P) => ({ path, needsLogin: true }) as const;
const board = <P extends `/${string}`>(path: P) => ({ path, needsLogin: true, board: true }) as const;

/**
 * Every route of the player app by name: the one
 * table the router makes its routes from and the route guard reads. Boards share a route
 * where the existing apps have them share one (/play, /motor, /halfsangam).
 */
export const ROUTES = {
  splash: open('/'),
  login: open('/login'),
  signup: open('/signup'),
  forgot: open('/forgot'),
  resetPassword: open('/resetPassword'),
  logout: open('/logout'),
  paymentSuccess: open('/paymentSuccess'),
  paymentFailed: open('/paymentFailed'),
  // The public result log: anyone may check it, signed in or not.
  resultLog: open('/results/log'),
  home: player('/home'),
  profile: player('/profile'),
  funds: player('/funds'),
  deposit: player('/deposit'),
  wallet: player('/wallet'),
  bankDetails: player('/bankDetails'),
  withdraw: player('/withdraw'),
  withdrawHistory: player('/withdrawHistory'),
  depositHistory: player('/depositHistory'),
  transfer: player('/transfer'),
  games: player('/games'),
  starlineGames: player('/starlineGames'),
  galiGames: player('/galiGames'),
  play: board('/play'),
  mainBulk: board('/mainBulk'),
  jodiBulk: board('/jodiBulk'),
  singlePanaBulk: board('/singlePanaBulk'),
  order: board('/order'),
  motor: board('/motor'),
  groupJodi: board('/groupJodi'),
  spdptp: board('/spdptp'),
  oddeven: board('/oddeven'),
  redbracket: board('/redbracket'),
  digitBasedJodi: board('/digitBasedJodi'),
  choicePana: board('/choicePana'),
  panelGroup: board('/panelGroup'),
  twoDigitPanel: board('/twoDigitPanel'),
  crossing: board('/crossing'),
  halfsangam: board('/halfsangam'),
  halfSangamA: board('/halfSangamA'),
  halfSangamB: board('/halfSangamB'),
  fullSangam: board('/fullSangam'),
  myBids: player('/myBids'),
  gameHistory: player('/gameHistory'),
  starline: player('/starline'),
  gali: player('/gali'),
  passbook: player('/passbook'),
  passbookDW: player('/passbookDW'),
  winnings: player('/winnings'),
  winningHistorySelection: player('/winningHistorySelection'),
  gameHistorySelection: player('/gameHistorySelection'),
  gameRates: player('/gameRates'),
  gameRules: player('/gameRules'),
  videos: player('/videos'),
  notifications: player('/notifications'),
  charts: player('/charts'),
  chart: player('/chart'),
  quiz: player('/quiz'),
  limits: player('/limits'),
  /** Web Push on this device (docs/web-push.md), from the side menu. */
  deviceNotifications: player('/deviceNotifications'),
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

const pathsWhere = (needsLogin: boolean): readonly string[] =>
  Object.values(ROUTES as Record<string, RouteSpec>)
    .filter((route) => route.needsLogin === needsLogin)
    .map((route) => route.path);

/** The routes anyone may open. */
export const PUBLIC_ROUTES = pathsWhere(false);
/** The routes that need a login. */
export const PROTECTED_ROUTES = pathsWhere(true);

/** Where an ended session and a logout lead. */
export const LOGIN_ROUTE = ROUTES.login.path;
/** Where a login, a sign-up and a verified player land. */
export const HOME_ROUTE = ROUTES.home.path;
