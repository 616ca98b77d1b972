/**
 * What a player port answers: the call's value, or the server's refusal. Either may carry the
 * player's balance as the server saw it then (integer paise), which the session policy stores.
 *
 * A call that does not complete (no network, a timeout, an unreadable answer) is not an
 * answer: the port throws a `TransportFailure`, and the session policy turns it into a failure.
 */
export type PortAnswer<T> =
  { ok: true; value: T; balancePaise?: number } | { ok: false; refusal: Refusal; balancePaise?: number };

/**
 * Words the server sent with an answer: a catalogue key of core's messages with its values (so
 * the app shows them in the player's language), and/or its own words (shown as sent when the
 * key is missing or unknown to this app).
 */
export interface ServerWords {
  messageKey?: string;
  messageValues?: Record<string, string | number>;
  message?: string;
}

/**
 * Why the server refused a call. `code` is `sessionExpired` (the session timed out or was
 * replaced: sign in again, the mobile number is kept), `signedOut` (the account's sign-in is
 * gone: everything stored is cleared), the server's reason when it named one (its catalogue
 * key: `insufficientBalance`, `requestIdReused`, …), or `refused` when it named none.
 */
export interface Refusal extends ServerWords {
  code: RefusalCode;
  /** Every message of a refusal that named several (a form's fields), in order. */
  messages?: string[];
}

export type RefusalCode = 'sessionExpired' | 'signedOut' | 'refused' | (string & {});

/** A call's value, with the balance the answer carried. */
export function accepted<T>(value: T, balancePaise?: number): PortAnswer<T> {
  return balancePaise === undefined ? { ok: true, value } : { ok: true, value, balancePaise };
}

/** A refusal, with the balance the answer carried. */
export function refusedAnswer<T = never>(refusal: Refusal, balancePaise?: number): PortAnswer<T> {
  return balancePaise === undefined ? { ok: false, refusal } : { ok: false, refusal, balancePaise };
}

/** A command's answer when it has no data of its own: the words the server sent with it. */
export type Acknowledgement = ServerWords;
