import { token } from './token.js';

/** Numbers in [0, 1) for shuffling (the quiz). */
export interface RandomSource {
  next(): number;
}
export const RandomSource = token<RandomSource>('RandomSource');
