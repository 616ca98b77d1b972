import { englishText, text, type MessageKey } from '../../core/index.js';

/** One of core's messages in English: the server answers with the very words the app shows. */
export const english = (key: MessageKey, values?: Record<string, string | number>) => englishText(text(key, values));
