import type { REFUSAL_MESSAGES } from '../../../../core/messages/refusal-messages.js';

/** The server's refusals (core's REFUSAL_MESSAGES) in one language: every key, none extra. */
export type RefusalTranslations = Record<keyof typeof REFUSAL_MESSAGES, string>;
