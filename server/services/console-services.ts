import type { Database } from '../db/database.js';
import { AuditTrail } from './audit-trail.js';
import type { Clock } from './clock.js';
import { ConsoleNotifications } from './console-notifications.js';
import { ContentDesk } from './content-desk.js';
import { ConsoleSessions } from './console-sessions.js';
import { DepositDesk } from './deposit-desk.js';
import type { Limits } from './limits.js';
import { Operators } from './operators.js';
import { PlayerActions } from './player-actions.js';
import { PlayerDesk } from './player-desk.js';
import { Reports } from './reports.js';
import { WithdrawDesk } from './withdraw-desk.js';

/** The services of the operator console (docs/console-api.md). */
export function createConsoleServices(db: Database, clock: Clock, limits: Limits) {
  const players = new PlayerDesk(db, clock);
  const sessions = new ConsoleSessions(db, clock, limits);
  return {
    sessions,
    operators: new Operators(db, clock, sessions),
    deposits: new DepositDesk(db, clock),
    withdrawals: new WithdrawDesk(db, clock),
    players,
    playerActions: new PlayerActions(db, clock, players),
    notifications: new ConsoleNotifications(db, clock),
    audit: new AuditTrail(db),
    // Content and reports (console part 2).
    content: new ContentDesk(db, clock),
    reports: new Reports(db, clock),
  };
}

export type ConsoleServices = ReturnType<typeof createConsoleServices>;
