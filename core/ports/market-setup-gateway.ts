import type { MarketKind } from '../markets/market-kinds.js';
import type { Game } from '../numbers/game-of-number.js';
import type { ConsoleAnswer } from './console-answer.js';
import { token } from './token.js';

/** A liability limit: the most one number pays per session, and the largest bid (null: none). */
export interface LimitSetting {
  timing: string;
  maxPayoutPaise: number;
  maxStakePaise: number | null;
}

/** One market as the console's setup shows it (docs/console-api.md, "Market setup"). */
export interface SetupMarket {
  name: string;
  kind: MarketKind;
  openTime: string;
  closeTime: string;
  active: boolean;
  /** Weekdays closed every week: 0 Sunday … 6 Saturday. */
  offDays: number[];
  /** Holidays from today on. */
  holidays: { day: string; reason: string }[];
  slots: { timing: string; limit: LimitSetting | null }[];
  limit: LimitSetting | null;
  /** Why the market takes no bids today, when it is closed all day. */
  closedToday: string | null;
}

export interface MarketSetupList {
  /** The server's day. */
  today: string;
  markets: SetupMarket[];
}

/**
 * A loosening of two-person control (switched off, a threshold or a cashier's ceiling raised)
 * waiting for its time: it takes effect a day after it was asked, and setting the key again
 * cancels it. Times in the server's zone, 'YYYY-MM-DD HH:MM'.
 */
export interface ScheduledSetting {
  key: string;
  value: string;
  askedBy: string;
  askedAt: string;
  effectiveAt: string;
}

export interface ConsoleSettings {
  config: Record<string, string>;
  rates: Record<string, string>;
  rateNames: string[];
  /** What waits for its time (absent from an older server: nothing). */
  scheduled?: ScheduledSetting[];
}

/** What the console sends; money as the rupees typed, '' for none. */
export interface MarketForm {
  market: string;
  kind: MarketKind;
  open_time?: string;
  close_time: string;
}
export interface LimitForm {
  market: string;
  timing: string;
  maxPayout: string;
  maxStake: string;
}

/** A number that already pays more than a limit just set lets it (it takes no more bids). */
export interface NumberOverLimit {
  day: string;
  /** A starline slot's time; '' on a main or jackpot market. */
  timing: string;
  game: Game;
  number: string;
  session: string;
  /** What its bids pay if it wins. */
  payoutPaise: number;
  /** By how much that passes the limit. */
  overPaise: number;
}

/** What setting a limit answers: the numbers already over it, most over first (empty when none). */
export interface LimitSaved {
  over: NumberOverLimit[];
}

/** Market setup and settings over the console's API (owner; limits also results). */
export interface MarketSetupGateway {
  list(): Promise<ConsoleAnswer<MarketSetupList>>;
  saveMarket(form: MarketForm): Promise<ConsoleAnswer<void>>;
  /** `confirm`: go ahead although the market has unsettled bets (refused first, naming them). */
  setActive(request: { market: string; active: boolean; confirm?: boolean }): Promise<ConsoleAnswer<void>>;
  setOffDays(request: { market: string; weekdays: number[]; confirm?: boolean }): Promise<ConsoleAnswer<void>>;
  addHoliday(request: { market: string; day: string; reason: string; confirm?: boolean }): Promise<ConsoleAnswer<void>>;
  removeHoliday(request: { market: string; day: string }): Promise<ConsoleAnswer<void>>;
  addSlots(request: { market: string; timings: string[] }): Promise<ConsoleAnswer<void>>;
  removeSlot(request: { market: string; timing: string }): Promise<ConsoleAnswer<void>>;
  setLimit(form: LimitForm): Promise<ConsoleAnswer<LimitSaved>>;
  settings(): Promise<ConsoleAnswer<ConsoleSettings>>;
  setConfig(values: Record<string, string>): Promise<ConsoleAnswer<void>>;
  setRates(values: Record<string, string>): Promise<ConsoleAnswer<void>>;
}
export const MarketSetupGateway = token<MarketSetupGateway>('MarketSetupGateway');
