import { isHTTPError, isTimeoutError, type ResponsePromise } from 'ky';
import * as v from 'valibot';
import { TransportFailure } from 'matka-core/player';
import { envelope } from '../../contract/player/envelope.js';

/**
 * Waits for a call's answer and reads it with the call's schema. Whatever goes wrong
 * becomes a TransportFailure naming the call, which core's session policy turns into a
 * typed failure.
 *
 * A non-2xx answer that carries the player API's envelope (session false, auth false,
 * nosession, error, errors, or a message) is handed on as the answer, with a bare message
 * made its `error`: every such envelope makes the policy end the call, so it never
 * reaches a use case as data. Any other non-2xx answer is an `http` failure.
 */
export async function readAnswer<S extends v.GenericSchema>(
  call: string,
  request: () => ResponsePromise,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: string;
  try {
    body = await (await request()).text();
  } catch (error) {
    if (isHTTPError(error)) return (await refusal(call, error.response)) as v.InferOutput<S>;
    if (isTimeoutError(error)) throw new TransportFailure('timeout', call, 'no answer before the timeout');
    throw new TransportFailure('network', call, error instanceof Error ? error.message : String(error));
  }
  const parsed = v.safeParse(schema, parseJson(call, body));
  if (!parsed.success)
    throw new TransportFailure('malformed', call, `unexpected answer: ${describeIssues(parsed.issues)}`);
  return parsed.output;
}

/** The envelope of an HTTP error answer, if it says why; otherwise an `http` failure. */
async function refusal(call: string, response: Response): Promise<v.InferOutput<typeof envelope>> {
  const httpFailure = new TransportFailure('http', call, `HTTP ${response.status}`, response.status);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw httpFailure;
  }
  const answer = v.safeParse(envelope, json);
  if (!answer.success) throw httpFailure;
  const { session, auth, nosession, error, errors, message, msg } = answer.output;
  const endsSession =
    session === false ||
    auth === false ||
    nosession === true ||
    nosession === 1 ||
    nosession === '1' ||
    nosession === 'true';
  const words = error ?? message ?? msg;
  if (endsSession || errors) return answer.output;
  if (words) return { ...answer.output, error: words };
  throw httpFailure;
}

function parseJson(call: string, body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    const start = body.trimStart().slice(0, 1);
    throw new TransportFailure(
      'malformed',
      call,
      start === '<' ? 'an HTML page instead of JSON' : 'an answer that is not JSON',
    );
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`)
    .join('; ');
}
