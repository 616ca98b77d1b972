import { requireDigitString } from '../numbers/digits.js';
import { DOUBLE_PANAS } from '../numbers/panas.js';
import { panasMadeOf } from './panas-made-of.js';

/** DP motor: every double pana made only of the typed digits (`'12'` → 112 122). */
export function dpMotor(digits: string): string[] {
  return panasMadeOf(DOUBLE_PANAS, requireDigitString(digits, 'DP motor'));
}
