import { requireDigit } from '../numbers/digits.js';
import { requirePana } from '../numbers/panas.js';

/** Half sangam B: an open pana with a close digit, as the bid `ppp-d`. */
export function halfSangamB(openPana: string, closeDigit: number): string {
  return `${requirePana(openPana, 'The open pana')}-${requireDigit(closeDigit, 'The close digit')}`;
}
