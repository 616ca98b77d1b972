import type { OperatorIdentity } from '../ports/console-session-gateway.js';
import type { OperatorRow, OperatorsGateway } from '../ports/operators-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { KeyedFlight } from './keyed-flight.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';
import { MIN_OPERATOR_PASSWORD, roleError, usernameError } from './operator-input.js';
import { operatorText } from './operator-messages.js';
import type { OperatorRole } from './roles.js';

/** The owner's operators: list, add, change a role, disable and enable. */
export class OperatorAccounts {
  private readonly flight = new KeyedFlight<OperatorOutcome<OperatorIdentity>>();

  constructor(
    private readonly operators: OperatorsGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  list(): Promise<OperatorOutcome<OperatorRow[]>> {
    return this.policy.run(() => this.operators.list());
  }

  add(form: { username: string; password: string; role: string }): Promise<OperatorOutcome<OperatorIdentity>> {
    const username = form.username.trim();
    const nameError = usernameError(username);
    if (nameError) return Promise.resolve(badInput(nameError, 'username'));
    if (form.password.length < MIN_OPERATOR_PASSWORD) {
      return Promise.resolve(badInput(operatorText('newPasswordTooShort', { min: MIN_OPERATOR_PASSWORD }), 'password'));
    }
    const badRole = roleError(form.role);
    if (badRole) return Promise.resolve(badInput(badRole, 'role'));
    const role = form.role as OperatorRole;
    return this.flight.run(`add:${username}`, () =>
      this.policy.run(() => this.operators.add({ username, password: form.password, role })),
    );
  }

  setRole(id: string, role: string): Promise<OperatorOutcome<OperatorIdentity>> {
    const badRole = roleError(role);
    if (badRole) return Promise.resolve(badInput(badRole, 'role'));
    return this.flight.run(id, () => this.policy.run(() => this.operators.setRole({ id, role: role as OperatorRole })));
  }

  /** Disabling ends the operator's sessions; the server keeps the last owner. */
  disable(id: string): Promise<OperatorOutcome<OperatorIdentity>> {
    return this.flight.run(id, () => this.policy.run(() => this.operators.disable({ id })));
  }

  enable(id: string): Promise<OperatorOutcome<OperatorIdentity>> {
    return this.flight.run(id, () => this.policy.run(() => this.operators.enable({ id })));
  }
}
