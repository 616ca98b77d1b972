import * as v from 'valibot';
import type { ConsoleAnswer, ConsoleSessionGateway, ConsoleSessionInfo } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as requests from '../../../contract/console/console-requests.js';
import { requestBody } from '../../../contract/requests/request-body.js';
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
      await this.client.post('sign-in', 'sign-in', requestBody<typeof requests.SignIn>(form), sessionAnswer),
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
    this.client.post('me/password', 'me/password', requestBody<typeof requests.PasswordChange>(form), okAnswer);
  totpSetup: ConsoleSessionGateway['totpSetup'] = () =>
    this.client.post('me/totp/setup', 'me/totp/setup', {}, totpSetup);
  totpEnable: ConsoleSessionGateway['totpEnable'] = (form) =>
    this.client.post('me/totp/enable', 'me/totp/enable', requestBody<typeof requests.TotpCode>(form), operatorAnswer);
  totpDisable: ConsoleSessionGateway['totpDisable'] = (form) =>
    this.client.post('me/totp/disable', 'me/totp/disable', requestBody<typeof requests.TotpCode>(form), operatorAnswer);
  apiTokens: ConsoleSessionGateway['apiTokens'] = () =>
    this.client.get('me/api-tokens', 'me/api-tokens', {}, apiTokenList);
  createApiToken: ConsoleSessionGateway['createApiToken'] = (form) =>
    this.client.post(
      'me/api-tokens',
      'me/api-tokens',
      requestBody<typeof requests.ApiTokenLabel>(form),
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
