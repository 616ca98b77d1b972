import type { OperatorRole } from '../operator/roles.js';
import type { ConsoleAnswer, ConsolePage } from './console-answer.js';
import { token } from './token.js';

export interface AuditRow {
  id: string;
  at: string;
  /** An operator's username, or `api-token` for the operator API and CLI. */
  operator: string;
  role: OperatorRole | string;
  action: string;
  target: string;
  /** The values before and after, as the server's JSON text (shown as text, never as HTML). */
  before: string;
  after: string;
  address: string;
}

/** The audit trail's filters; empty ones are left out. `from` and `to` are days (YYYY-MM-DD). */
export interface AuditFilters {
  operator?: string;
  action?: string;
  player?: string;
  from?: string;
  to?: string;
}

export interface AuditGateway {
  list(query: AuditFilters & { page: number }): Promise<ConsoleAnswer<ConsolePage<AuditRow>>>;
  /** Where the browser downloads the CSV of every matching row. */
  csvUrl(filters: AuditFilters): string;
}
export const AuditGateway = token<AuditGateway>('AuditGateway');
