import type { OperatorRole } from '../operator/roles.js';
import type { ConsoleAnswer } from './console-answer.js';
import type { OperatorIdentity } from './console-session-gateway.js';
import { token } from './token.js';

export interface OperatorRow extends OperatorIdentity {
  disabled: boolean;
  createdAt: string;
  lastSignInAt?: string | undefined;
  /** Who made the account (absent: the first owner, or an older server): for its first day not their second person. */
  createdBy?: string | undefined;
}

/** The owner's management of operator accounts. */
export interface OperatorsGateway {
  list(): Promise<ConsoleAnswer<OperatorRow[]>>;
  add(form: { username: string; password: string; role: OperatorRole }): Promise<ConsoleAnswer<OperatorIdentity>>;
  setRole(request: { id: string; role: OperatorRole }): Promise<ConsoleAnswer<OperatorIdentity>>;
  disable(request: { id: string }): Promise<ConsoleAnswer<OperatorIdentity>>;
  enable(request: { id: string }): Promise<ConsoleAnswer<OperatorIdentity>>;
}
export const OperatorsGateway = token<OperatorsGateway>('OperatorsGateway');
