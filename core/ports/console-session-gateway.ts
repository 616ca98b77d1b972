import type { OperatorRole } from '../operator/roles.js';
import type { ConsoleAnswer } from './console-answer.js';
import { token } from './token.js';

export interface OperatorIdentity {
  id: string;
  username: string;
  role: OperatorRole;
  totpEnabled: boolean;
}

export interface ConsoleSessionInfo {
  operator: OperatorIdentity;
  idleMinutes: number;
  /** The zone every time of the console is in, e.g. 'Asia/Kolkata'. */
  serverZone?: string | undefined;
}

export interface TotpSetup {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  otpauthUrl: string;
}

/** The operator's own session and account: sign-in, sign-out, password, second factor. */
export interface ConsoleSessionGateway {
  signIn(form: { username: string; password: string; totp?: string }): Promise<ConsoleAnswer<ConsoleSessionInfo>>;
  session(): Promise<ConsoleAnswer<ConsoleSessionInfo>>;
  signOut(): Promise<ConsoleAnswer<void>>;
  changePassword(form: { current: string; next: string }): Promise<ConsoleAnswer<void>>;
  totpSetup(): Promise<ConsoleAnswer<TotpSetup>>;
  totpEnable(form: { code: string }): Promise<ConsoleAnswer<OperatorIdentity>>;
  totpDisable(form: { code: string }): Promise<ConsoleAnswer<OperatorIdentity>>;
}
export const ConsoleSessionGateway = token<ConsoleSessionGateway>('ConsoleSessionGateway');
