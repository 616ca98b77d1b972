import { requireDigitString } from '../numbers/digits.js';
import { SINGLE_PANAS } from '../numbers/panas.js';
import { panasMadeOf } from './panas-made-of.js';

/** SP motor: every single pana made only of the typed digits (`'1234'` → 123 124 134 234). */
export function spMotor(digits: string): string[] {
  return panasMadeOf(SINGLE_PANAS, requireDigitString(digits, 'SP motor'));
}
