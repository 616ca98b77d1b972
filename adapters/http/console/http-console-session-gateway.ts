import * as v from 'valibot';
import type { ConsoleAnswer, ConsoleSessionGateway, ConsoleSessionInfo } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as requests from '../../../contract/console/console-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';
import { okAnswer, operatorAnswer } from '../../../contract/console/console-wire.js';
import {
  apiTokenCreated,
  apiTokenList,
  apiTokenRevoked,
  sessionAnswer,
  totpSetup,
} from '../../../contract/console/sessions.js';

/** The operator's session and own account over /console/api. */
export class HttpConsoleSessionGateway implements ConsoleSessionGateway {
  constructor(private readonly client: ConsoleClient) {}

  signIn: ConsoleSessionGateway['signIn'] = async (form) =>
    this.withCsrf(
      await this.client.post('sign-in', 'sign-in', form satisfies RequestBody<typeof requests.SignIn>, sessionAnswer),
    );
  session: ConsoleSessionGateway['session'] = async () =>
    this.withCsrf(await this.client.get('session', 'session', {}, sessionAnswer));

  signOut: ConsoleSessionGateway['signOut'] = async () => {
    try {
      return await this.client.post('sign-out', 'sign-out', {}, okAnswer);
    } finally {
      this.client.rememberCsrf(undefined);
    }
  };

  changePassword: ConsoleSessionGateway['changePassword'] = (form) =>
    this.client.post(
      'me/password',
      'me/password',
      form satisfies RequestBody<typeof requests.PasswordChange>,
      okAnswer,
    );
  totpSetup: ConsoleSessionGateway['totpSetup'] = () =>
    this.client.post('me/totp/setup', 'me/totp/setup', {}, totpSetup);
  totpEnable: ConsoleSessionGateway['totpEnable'] = (form) =>
    this.client.post(
      'me/totp/enable',
      'me/totp/enable',
      form satisfies RequestBody<typeof requests.TotpCode>,
      operatorAnswer,
    );
  totpDisable: ConsoleSessionGateway['totpDisable'] = (form) =>
    this.client.post(
      'me/totp/disable',
      'me/totp/disable',
      form satisfies RequestBody<typeof requests.TotpCode>,
      operatorAnswer,
    );
  apiTokens: ConsoleSessionGateway['apiTokens'] = () =>
    this.client.get('me/api-tokens', 'me/api-tokens', {}, apiTokenList);
  createApiToken: ConsoleSessionGateway['createApiToken'] = (form) =>
    this.client.post(
      'me/api-tokens',
      'me/api-tokens',
      form satisfies RequestBody<typeof requests.ApiTokenLabel>,
      apiTokenCreated,
    );
  revokeApiToken: ConsoleSessionGateway['revokeApiToken'] = (id) =>
    this.client.post('me/api-tokens/:id/revoke', `me/api-tokens/${id}/revoke`, {}, apiTokenRevoked);

  /** Keeps the CSRF token for the transport; core sees the session without it. */
  private withCsrf(answer: ConsoleAnswer<v.InferOutput<typeof sessionAnswer>>): ConsoleAnswer<ConsoleSessionInfo> {
    if (!answer.ok) return answer;
    const { csrfToken, operator, idleMinutes, serverZone } = answer.value;
    this.client.rememberCsrf(csrfToken);
    return { ok: true, value: { operator, idleMinutes, serverZone } };
  }
}
