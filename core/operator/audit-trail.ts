import type { AuditFilters, AuditGateway, AuditRow } from '../ports/audit-gateway.js';
import type { ConsolePage } from '../ports/console-answer.js';
import type { ConsolePolicy } from './console-policy.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';
import { dayError } from './operator-input.js';
import { auditTextInRupees } from './audit-rupees.js';

/** The filters as sent: trimmed, the empty ones left out. */
export function auditFilters(filters: AuditFilters): AuditFilters {
  const entries = Object.entries(filters).map(
    ([key, value]) => [key, typeof value === 'string' ? value.trim() : ''] as const,
  );
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** The audit trail (owner): filtered pages of it, and the CSV of every matching row. */
export class AuditTrail {
  constructor(
    private readonly audit: AuditGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  /** A page of the trail, its money in rupees (the server sends paise, as it keeps them). */
  async list(filters: AuditFilters, page: number): Promise<OperatorOutcome<ConsolePage<AuditRow>>> {
    const checked = checkDays(filters);
    if (checked) return checked;
    const outcome = await this.policy.run(() => this.audit.list({ ...auditFilters(filters), page }));
    if (!outcome.ok) return outcome;
    const rows = outcome.value.rows.map((row) => ({
      ...row,
      before: auditTextInRupees(row.before),
      after: auditTextInRupees(row.after),
    }));
    return { ok: true, value: { ...outcome.value, rows } };
  }

  csvUrl(filters: AuditFilters): string {
    return this.audit.csvUrl(auditFilters(filters));
  }
}

function checkDays(filters: AuditFilters) {
  for (const field of ['from', 'to'] as const) {
    const error = dayError(filters[field] ?? '');
    if (error) return badInput(error, field);
  }
  const { from, to } = auditFilters(filters);
  return from && to && from > to ? badInput(operatorText('fromAfterTo'), 'from') : undefined;
}
