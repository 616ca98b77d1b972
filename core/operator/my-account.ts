import type { ApiToken, ConsoleSessionGateway, OperatorIdentity, TotpSetup } from '../ports/console-session-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import type { ConsoleSession } from './console-session.js';
import { MIN_OPERATOR_PASSWORD, newPasswordError, totpCodeError } from './operator-input.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** The longest label of an API token, as the server takes it. */
export const MAX_API_TOKEN_LABEL = 60;

/** The operator's own account: the password, the optional TOTP second factor, and their API tokens. */
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

  apiTokens(): Promise<OperatorOutcome<{ tokens: ApiToken[] }>> {
    return this.policy.run(() => this.gateway.apiTokens());
  }

  /** A new token for the operator API, named for what it is for; the answer holds the token, shown this once. */
  createApiToken(label: string): Promise<OperatorOutcome<{ token: string; created: ApiToken }>> {
    const trimmed = label.trim();
    if (trimmed === '') return Promise.resolve(badInput(operatorText('enterTokenLabel'), 'label'));
    if (trimmed.length > MAX_API_TOKEN_LABEL)
      return Promise.resolve(
        badInput(operatorText('textTooLong', { label: 'Label', max: MAX_API_TOKEN_LABEL }), 'label'),
      );
    return this.policy.run(() => this.gateway.createApiToken({ label: trimmed }));
  }

  revokeApiToken(id: number): Promise<OperatorOutcome<{ revoked: ApiToken }>> {
    return this.policy.run(() => this.gateway.revokeApiToken(id));
  }

  private async withCode(code: string, call: (code: string) => ReturnType<ConsoleSessionGateway['totpEnable']>) {
    const error = totpCodeError(code);
    if (error) return badInput<OperatorIdentity>(error, 'code');
    const outcome = await this.policy.run(() => call(code.trim()));
    if (outcome.ok) this.session.updateOperator(outcome.value);
    return outcome;
  }
}
