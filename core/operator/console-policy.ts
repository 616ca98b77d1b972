import type { ConsoleAnswer } from '../ports/console-answer.js';
import { isTransportFailure, transportFailureIn, type TransportFailure } from '../session/transport-failure.js';
import type { ConsoleSession } from './console-session.js';
import { operatorText } from './operator-messages.js';
import { done, refused, type OperatorFailure, type OperatorOutcome } from './operator-outcome.js';

/**
 * The one place that decides what a console answer means: data, a refusal in the server's
 * words, an ended session (401: back to sign-in), or a call that did not complete.
 */
export class ConsolePolicy {
  constructor(private readonly session: ConsoleSession) {}

  async run<T>(call: () => Promise<ConsoleAnswer<T>>): Promise<OperatorOutcome<T>> {
    let answer: ConsoleAnswer<T>;
    try {
      answer = await call();
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
      return refused(transportFailureOf(error));
    }
    if (answer.ok) return done(answer.value);
    const { status, error, unsettled } = answer.refusal;
    if (status === 401) {
      const message = operatorText('sessionEnded');
      this.session.end(message);
      return refused({ kind: 'session-ended', message });
    }
    return refused({ kind: 'rejected', status, message: { raw: error }, ...(unsettled ? { unsettled } : {}) });
  }
}

/** A call that did not complete, as a failure that says so in the console's words. */
export function transportFailureOf(error: TransportFailure): OperatorFailure {
  return transportFailureIn(error, operatorText);
}
