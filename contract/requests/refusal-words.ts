// A valibot check's message is a string; these remember which catalogue text each string is,
// so the server can refuse a request with its key and values and the app words it in the
// player's language (made once, when the schemas are built).
import { englishText, text, type MessageKey, type Text } from 'matka-core/player';

const TEXTS = new Map<string, Text>();

/** A check's message as one of core's texts: its English words, remembered with the key. */
export function said(key: MessageKey, values?: Record<string, string | number>): string {
  const spoken = text(key, values);
  const words = englishText(spoken);
  TEXTS.set(words, spoken);
  return words;
}

/** The catalogue text a check's message was made from, if it was made by `said`. */
export const textOfMessage = (message: string): Text | undefined => TEXTS.get(message);
