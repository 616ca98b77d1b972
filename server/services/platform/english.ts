import { englishText, text, type MessageKey } from 'matka-core/player';

/** One of core's messages in English: the server answers with the very words the app shows. */
export const english = (key: MessageKey, values?: Record<string, string | number>) => englishText(text(key, values));

/** A count and its noun, in English: '1 second', '45 seconds', '1.5 hours'. */
export const counted = (count: number, one: string, other = `${one}s`) => `${count} ${count === 1 ? one : other}`;
