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

/**
 * One of the operator's own tokens for the operator API (never the token itself, which is shown
 * once): a call with it acts as the operator, with their role, and counts as them in two-person
 * control. Times are in the server's zone, 'YYYY-MM-DD HH:MM'.
 */
export interface ApiToken {
  id: number;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** The operator's own session and account: sign-in, sign-out, password, second factor, API tokens. */
export interface ConsoleSessionGateway {
  signIn(form: { username: string; password: string; totp?: string }): Promise<ConsoleAnswer<ConsoleSessionInfo>>;
  session(): Promise<ConsoleAnswer<ConsoleSessionInfo>>;
  signOut(): Promise<ConsoleAnswer<void>>;
  changePassword(form: { current: string; next: string }): Promise<ConsoleAnswer<void>>;
  totpSetup(): Promise<ConsoleAnswer<TotpSetup>>;
  totpEnable(form: { code: string }): Promise<ConsoleAnswer<OperatorIdentity>>;
  totpDisable(form: { code: string }): Promise<ConsoleAnswer<OperatorIdentity>>;
  apiTokens(): Promise<ConsoleAnswer<{ tokens: ApiToken[] }>>;
  /** The new token itself, shown this once. */
  createApiToken(form: { label: string }): Promise<ConsoleAnswer<{ token: string; created: ApiToken }>>;
  revokeApiToken(id: number): Promise<ConsoleAnswer<{ revoked: ApiToken }>>;
}
export const ConsoleSessionGateway = token<ConsoleSessionGateway>('ConsoleSessionGateway');
