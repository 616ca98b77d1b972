/** The abuse limits, each a setting with a safe default (the README lists them). */
export interface Limits {
  /** Failed logins for one mobile before each further try waits, doubling from 1 s. */
  loginFreeTriesPerMobile: number;
  /** The first wait past the free tries (mobile and address alike); each further try doubles it. */
  loginFirstDelayMs: number;
  /** The longest wait for one mobile: a stranger cannot lock a player out for longer. */
  loginMaxDelayPerMobileMs: number;
  /** The same for one client address (a shared network gets more room). */
  loginFreeTriesPerAddress: number;
  loginMaxDelayPerAddressMs: number;
  /** A key with no failed try for this long starts afresh. */
  loginQuietResetMs: number;
  /** OTP sends (sign-up and forgot) per mobile per day, per client address per hour, and in all per minute. */
  otpPerMobilePerDay: number;
  otpPerAddressPerHour: number;
  otpPerMinute: number;
  /** Live sessions a player keeps; the oldest end first. */
  maxSessionsPerPlayer: number;
  /** Minutes without a request after which an operator console session ends. */
  consoleIdleMinutes: number;
  /** Open event streams a player (or an operator, per kind of stream) keeps in one server process; the oldest end first. */
  maxStreamsPerHolder: number;
  /** Stream tickets one player may take a minute, across server processes. */
  streamTicketsPerMinute: number;
  /** Transfer recipients (a mobile's masked name) one player may look up an hour, across server processes. */
  recipientLookupsPerHour: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = {
  loginFreeTriesPerMobile: 5,
  loginFirstDelayMs: 1000,
  loginMaxDelayPerMobileMs: 5 * 60_000,
  loginFreeTriesPerAddress: 20,
  loginMaxDelayPerAddressMs: 15 * 60_000,
  loginQuietResetMs: 60 * 60_000,
  otpPerMobilePerDay: 5,
  otpPerAddressPerHour: 20,
  otpPerMinute: 60,
  maxSessionsPerPlayer: 10,
  consoleIdleMinutes: 30,
  maxStreamsPerHolder: 5,
  streamTicketsPerMinute: 30,
  recipientLookupsPerHour: 30,
};

/** The environment variable of each limit (seconds where the limit is a time). */
export const LIMIT_VARIABLES: Readonly<Record<keyof Limits, string>> = {
  loginFreeTriesPerMobile: 'LOGIN_FREE_TRIES_PER_MOBILE',
  loginFirstDelayMs: 'LOGIN_FIRST_DELAY_S',
  loginMaxDelayPerMobileMs: 'LOGIN_MAX_DELAY_PER_MOBILE_S',
  loginFreeTriesPerAddress: 'LOGIN_FREE_TRIES_PER_ADDRESS',
  loginMaxDelayPerAddressMs: 'LOGIN_MAX_DELAY_PER_ADDRESS_S',
  loginQuietResetMs: 'LOGIN_QUIET_RESET_S',
  otpPerMobilePerDay: 'OTP_PER_MOBILE_PER_DAY',
  otpPerAddressPerHour: 'OTP_PER_ADDRESS_PER_HOUR',
  otpPerMinute: 'OTP_PER_MINUTE',
  maxSessionsPerPlayer: 'MAX_SESSIONS_PER_PLAYER',
  consoleIdleMinutes: 'CONSOLE_IDLE_MINUTES',
  maxStreamsPerHolder: 'MAX_STREAMS_PER_PLAYER',
  streamTicketsPerMinute: 'STREAM_TICKETS_PER_MINUTE',
  recipientLookupsPerHour: 'RECIPIENT_LOOKUPS_PER_HOUR',
};

/** The limits, from the environment where set; a value that is not a positive whole number stops the start. */
export function limitsFromEnv(env: Record<string, string | undefined>): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [name, variable] of Object.entries(LIMIT_VARIABLES) as [keyof Limits, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1)
      throw new Error(`${variable} must be a positive whole number, not "${value}".`);
    limits[name] = name.endsWith('Ms') ? number * 1000 : number;
  }
  return limits;
}
