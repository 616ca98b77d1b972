import { englishText, text, type MessageKey } from 'matka-core/player';

/**
 * A request the server will not carry out, with the words the player reads. Routes turn
 * it into the player API's answer shape; nothing of the refused request has been written.
 * `text`, when given, is the same words as a catalogue text, so the app can show them in
 * the player's language.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    message: string,
    readonly text?: Text,
  ) {
    super(message);
  }
}

/** The player's session is not (or no longer) valid. */
export class SessionRefusal extends Refusal {}

/**
 * A refusal with one of core's messages: the answer names its key and values as well, so
 * the app shows it in the player's language (the English words stay for every other client).
 */
export class KeyedRefusal extends Refusal {
  constructor(
    readonly key: MessageKey,
    readonly values?: Record<string, string | number>,
  ) {
    super(englishText(text(key, values)));
  }
}
