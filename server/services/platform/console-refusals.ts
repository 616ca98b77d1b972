import { Refusal } from './refusal.js';

/**
 * Refusals of operator actions, each with its HTTP status: the console and the bearer-token
 * operator API answer them alike (statusOf). They are Refusals, so any other caller of a
 * service answers them as its refusals.
 */
export class NotFound extends Refusal {
  readonly status = 404;
}

/** Already decided (a deposit, a withdrawal): says by whom. */
export class Conflict extends Refusal {
  readonly status = 409;
}

/** The operator's role may not do this now (a cashier without a daily wallet ceiling). */
export class Forbidden extends Refusal {
  readonly status = 403;
}

/** Sign-in refused until the wait is over. */
export class Throttled extends Refusal {
  readonly status = 429;
}

/** A TOTP code is needed, or the one given is wrong. */
export class TotpRequired extends Refusal {
  readonly status = 401;
}

export const statusOf = (error: Refusal): 400 | 401 | 403 | 404 | 409 | 429 =>
  error instanceof NotFound ||
  error instanceof Conflict ||
  error instanceof Forbidden ||
  error instanceof Throttled ||
  error instanceof TotpRequired
    ? error.status
    : 400;
