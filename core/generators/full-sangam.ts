import { requirePana } from '../numbers/panas.js';

/** Full sangam: an open pana with a close pana, as the bid `ppp-ppp`. */
export function fullSangam(openPana: string, closePana: string): string {
  return `${requirePana(openPana, 'The open pana')}-${requirePana(closePana, 'The close pana')}`;
}
