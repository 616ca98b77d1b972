// matka-core: the numbers. The catalogue (digits, jodis, panas), the bid generators of every
// board, and the one error they throw. No runtime dependency, no work at import beyond the
// catalogue's tables: one generator costs a browser bundle a few kilobytes.

// The number catalogue.
export { DIGITS, JODIS, cut, digitRank } from '../numbers/digits.js';
export {
  ALL_PANAS,
  DOUBLE_PANAS,
  PANA_KINDS,
  SINGLE_PANAS,
  TRIPLE_PANAS,
  ank,
  isPana,
  panaKind,
  panasOfKind,
  type PanaKind,
} from '../numbers/panas.js';
export { InvalidBidInput, isInvalidBidInput } from '../numbers/invalid-bid-input.js';
export type { InvalidBidInputCode } from '../numbers/invalid-bid-input-code.js';

// The bid generators, one per board.
export { choicePana } from '../generators/choice-pana.js';
export { crossing } from '../generators/crossing.js';
export { digitBasedJodi } from '../generators/digit-based-jodi.js';
export { dpMotor } from '../generators/dp-motor.js';
export { familyPana } from '../generators/family-pana.js';
export { fullSangam } from '../generators/full-sangam.js';
export { groupJodi } from '../generators/group-jodi.js';
export { halfSangamA } from '../generators/half-sangam-a.js';
export { halfSangamB } from '../generators/half-sangam-b.js';
export { oddEven } from '../generators/odd-even.js';
export { redBracket } from '../generators/red-bracket.js';
export { singlePanaBulk } from '../generators/single-pana-bulk.js';
export { spDpTp } from '../generators/sp-dp-tp.js';
export { spMotor } from '../generators/sp-motor.js';
export { twoDigitPanel } from '../generators/two-digit-panel.js';
export { GAMES, gameOfNumber, isSessionless, type Game } from '../numbers/game-of-number.js';
export { GAME_NAMES_EN, englishGameName } from '../numbers/game-names.js';
