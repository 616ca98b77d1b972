import type { ConsoleSessionGateway, OperatorIdentity, TotpSetup } from '../ports/console-session-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import type { ConsoleSession } from './console-session.js';
import { MIN_OPERATOR_PASSWORD, newPasswordError, totpCodeError } from './operator-input.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** The operator's own account: the password, and the optional TOTP second factor. */
export class MyAccount {
  constructor(
    private readonly gateway: ConsoleSessionGateway,
    private readonly policy: ConsolePolicy,
    private readonly session: ConsoleSession,
  ) {}

  /** Ends the operator's other sessions (the server does). */
  changePassword(form: { current: string; next: string; confirm: string }): Promise<OperatorOutcome<void>> {
    if (form.current === '') return Promise.resolve(badInput(operatorText('enterPassword'), 'current'));
    const error = newPasswordError(form.next, form.confirm);
    if (error) return Promise.resolve(badInput(error, form.next.length < MIN_OPERATOR_PASSWORD ? 'next' : 'confirm'));
    return this.policy.run(() => this.gateway.changePassword({ current: form.current, next: form.next }));
  }

  /** A new secret to scan or type; the factor is on only once a code from it is confirmed. */
  totpSetup(): Promise<OperatorOutcome<TotpSetup>> {
    return this.policy.run(() => this.gateway.totpSetup());
  }

  totpEnable(code: string): Promise<OperatorOutcome<OperatorIdentity>> {
    return this.withCode(code, (c) => this.gateway.totpEnable({ code: c }));
  }

  totpDisable(code: string): Promise<OperatorOutcome<OperatorIdentity>> {
    return this.withCode(code, (c) => this.gateway.totpDisable({ code: c }));
  }

  private async withCode(code: string, call: (code: string) => ReturnType<ConsoleSessionGateway['totpEnable']>) {
    const error = totpCodeError(code);
    if (error) return badInput<OperatorIdentity>(error, 'code');
    const outcome = await this.policy.run(() => call(code.trim()));
    if (outcome.ok) this.session.updateOperator(outcome.value);
    return outcome;
  }
}
