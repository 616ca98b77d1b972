import type { SecureStorage } from '../ports/secure-storage.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

/** How a player reaches the operator: a phone call and a WhatsApp chat, when the settings name them. */
export interface ContactLinks {
  call?: string;
  whatsapp?: string;
}

/** A stored number as an Indian number with its 91 prefix; a number that already has it keeps one. */
function withIndiaPrefix(value: unknown): string | undefined {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return digits.length > 0 ? `91${digits}` : undefined;
}

/** The contact links of the stored settings `call_number` and `whatsapp` (home, the bottom bar, the deposit screen). */
export function contactLinks(storage: SecureStorage): ContactLinks {
  const call = withIndiaPrefix(storage.get(STORAGE_KEYS.callNumber, ''));
  const whatsapp = withIndiaPrefix(storage.get(STORAGE_KEYS.whatsapp, ''));
  return { ...(call ? { call: `tel:+${call}` } : {}), ...(whatsapp ? { whatsapp: `https://wa.me/${whatsapp}` } : {}) };
}
