import type { Game } from '../numbers/game-of-number.js';
import { ROUTES } from '../routes/route-table.js';

/** How a board adds a number that is already on the slip. */
export type MergePolicy =
  /**
   * The amounts add up: a slip never holds the same bid (number and session) twice, not even
   * when a slip restored from an abandoned visit gets the same number again. The existing app's boards
   * append a second entry ("no duplicate check"); two identical rows only confuse.
   */
  | 'merge'
  /** The amount is replaced in place, and an empty amount removes it (the grid board). */
  | 'replace';

export interface BoardSpec {
  /** The board's name, as titles and the review dialog show it. */
  title: string;
  /** Where the board is played (core/routes). */
  route: (typeof ROUTES)[keyof typeof ROUTES]['path'];
  /** The games whose numbers this board may put on the slip. */
  accepts: readonly Game[];
  merge: MergePolicy;
  /** A tap adds the amount again (single digit bulk): a merge is what the player asked for, so it is not announced. */
  taps?: true;
}

const PANAS: readonly Game[] = ['singlepanna', 'doublepanna', 'triplepanna'];

/** Every bid board, with the route it lives at. */
export const BOARDS = {
  singleDigits: { title: 'Single Digits', route: ROUTES.play.path, accepts: ['single'], merge: 'merge' },
  singleBulk: { title: 'Single Bulk', route: ROUTES.mainBulk.path, accepts: ['single'], merge: 'merge', taps: true },
  jodi: { title: 'Jodi', route: ROUTES.play.path, accepts: ['jodi'], merge: 'merge' },
  jodiBulk: { title: 'Jodi Bulk', route: ROUTES.jodiBulk.path, accepts: ['jodi'], merge: 'merge' },
  singlePanna: { title: 'Single Panna', route: ROUTES.play.path, accepts: ['singlepanna'], merge: 'merge' },
  singlePannaBulk: {
    title: 'Single Panna Bulk',
    route: ROUTES.singlePanaBulk.path,
    accepts: ['singlepanna'],
    merge: 'merge',
  },
  doublePanna: { title: 'Double Panna', route: ROUTES.play.path, accepts: ['doublepanna'], merge: 'merge' },
  doublePannaBulk: { title: 'Double Panna Bulk', route: ROUTES.order.path, accepts: ['doublepanna'], merge: 'replace' },
  triplePanna: { title: 'Triple Panna', route: ROUTES.play.path, accepts: ['triplepanna'], merge: 'merge' },
  spMotor: { title: 'SP Motor', route: ROUTES.motor.path, accepts: ['singlepanna'], merge: 'merge' },
  dpMotor: { title: 'DP Motor', route: ROUTES.motor.path, accepts: ['doublepanna'], merge: 'merge' },
  groupJodi: { title: 'Group Jodi', route: ROUTES.groupJodi.path, accepts: ['jodi'], merge: 'merge' },
  spDpTp: { title: 'SP DP TP', route: ROUTES.spdptp.path, accepts: PANAS, merge: 'merge' },
  oddEven: { title: 'Odd Even', route: ROUTES.oddeven.path, accepts: ['single'], merge: 'merge' },
  redBracket: { title: 'Red Bracket', route: ROUTES.redbracket.path, accepts: ['jodi'], merge: 'merge' },
  digitBasedJodi: { title: 'Digit Based Jodi', route: ROUTES.digitBasedJodi.path, accepts: ['jodi'], merge: 'merge' },
  choicePana: { title: 'Choice Pana SP DP', route: ROUTES.choicePana.path, accepts: PANAS, merge: 'merge' },
  familyPana: { title: 'Family Pana', route: ROUTES.panelGroup.path, accepts: PANAS, merge: 'merge' },
  twoDigitPanel: {
    title: 'Two Digit Panel (CP, SR)',
    route: ROUTES.twoDigitPanel.path,
    accepts: PANAS,
    merge: 'merge',
  },
  crossing: { title: 'Crossing', route: ROUTES.crossing.path, accepts: ['jodi'], merge: 'merge' },
  halfSangam: { title: 'Half Sangam', route: ROUTES.halfsangam.path, accepts: ['halfsangam'], merge: 'merge' },
  halfSangamA: { title: 'Half Sangam A', route: ROUTES.halfSangamA.path, accepts: ['halfsangam'], merge: 'merge' },
  halfSangamB: { title: 'Half Sangam B', route: ROUTES.halfSangamB.path, accepts: ['halfsangam'], merge: 'merge' },
  fullSangam: { title: 'Full Sangam', route: ROUTES.fullSangam.path, accepts: ['fullsangam'], merge: 'merge' },
  /** The selector board (pana, digit and type dropdowns), unfinished in the app this one replaces, finished here (docs/deliberate-differences.md). */
  sangamSelector: { title: 'Sangam Selector', route: ROUTES.halfsangam.path, accepts: ['halfsangam'], merge: 'merge' },
} as const satisfies Record<string, BoardSpec>;

export type BoardId = keyof typeof BOARDS;
