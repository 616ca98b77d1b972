import type { TransportFailureReason } from '../outcome/outcome.js';
import type { UnsettledBets } from '../ports/console-answer.js';
import type { OperatorText } from './operator-messages.js';

/** Why an operator use case gave no data: the player side's Failure, with the console's texts. */
export type OperatorFailure =
  /** The operator's input broke a rule; nothing was sent. */
  | { kind: 'invalid'; message: OperatorText; field?: string }
  /**
   * The server refused: bad input (400), not this role (403), not found (404), already
   * decided (409), throttled (429); or asked first (409 with the unsettled bets a market
   * change would take out of play: the same call with confirm goes ahead).
   */
  | { kind: 'rejected'; status: number; message: OperatorText; unsettled?: UnsettledBets }
  /** No session, or it ended (401): the console went back to sign-in. */
  | { kind: 'session-ended'; message: OperatorText }
  /** The call did not complete: no network, a timeout, an HTTP error without words, an unreadable answer. */
  | { kind: 'transport'; reason: TransportFailureReason; call: string; status?: number; message: OperatorText };

export type OperatorOutcome<T> = { ok: true; value: T } | { ok: false; failure: OperatorFailure };

export const done = <T>(value: T): OperatorOutcome<T> => ({ ok: true, value });
export const refused = <T = never>(failure: OperatorFailure): OperatorOutcome<T> => ({ ok: false, failure });
export const badInput = <T = never>(message: OperatorText, field?: string): OperatorOutcome<T> =>
  refused(field ? { kind: 'invalid', message, field } : { kind: 'invalid', message });
