import { requireDigit } from '../numbers/digits.js';
import { requirePana } from '../numbers/panas.js';

/** Half sangam A: an open digit with a close pana, as the bid `d-ppp`. */
export function halfSangamA(openDigit: number, closePana: string): string {
  return `${requireDigit(openDigit, 'The open digit')}-${requirePana(closePana, 'The close pana')}`;
}
