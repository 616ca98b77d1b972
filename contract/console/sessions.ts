// The operator's session and own account on the console's API (docs/console-api.md,
// "Sessions" and "Calls": me): sign-in, the session, two-factor sign-in and the operator's
// API tokens, what the server answers, written once. The console's adapter reads the
// answers with these schemas; the server types its answers with what the schemas take
// (their input types), so whatever it sends, the console can read.
import * as v from 'valibot';
import { maybe, operatorIdentity } from './console-wire.js';

/** POST sign-in and GET session: the operator, the CSRF token the calls send, the idle time and the server's zone. */
export const sessionAnswer = v.object({
  operator: operatorIdentity,
  csrfToken: v.string(),
  idleMinutes: v.optional(v.number(), 30),
  serverZone: maybe(v.string()),
});

/** POST me/totp/setup: the new secret, for the authenticator app. */
export const totpSetup = v.object({ secret: v.string(), otpauthUrl: v.string() });

/** One of the operator's tokens for the operator API (never the token itself). */
export const apiToken = v.object({
  id: v.pipe(v.number(), v.integer()),
  label: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
  revokedBy: v.nullable(v.string()),
});

/** GET me/api-tokens: the live tokens, then the newest revoked ones. */
export const apiTokenList = v.object({ tokens: v.array(apiToken) });

/** POST me/api-tokens: the token itself, shown this once, and its row. */
export const apiTokenCreated = v.object({ token: v.string(), created: apiToken });

/** POST me/api-tokens/:id/revoke: the token's row, revoked. */
export const apiTokenRevoked = v.object({ revoked: apiToken });

export type SessionAnswer = v.InferInput<typeof sessionAnswer>;
export type TotpSetupAnswer = v.InferInput<typeof totpSetup>;
export type ApiTokenAnswer = v.InferInput<typeof apiToken>;
export type ApiTokenListAnswer = v.InferInput<typeof apiTokenList>;
export type ApiTokenCreatedAnswer = v.InferInput<typeof apiTokenCreated>;
export type ApiTokenRevokedAnswer = v.InferInput<typeof apiTokenRevoked>;
