import type { Text } from '../messages/text.js';

/** Why a use case gave no data. Every case carries what to tell the player. */
export type Failure =
  /** The player's input broke a rule; nothing was sent. */
  | { kind: 'invalid'; message: Text; field?: string }
  /** The server answered but refused; `code` is its refusal's code (a port's `Refusal`), where it had one. */
  | { kind: 'rejected'; message: Text; code?: string }
  /** The session is over (session false, auth false, nosession): the player was sent to /login. */
  | { kind: 'session-ended'; message: Text }
  /** The call did not complete: no network, a timeout, an HTTP error or an unreadable answer. */
  | { kind: 'transport'; reason: TransportFailureReason; call: string; status?: number; message: Text };

export type TransportFailureReason = 'network' | 'timeout' | 'http' | 'malformed';

/** Either the data a use case promised or the reason it has none. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failed = <T = never>(failure: Failure): Outcome<T> => ({ ok: false, failure });
export const invalid = <T = never>(message: Text, field?: string): Outcome<T> =>
  failed(field ? { kind: 'invalid', message, field } : { kind: 'invalid', message });
export const rejected = <T = never>(message: Text): Outcome<T> => failed({ kind: 'rejected', message });
