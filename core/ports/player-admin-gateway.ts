import type { ActivityRow } from './activity-row.js';
import type { ConsoleAnswer, ConsolePage } from './console-answer.js';
import type { PayoutHold } from './desk-gateway.js';
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
  /** A hold on the player's payouts (issue 22, item 8), with the reason the player reads. */
  payoutHold?: PayoutHold | undefined;
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
}

export type PlayerActivity = 'bets' | 'deposits' | 'withdrawals';

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
}
export const PlayerAdminGateway = token<PlayerAdminGateway>('PlayerAdminGateway');
