/**
 * A statement PostgreSQL refused, as every caller and every log line sees it: the statement,
 * the SQLSTATE, the constraint, table and column it names, and PostgreSQL's words with any
 * value cut out. Never the parameters (a payment screenshot, bank details, a password's or
 * an OTP's hash, a session token's hash) and never PostgreSQL's detail ("Failing row
 * contains (…)": the refused row in full) or its context.
 */
export class QueryFailed extends Error {
  readonly code: string;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;

  constructor(
    readonly statement: string,
    message: string,
    fields: { code: string; constraint?: unknown; table?: unknown; column?: unknown },
  ) {
    super(message);
    this.code = fields.code;
    const name = (value: unknown) => (typeof value === 'string' ? value : undefined);
    this.constraint = name(fields.constraint);
    this.table = name(fields.table);
    this.column = name(fields.column);
  }
}
// On the prototype, so the stack (made in Error's constructor) says it too.
Object.defineProperty(QueryFailed.prototype, 'name', { value: 'QueryFailed' });

const STATEMENT_MAX = 1000;
/** Values PostgreSQL quotes in its words: `invalid input syntax for type integer: "…"`, `value "…" is out of range`. */
const QUOTED_VALUE = /(:\s*|\bvalue\s+)"(?:[^"]|"")*"/g;

interface DriverError {
  code: string;
  severity: string;
  message: string;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** An error of PostgreSQL itself (pg's and PGlite's alike carry a SQLSTATE and a severity). */
function isDriverError(error: unknown): error is DriverError {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Partial<DriverError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * What a failed query throws: PostgreSQL's error made a QueryFailed (its parameters, detail
 * and context left behind); any other error (ours, a lost connection) as it is.
 */
export function queryFailure(error: unknown, statement?: string, params?: readonly unknown[]): unknown {
  if (error instanceof QueryFailed || !isDriverError(error)) return error;
  const text = statement ?? (typeof error.query === 'string' ? error.query : 'an unknown statement');
  const values = params ?? (Array.isArray(error.params) ? error.params : []);
  let message = error.message.replace(QUOTED_VALUE, '$1"…"');
  for (const value of values) {
    const written = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    if (written.length >= 4) message = message.split(written).join('…');
  }
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const failure = new QueryFailed(
    oneLine.length > STATEMENT_MAX ? `${oneLine.slice(0, STATEMENT_MAX)}…` : oneLine,
    message,
    error,
  );
  Error.captureStackTrace(failure, queryFailure);
  return failure;
}

/**
 * An unexpected error as a log line may carry it: its stack (name, message, where), and a
 * failed query's statement and SQLSTATE. Never the error's other fields, which may hold what
 * a player sent.
 */
export function failureForLog(error: unknown): string {
  const failure = queryFailure(error);
  if (failure instanceof QueryFailed) {
    const names = [failure.constraint && `constraint ${failure.constraint}`, failure.table && `table ${failure.table}`]
      .filter(Boolean)
      .join(', ');
    return `${failure.stack ?? failure.message}\n  statement: ${failure.statement}\n  sqlstate ${failure.code}${names ? `, ${names}` : ''}`;
  }
  if (failure instanceof Error) return failure.stack ?? `${failure.name}: ${failure.message}`;
  return `a thrown ${typeof failure}, not an Error`;
}
