import { APP_MESSAGES } from './app-messages.js';
import { BOARD_INPUT_MESSAGES } from './board-input-messages.js';
import { PROTECTION_MESSAGES } from './protection-messages.js';
import { REFUSAL_MESSAGES } from './refusal-messages.js';

/**
 * Every text core shows a player, in English, keyed for translation. The UI renders a
 * `Text` through i18next with these keys; `englishText` renders it here. Values in braces
 * are filled from the text's values. Its parts: the app's own screens (app-messages.ts), the
 * boards' inputs, the protections and the server's refusals; message-key.ts tells a key
 * without them.
 */
export const MESSAGES = {
  ...APP_MESSAGES,
  ...BOARD_INPUT_MESSAGES,
  ...PROTECTION_MESSAGES,
  ...REFUSAL_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
