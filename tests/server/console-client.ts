// A console operator over real HTTP: the session cookie and CSRF token as a browser keeps them.
import type { Role } from '../../server/services/platform/actor.js';
import { apiTokenActor } from '../../server/services/platform/actor.js';
import { bodyOf, type TestServer } from './server-harness.js';

export const OPERATOR_PASSWORD = 'operator-pass-1';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface ConsoleClient {
  cookie: string;
  csrf: string;
  operator: { id: number; username: string; role: Role; totpEnabled: boolean };
  /** A call to /console/api<path>; `csrf: false` leaves the header out, a string sends that instead. */
  call(method: string, path: string, body?: unknown, options?: { csrf?: string | false }): Promise<Answer>;
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await bodyOf(response), headers: response.headers };
}

export async function signInAnswer(url: string, payload: Record<string, unknown>): Promise<Answer> {
  return answer(
    await fetch(`${url}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }),
  );
}

export async function signIn(
  url: string,
  username: string,
  password = OPERATOR_PASSWORD,
  totp?: string,
): Promise<ConsoleClient> {
  const response = await fetch(`${url}/console/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, ...(totp ? { totp } : {}) }),
  });
  const signedIn = await answer(response);
  if (signedIn.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return client(url, cookie, signedIn.body.csrfToken as string, signedIn.body.operator as ConsoleClient['operator']);
}

export function client(url: string, cookie: string, csrf: string, operator: ConsoleClient['operator']): ConsoleClient {
  return {
    cookie,
    csrf,
    operator,
    async call(method, path, body, options = {}) {
      const token = options.csrf === undefined ? csrf : options.csrf;
      const headers: Record<string, string> = { cookie, ...(token === false ? {} : { 'x-csrf-token': token }) };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return answer(
        await fetch(`${url}/console/api${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    },
  };
}

/** An operator made straight through the service, as the owner's CLI would. */
export async function addOperator(
  s: TestServer,
  username: string,
  role: Role,
  password = OPERATOR_PASSWORD,
): Promise<number> {
  const { operator } = await s.services.console.operators.add(apiTokenActor('test'), { username, password, role });
  return operator.id;
}

/** Signs in one operator of each role (made first), named after the role with a suffix. */
export async function operatorsOfEveryRole(s: TestServer, suffix = ''): Promise<Record<Role, ConsoleClient>> {
  const roles: Role[] = ['owner', 'cashier', 'results', 'support'];
  const clients = {} as Record<Role, ConsoleClient>;
  for (const role of roles) {
    await addOperator(s, `${role}${suffix}`, role);
    clients[role] = await signIn(s.url, `${role}${suffix}`);
  }
  return clients;
}

/**
 * Moves the server's clock and signs every operator of `as` in again, in place (a console session
 * ends after 30 idle minutes); each is named after their role, as operatorsOfEveryRole makes them.
 */
export async function moveClockSignedIn(s: TestServer, as: Record<Role, ConsoleClient>, moment: Date): Promise<void> {
  s.clock.set(moment);
  for (const role of Object.keys(as) as Role[]) as[role] = await signIn(s.url, role);
}

/**
 * A result declared at the console's results desk with the figure typed twice, as the desk asks:
 * `day` names the market and its session or starline slot (and a day or `early` when needed).
 */
export const declareAtDesk = (who: ConsoleClient, day: Record<string, unknown>, pana: string, confirm = pana) =>
  who.call('POST', '/results/declare', { ...day, pana, confirm });

/** A jackpot's jodi declared at the results desk, typed twice; `day` names the market (and a day or `early`). */
export const declareJodiAtDesk = (who: ConsoleClient, day: Record<string, unknown>, jodi: string) =>
  who.call('POST', '/results/declare', { ...day, jodi, confirm: jodi });

/** A declared result corrected at the results desk, the new figure typed twice unless `confirm` says otherwise. */
export const correctAtDesk = (who: ConsoleClient, day: Record<string, unknown>, pana: string, confirm = pana) =>
  who.call('POST', '/results/correct', { ...day, pana, confirm });
