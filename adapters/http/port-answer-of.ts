import { accepted, refusedAnswer, toPaise, type PortAnswer, type Refusal } from 'matka-core/player';
import type { WireEnvelope } from '../../contract/player/envelope.js';

/** The player API's envelope: the fields any of its answers may carry. */
export type { WireEnvelope };

/**
 * Reads a player API answer as a port's answer: its envelope decides whether the session ended
 * (`session: false`, `auth: false`, `nosession`) or the call was refused (`error`, `errors`, or a
 * success flag that is not set, when the call has one: pass `flag`); otherwise the answer's
 * value is `value(answer)`. The envelope's `wallet` (rupees) becomes the balance in paise.
 */
export function portAnswerOf<A extends WireEnvelope, T>(
  answer: A,
  value: (answer: A) => T,
  options: { flag?: (answer: A) => unknown } = {},
): PortAnswer<T> {
  const balance = answer.wallet === undefined ? undefined : toPaise(answer.wallet);
  const refusal = refusalOf(answer, options.flag);
  return refusal ? refusedAnswer(refusal, balance) : accepted(value(answer), balance);
}

function refusalOf<A extends WireEnvelope>(answer: A, flag: ((answer: A) => unknown) | undefined): Refusal | undefined {
  if (answer.auth === false) return { code: 'signedOut', ...wordsOf(answer) };
  if (answer.session === false) return { code: 'sessionExpired' };
  if (succeeded(answer.nosession)) return { code: 'signedOut' };
  if (typeof answer.error === 'string' && answer.error.trim() !== '') {
    return { ...keyOf(answer), code: codeOf(answer), message: answer.error };
  }
  const messages = messagesOf(answer.errors);
  if (messages.length > 0) return { ...keyOf(answer), code: codeOf(answer), message: messages[0]!, messages };
  if (flag && !succeeded(flag(answer))) return { ...keyOf(answer), code: codeOf(answer), ...wordsOf(answer) };
  return undefined;
}

/** The server's reason: its catalogue key, or `refused` when it named none. */
function codeOf(answer: WireEnvelope): string {
  return typeof answer.message_key === 'string' && answer.message_key !== '' ? answer.message_key : 'refused';
}

/**
 * The answer's catalogue key and values, as sent: core checks both against its catalogue and
 * shows the server's own words instead when the key is unknown or a value is not text or a number.
 */
export function keyOf(answer: WireEnvelope): Pick<Refusal, 'messageKey' | 'messageValues'> {
  if (typeof answer.message_key !== 'string' || answer.message_key === '') return {};
  const values = answer.message_values;
  return {
    messageKey: answer.message_key,
    ...(values === undefined || values === null ? {} : { messageValues: values as Record<string, string | number> }),
  };
}

/** The answer's words: its catalogue key and values, and its own message. */
export function wordsOf(answer: WireEnvelope): Pick<Refusal, 'messageKey' | 'messageValues' | 'message'> {
  const words = answer.message ?? answer.msg;
  return { ...keyOf(answer), ...(typeof words === 'string' && words.trim() !== '' ? { message: words } : {}) };
}

function messagesOf(errors: WireEnvelope['errors']): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
}

/** A JSON answer's success flag: true, 1, '1' or 'true'. */
export function succeeded(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/** A legacy form answer's success flag: anything but '0' (or 0 / false) counts as success. */
export function legacySucceeded(flag: unknown): boolean {
  return !(flag === '0' || flag === 0 || flag === false || flag === 'false');
}
