import { auditValueInRupees } from 'matka-core/console';
import type { AuditPageAnswer } from '../../../contract/console/owner.js';
import type { Database } from '../../db/database.js';
import { nextDay, startOfDay } from '../platform/clock.js';
import { csvTable } from '../platform/csv.js';
import { CONSOLE_PAGE_SIZE, cappedCount, consoleTime, offsetOf, paged } from '../platform/console-format.js';

export interface AuditFilter {
  operator: string;
  action: string;
  /** A player's mobile. */
  player?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface AuditRow {
  id: number;
  at: Date;
  operator: string;
  role: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  address: string;
}

/** A CSV export holds at most this many rows (newest first): narrow the filter for older ones. */
export const CSV_MAX_ROWS = 100_000;
const CSV_COLUMNS = ['id', 'at', 'operator', 'role', 'action', 'target', 'before', 'after', 'address'] as const;

/** The audit trail as the owner reads it: filtered, newest first, a page at a time or as CSV. */
export class AuditTrail {
  constructor(private readonly db: Database) {}

  async list(filter: AuditFilter, page: number): Promise<AuditPageAnswer> {
    const { where, params } = this.where(filter);
    // A million rows are not counted for every page: the count stops at the cap.
    const [{ n }] = (await this.db.query<{ n: number }>(cappedCount(`from audit a where ${where}`), params)) as [
      { n: number },
    ];
    return paged(await this.rows(where, params, CONSOLE_PAGE_SIZE, offsetOf(page)), n, page);
  }

  /** The CSV is for people to read: money in before and after as rupees (₹500.00), as the console shows it. */
  async csv(filter: AuditFilter): Promise<string> {
    const { where, params } = this.where(filter);
    const rows = await this.rows(where, params, CSV_MAX_ROWS, 0);
    return csvTable(
      CSV_COLUMNS,
      rows.map((row) => ({ ...row, before: auditValueInRupees(row.before), after: auditValueInRupees(row.after) })),
    );
  }

  private async rows(where: string, params: unknown[], limit: number, offset: number) {
    const rows = await this.db.query<AuditRow>(
      `select a.id, a.at, a.operator, a.role, a.action, a.target, a.before, a.after, a.address from audit a
       where ${where} order by a.at desc, a.id desc limit ${limit} offset ${offset}`,
      params,
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      at: consoleTime(r.at)!,
      before: r.before ?? null,
      after: r.after ?? null,
    }));
  }

  /** The filter as SQL over parameters only; days are the server's. */
  private where(filter: AuditFilter) {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      clauses.push(clause(`$${params.length}`));
    };
    if (filter.operator) add((p) => `a.operator = ${p}`, filter.operator.toLowerCase());
    // 'deposit' finds deposit.approve and deposit.reject; 'deposit.approve' only that. Compared
    // byte by byte (collate "C"): the actions under 'deposit' are those from 'deposit.' up to
    // 'deposit/' ('/' follows '.'), a range of the index audit_action (migration 022).
    if (filter.action)
      add(
        (p) =>
          `(a.action collate "C" = ${p} or (a.action collate "C" >= (${p} || '.') and a.action collate "C" < (${p} || '/')))`,
        filter.action,
      );
    if (filter.player) add((p) => `a.player_id = (select id from users where mobile = ${p})`, filter.player);
    if (filter.from) add((p) => `a.at >= ${p}`, startOfDay(filter.from));
    if (filter.to) add((p) => `a.at < ${p}`, startOfDay(nextDay(filter.to)));
    return { where: clauses.length ? clauses.join(' and ') : 'true', params };
  }
}
