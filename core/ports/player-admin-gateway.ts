import type { ActivityRow } from './activity-row.js';
import type { ConsoleAnswer, ConsolePage } from './console-answer.js';
import type { PayoutHold } from './desk-gateway.js';
import type { ExclusionPeriod, LimitKind, LimitPeriod } from './funds-gateway.js';
import { token } from './token.js';

export interface PlayerSummary {
  id: string;
  name: string;
  mobile: string;
  verified: boolean;
  blocked: boolean;
  balancePaise: number;
  bonusPaise: number;
  debtPaise: number;
  createdAt: string;
}

export interface PlayerDetail extends PlayerSummary {
  blockedReason?: string | undefined;
  email?: string | undefined;
  /** A hold on the player's payouts, with the reason the player reads. */
  payoutHold?: PayoutHold | undefined;
  /**
   * In the answer to a bonus or a wallet credit only: it is above the two-person threshold and
   * waits for a second operator's approval (nothing moved yet).
   */
  pendingCredit?: PendingCredit | undefined;
}

/** A wallet credit or bonus above the two-person threshold, waiting for a second operator. */
export interface PendingCredit {
  id: string;
  player: { id: string; name: string; mobile: string };
  kind: 'adjust' | 'bonus';
  amountPaise: number;
  reason: string;
  /** Who asked for it, and when (market time). */
  by: string;
  at: string;
  /** The signed-in operator asked for it: they may reject it, never approve it. */
  mine: boolean;
}

export interface PlayerFile {
  player: PlayerDetail;
  sessions: { createdAt: string; expiresAt: string }[];
}

export interface LedgerRow {
  id: string;
  at: string;
  kind: string;
  amountPaise: number;
  bonusPaise: number;
  /** The main wallet after this row: the running balance. */
  balanceAfterPaise: number;
  remark: string;
  /** The operator who gave a bonus or an adjustment (undefined for the player's own money and older rows). */
  givenBy?: string | undefined;
  /** The second operator who approved it, when it took two. */
  approvedBy?: string | undefined;
}

export type PlayerActivity = 'bets' | 'deposits' | 'withdrawals';

/** A note on a player: its words, who wrote it (and their role) and when, in market time. */
export interface PlayerNote {
  id: string;
  at: string;
  operator: string;
  role: string;
  text: string;
}

/**
 * What the signed-in operator may still credit or debit to wallets today: an owner without
 * a ceiling; a cashier up to the owner's daily ceiling (0: not at all), summed over the
 * market day's absolute amounts.
 */
export type WalletAllowance =
  { unlimited: true } | { unlimited: false; day: string; ceilingPaise: number; movedPaise: number; leftPaise: number };

/** One of a player's nine limits, as the console reads it: undefined for none. */
export interface ProtectionLimit {
  kind: LimitKind;
  period: LimitPeriod;
  limitPaise: number | undefined;
  usedPaise: number;
  /** A raise or removal the player asked for, waiting for its 24 hours (limitPaise undefined: removal). */
  next: { limitPaise: number | undefined; from: string } | undefined;
}

/** What protects a player from their own play: read-only but for what support may tighten. */
export interface PlayerProtection {
  limits: ProtectionLimit[];
  /** Market time, or '' when none is running. */
  coolOffUntil: string;
  excludedUntil: string;
  excludedForGood: boolean;
  /** Minutes between reality checks, 0 for off. */
  realityCheckMinutes: number;
}

/** The players: search, a player's file and records, and what an operator may do to a player. */
export interface PlayerAdminGateway {
  search(query: { q: string; page: number }): Promise<ConsoleAnswer<ConsolePage<PlayerSummary>>>;
  player(request: { id: string }): Promise<ConsoleAnswer<PlayerFile>>;
  ledger(request: { id: string; page: number }): Promise<ConsoleAnswer<ConsolePage<LedgerRow>>>;
  activity(request: {
    id: string;
    kind: PlayerActivity;
    page: number;
  }): Promise<ConsoleAnswer<ConsolePage<ActivityRow>>>;
  block(request: { id: string; reason: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  unblock(request: { id: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  endSessions(request: { id: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  verify(request: { id: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  /** `amount`: rupees as typed ("500"). */
  bonus(request: { id: string; amount: string; reason: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  /** `amount`: signed rupees as typed ("-250" takes, "500" gives). */
  adjust(request: { id: string; amount: string; reason: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  /** Owners and support: the player's withdrawals are refused (with the reason) and none approved until released. */
  holdPayouts(request: { id: string; reason: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  releasePayouts(request: { id: string }): Promise<ConsoleAnswer<PlayerDetail>>;
  /** The signed-in operator's own allowance for `adjust`. */
  walletAllowance(): Promise<ConsoleAnswer<WalletAllowance>>;
  /** The credits and bonuses waiting for a second operator, newest first (one player's with `player`). */
  pendingCredits(request: { player?: string; page: number }): Promise<ConsoleAnswer<ConsolePage<PendingCredit>>>;
  /** A second operator approves a waiting credit (the wallet moves), or anyone who may act rejects it. */
  decideCredit(request: { id: string; approve: boolean }): Promise<ConsoleAnswer<PlayerDetail>>;
  /** Newest first. */
  notes(request: { id: string; page: number }): Promise<ConsoleAnswer<ConsolePage<PlayerNote>>>;
  addNote(request: { id: string; text: string }): Promise<ConsoleAnswer<PlayerNote>>;
  /** The player's limits, cool-off, exclusion and reality check. */
  protection(request: { id: string }): Promise<ConsoleAnswer<PlayerProtection>>;
  /** Owners and support, at the player's request (`request`: what they asked, and how): only ever lower. */
  lowerLimit(request: {
    id: string;
    kind: LimitKind;
    period: LimitPeriod;
    amount: string;
    request: string;
  }): Promise<ConsoleAnswer<PlayerProtection>>;
  exclude(request: { id: string; period: ExclusionPeriod; request: string }): Promise<ConsoleAnswer<PlayerProtection>>;
}
export const PlayerAdminGateway = token<PlayerAdminGateway>('PlayerAdminGateway');
