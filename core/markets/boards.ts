import type { Game } from '../numbers/game-of-number.js';

/** How a board adds a number that is already on the slip (market-play §5). */
export type MergePolicy =
  /** Another entry (most boards: "no duplicate check"). */
  | 'append'
  /** The amounts add up (single digit bulk). */
  | 'merge'
  /** The amount is replaced in place, and an empty amount removes it (the grid board). */
  | 'replace';

export interface BoardSpec {
  /** The board's name, as titles and the review dialog show it. */
  title: string;
  route: string;
  /** The games whose numbers this board may put on the slip. */
  accepts: readonly Game[];
  merge: MergePolicy;
}

const PANAS: readonly Game[] = ['singlepanna', 'doublepanna', 'triplepanna'];

/** Every bid board of market-play §2, with the route it lives at. */
export const BOARDS = {
  singleDigits: { title: 'Single Digits', route: '/play', accepts: ['single'], merge: 'append' },
  singleBulk: { title: 'Single Bulk', route: '/mainBulk', accepts: ['single'], merge: 'merge' },
  jodi: { title: 'Jodi', route: '/play', accepts: ['jodi'], merge: 'append' },
  jodiBulk: { title: 'Jodi Bulk', route: '/jodiBulk', accepts: ['jodi'], merge: 'append' },
  singlePanna: { title: 'Single Panna', route: '/play', accepts: ['singlepanna'], merge: 'append' },
  singlePannaBulk: { title: 'Single Panna Bulk', route: '/singlePanaBulk', accepts: ['singlepanna'], merge: 'append' },
  doublePanna: { title: 'Double Panna', route: '/play', accepts: ['doublepanna'], merge: 'append' },
  doublePannaBulk: { title: 'Double Panna Bulk', route: '/order', accepts: ['doublepanna'], merge: 'replace' },
  triplePanna: { title: 'Triple Panna', route: '/play', accepts: ['triplepanna'], merge: 'append' },
  spMotor: { title: 'SP Motor', route: '/motor', accepts: ['singlepanna'], merge: 'append' },
  dpMotor: { title: 'DP Motor', route: '/motor', accepts: ['doublepanna'], merge: 'append' },
  groupJodi: { title: 'Group Jodi', route: '/groupJodi', accepts: ['jodi'], merge: 'append' },
  spDpTp: { title: 'SP DP TP', route: '/spdptp', accepts: PANAS, merge: 'append' },
  oddEven: { title: 'Odd Even', route: '/oddeven', accepts: ['single'], merge: 'append' },
  redBracket: { title: 'Red Bracket', route: '/redbracket', accepts: ['jodi'], merge: 'append' },
  digitBasedJodi: { title: 'Digit Based Jodi', route: '/digitBasedJodi', accepts: ['jodi'], merge: 'append' },
  choicePana: { title: 'Choice Pana SP DP', route: '/choicePana', accepts: PANAS, merge: 'append' },
  familyPana: { title: 'Family Pana', route: '/panelGroup', accepts: PANAS, merge: 'append' },
  twoDigitPanel: { title: 'Two Digit Panel (CP, SR)', route: '/twoDigitPanel', accepts: PANAS, merge: 'append' },
  crossing: { title: 'Crossing', route: '/crossing', accepts: ['jodi'], merge: 'append' },
  halfSangam: { title: 'Half Sangam', route: '/halfsangam', accepts: ['halfsangam'], merge: 'append' },
  halfSangamA: { title: 'Half Sangam A', route: '/halfSangamA', accepts: ['halfsangam'], merge: 'append' },
  halfSangamB: { title: 'Half Sangam B', route: '/halfSangamB', accepts: ['halfsangam'], merge: 'append' },
  fullSangam: { title: 'Full Sangam', route: '/fullSangam', accepts: ['fullsangam'], merge: 'append' },
  /** The spec's selector board (pana, digit and type dropdowns), finished as DOMAIN.md asks. */
  sangamSelector: { title: 'Sangam Selector', route: '/halfsangam', accepts: ['halfsangam'], merge: 'append' },
} as const satisfies Record<string, BoardSpec>;

export type BoardId = keyof typeof BOARDS;
