// The rooms of the server (README, Layout): server/services is grouped by concern, as core is,
// one folder a room, and a room imports only the rooms this table names. The table is read
// from the imports there are, and it is layered: platform imports no other room, console
// (with the console's wiring) the most. server-services.ts, the wiring of every service,
// stands above the rooms at server/services/ and no room imports it.

export const SERVER_ROOMS = {
  /** The ground: clock, refusals, English words, throttles, hashing, limits, CSV, settings, actor and audit row. */
  platform: [],
  /** The ledger (the one wallet writer), the bonus rule, withdrawal controls, the cashier's ceiling. */
  wallet: ['platform'],
  /** Sign-up with OTP (and the SMS senders), login, sessions, blocks, self-limits. */
  accounts: ['platform', 'wallet'],
  /** The console's content desk and banner images. */
  content: ['platform'],
  /** A player's deposits, withdrawals and transfers; the cashier's deposit and withdrawal desks. */
  funds: ['platform', 'wallet', 'accounts'],
  /** Markets and their kinds, days, closures and setup; betting, its exposure and liability. */
  markets: ['platform', 'wallet', 'accounts'],
  /** What happened, read back: the player's history, the owner's reports, the audit trail. */
  history: ['platform', 'wallet', 'accounts'],
  /** Declaring, correcting and settling results; voiding a market day. */
  results: ['platform', 'wallet', 'markets'],
  /** The player app's live events and the events hub between processes. */
  live: ['platform', 'wallet', 'accounts', 'markets'],
  /** Operators, their sign-in and TOTP; the console's players, notifications, pending counts, wiring. */
  console: ['platform', 'wallet', 'accounts', 'funds', 'content', 'history'],
} as const satisfies Record<string, readonly string[]>;

export type ServerRoom = keyof typeof SERVER_ROOMS;

const SERVICES = 'server/services/';
const WIRING = `${SERVICES}server-services.ts`;

/** The folder under server/services a path lies in: `markets` for server/services/markets/market-kinds/kinds.ts. */
export function serverRoomOf(path: string): string | undefined {
  return path.startsWith(SERVICES) ? /^([^/]+)\//.exec(path.slice(SERVICES.length))?.[1] : undefined;
}

const isRoom = (name: string): name is ServerRoom => Object.hasOwn(SERVER_ROOMS, name);

/** The room rules an import from `from` to the resolved path `to` breaks (both from the repository root). */
export function serverRoomRulesBroken(from: string, to: string): string[] {
  const room = serverRoomOf(from);
  if (room === undefined) return [];
  if (!isRoom(room)) return [`server/services/${room}/ is a room of tests/architecture/server-rooms.ts`];
  if (to === WIRING) return ['rooms never import server-services.ts (the wiring)'];
  const target = serverRoomOf(to);
  if (target === undefined || target === room) return [];
  const allowed: readonly string[] = SERVER_ROOMS[room];
  if (allowed.includes(target)) return [];
  return [`server room ${room} imports ${allowed.length ? `only ${allowed.join(', ')}` : 'no other room'}`];
}
