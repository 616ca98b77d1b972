import type { TransportFailureReason } from '../outcome/outcome.js';

const BRAND = Symbol.for('matka-core:TransportFailure');

/**
 * What a gateway throws when a call does not complete: the network is down, the answer
 * came too late, the server answered with an HTTP error, or the answer has the wrong
 * shape. The session policy turns it into a `transport` failure; nothing else throws.
 */
export class TransportFailure extends Error {
  override readonly name = 'TransportFailure';
  readonly [BRAND] = true;

  constructor(
    readonly reason: TransportFailureReason,
    /** The player API's name of the call, e.g. `login` or `place-bet`. */
    readonly call: string,
    detail: string,
    readonly status?: number,
  ) {
    super(`${call}: ${detail}`);
  }
}

/** True for a TransportFailure, also one made by another copy of the package. */
export function isTransportFailure(error: unknown): error is TransportFailure {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}

/** The four words that say why a call did not complete, in every catalogue that has them. */
export type TransportWord = 'timeoutFailure' | 'serverFailure' | 'malformedAnswer' | 'networkFailure';

/**
 * A call that did not complete as a `transport` failure, in the words of a catalogue (the
 * player's messages or the console's): one reading of the reason for both apps.
 */
export function transportFailureIn<M>(
  error: TransportFailure,
  words: (key: TransportWord, values?: Record<string, string | number>) => M,
) {
  const message =
    error.reason === 'timeout'
      ? words('timeoutFailure')
      : error.reason === 'http'
        ? words('serverFailure', { status: error.status ?? '?' })
        : error.reason === 'malformed'
          ? words('malformedAnswer')
          : words('networkFailure');
  return {
    kind: 'transport' as const,
    reason: error.reason,
    call: error.call,
    message,
    ...(error.status !== undefined ? { status: error.status } : {}),
  };
}
