import type { useText } from './use-text.js';

/** A bid's session in the player's language ('OPEN' → 'ओपन'); a jodi or starline bid has none: '—'. */
export function sessionLabel(text: ReturnType<typeof useText>, session: string): string {
  if (session === 'OPEN') return text('sessionOpen');
  if (session === 'CLOSE') return text('sessionClose');
  return session || '—';
}
