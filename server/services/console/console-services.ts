import type { Database } from '../../db/database.js';
import { AuditTrail } from '../history/audit-trail.js';
import { ApiTokens } from './api-tokens.js';
import type { Clock } from '../platform/clock.js';
import { ConsoleNotifications } from './console-notifications.js';
import { ContentDesk } from '../content/content-desk.js';
import { ConsoleSessions } from './console-sessions.js';
import { DepositDesk } from '../funds/deposit-desk.js';
import type { Limits } from '../platform/limits.js';
import { Operators } from './operators.js';
import { PlayerActions } from './player-actions.js';
import { PlayerDesk } from './player-desk.js';
import { PlayerNotes } from './player-notes.js';
import { PlayerProtection } from './player-protection.js';
import { SelfLimits } from '../accounts/self-limits.js';
import { Reports } from '../history/reports.js';
import { WalletCeiling } from '../wallet/wallet-ceiling.js';
import { WithdrawDesk } from '../funds/withdraw-desk.js';

/** The services of the operator console (docs/console-api.md). */
export function createConsoleServices(db: Database, clock: Clock, limits: Limits) {
  const players = new PlayerDesk(db, clock);
  const sessions = new ConsoleSessions(db, clock, limits);
  const walletCeiling = new WalletCeiling(db, clock);
  return {
    sessions,
    operators: new Operators(db, clock, sessions),
    /** Operators' own bearer tokens for the operator API. */
    apiTokens: new ApiTokens(db, clock),
    deposits: new DepositDesk(db, clock),
    withdrawals: new WithdrawDesk(db, clock),
    players,
    playerActions: new PlayerActions(db, clock, players, walletCeiling),
    /** Notes on a player: written by support and owners, never changed. */
    playerNotes: new PlayerNotes(db, clock),
    /** A player's limits, exclusion and reality check: read, and tightened at their request. */
    playerProtection: new PlayerProtection(db, clock, new SelfLimits(db, clock)),
    /** A cashier's daily ceiling on wallet credits and debits. */
    walletCeiling,
    notifications: new ConsoleNotifications(db, clock),
    audit: new AuditTrail(db),
    // Content and reports (console part 2).
    content: new ContentDesk(db, clock),
    reports: new Reports(db, clock),
  };
}

export type ConsoleServices = ReturnType<typeof createConsoleServices>;
