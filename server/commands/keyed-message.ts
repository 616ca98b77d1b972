import { text, type MessageKey, type Text } from 'matka-core/player';
import { english } from '../services/platform/english.js';

// A valibot check's message is a string; these remember which catalogue text each string is,
// so parseCommand can answer with its key and values (made once, when the schemas are built).
const TEXTS = new Map<string, Text>();

/** A check's message as one of core's texts: its English words, remembered with the key. */
export function said(key: MessageKey, values?: Record<string, string | number>): string {
  const words = english(key, values);
  TEXTS.set(words, text(key, values));
  return words;
}

/** The catalogue text a check's message was made from, if it was made by `said`. */
export const textOfMessage = (message: string): Text | undefined => TEXTS.get(message);
