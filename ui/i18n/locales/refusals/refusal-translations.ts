import type { RefusalKey } from 'matka-core/player';

/** The server's refusals (core's REFUSAL_MESSAGES) in one language: every key, none extra. */
export type RefusalTranslations = Record<RefusalKey, string>;
