/** The fields any answer may carry, which the session policy reads. */
export interface Envelope {
  session?: boolean;
  auth?: boolean;
  wallet?: string | number;
  message?: string;
  msg?: string;
  error?: string;
  errors?: Record<string, string | readonly string[]>;
  /** A refusal's words as one of core's messages, so the app shows it in the player's language. */
  message_key?: string;
  message_values?: Record<string, string | number>;
  /** Legacy form answers: the session is over. */
  nosession?: boolean | string | number;
  /** The server's words as a catalogue text (`{ key, values }`), so they show in the player's language. */
  text?: unknown;
}

/** A JSON answer's success flag: true, 1, '1' or 'true'. */
export function succeeded(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/** A legacy answer's success flag: anything but '0' (or 0 / false) counts as success. */
export function legacySucceeded(flag: unknown): boolean {
  return !(flag === '0' || flag === 0 || flag === false || flag === 'false');
}

/** The server's own words in an answer, if it sent any. */
export function serverMessage(answer: Envelope): string | undefined {
  const words = answer.message ?? answer.msg;
  return typeof words === 'string' && words.trim() !== '' ? words : undefined;
}
