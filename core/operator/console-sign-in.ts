import type { ConsoleSessionGateway, ConsoleSessionInfo } from '../ports/console-session-gateway.js';
import { isTransportFailure } from '../session/transport-failure.js';
import { transportFailureOf } from './console-policy.js';
import type { ConsoleSession } from './console-session.js';
import { operatorText, type OperatorText } from './operator-messages.js';
import { badInput, done, refused, type OperatorOutcome } from './operator-outcome.js';
import { totpCodeError } from './operator-input.js';

export type SignInStep = { kind: 'signed-in'; info: ConsoleSessionInfo } | { kind: 'totp'; message: OperatorText };

export interface SignInForm {
  username: string;
  password: string;
  /** Only on the second step, when the server asked for it. */
  totp?: string | undefined;
}

/** Signing in to the console: username and password, then a TOTP code when the server asks. */
export class ConsoleSignIn {
  private running: Promise<OperatorOutcome<SignInStep>> | undefined;

  constructor(
    private readonly gateway: ConsoleSessionGateway,
    private readonly session: ConsoleSession,
  ) {}

  /** A second press while signing in gets the same answer, not a second try (tries are throttled). */
  run(form: SignInForm): Promise<OperatorOutcome<SignInStep>> {
    this.running ??= this.signIn(form).finally(() => (this.running = undefined));
    return this.running;
  }

  private async signIn(form: SignInForm): Promise<OperatorOutcome<SignInStep>> {
    const username = form.username.trim();
    if (username === '') return badInput(operatorText('enterUsername'), 'username');
    if (form.password === '') return badInput(operatorText('enterPassword'), 'password');
    const totp = form.totp?.trim();
    if (totp !== undefined) {
      const error = totpCodeError(totp);
      if (error) return badInput(error, 'totp');
    }
    try {
      const answer = await this.gateway.signIn({
        username,
        password: form.password,
        ...(totp !== undefined ? { totp } : {}),
      });
      if (answer.ok) {
        this.session.begin(answer.value);
        return done({ kind: 'signed-in', info: answer.value });
      }
      const { status, error, totpRequired } = answer.refusal;
      if (totpRequired) return done({ kind: 'totp', message: { raw: error } });
      return refused({ kind: 'rejected', status, message: { raw: error } });
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
      return refused(transportFailureOf(error));
    }
  }
}
