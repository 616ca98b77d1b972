// The owner's tools on the console's API (docs/console-api.md, "Calls": operators, audit):
// the operator accounts and the audit trail, what the server answers, written once. The
// settings are market setup's (market-setup.ts). The console's adapter reads the answers
// with these schemas; the server types its answers with what the schemas take (their input
// types), so whatever it sends, the console can read.
import * as v from 'valibot';
import { id, maybe, operatorIdentity, pageOf, words } from './console-wire.js';

/** An operator account as the owner's list shows it. */
export const operatorRow = v.object({
  ...operatorIdentity.entries,
  disabled: v.boolean(),
  createdAt: v.string(),
  lastSignInAt: maybe(v.string()),
  /** Who made the account: for its first days it is not its maker's second approver. */
  createdBy: maybe(v.string()),
});

/** GET operators: every operator account. */
export const operatorList = v.pipe(
  v.object({ rows: v.array(operatorRow) }),
  v.transform((a) => a.rows),
);

/** A JSON value of the trail as text ('' for none). */
const json = v.pipe(
  v.unknown(),
  v.transform((value) =>
    value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
  ),
);

/** A row of the audit trail: who did what to what, and the values before and after. */
export const auditRow = v.object({
  id,
  at: v.string(),
  operator: words,
  role: words,
  action: v.string(),
  target: words,
  before: json,
  after: json,
  address: words,
});

/** GET audit: a page of the trail, newest first. */
export const auditPage = pageOf(auditRow);

export type OperatorListAnswer = v.InferInput<typeof operatorList>;
export type AuditPageAnswer = v.InferInput<typeof auditPage>;
