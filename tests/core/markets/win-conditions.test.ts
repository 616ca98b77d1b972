import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ALL_PANAS,
  decidedBy,
  DIGITS,
  formatResult,
  GAMES,
  gameOfNumber,
  JODIS,
  winsOn,
  type Game,
} from '../../../core/index.js';
import { pana } from '../../../testing/arbitraries.js';
import { digitSum } from '../../../testing/reference-catalogue.js';

// docs/number-rules.md's example day: open pana 250 (ank 7), close pana 489 (ank 1), jodi 71.
const DAY = { openPana: '250', closePana: '489' };
const OPEN_ONLY = { openPana: '250', closePana: null };

describe('winsOn: docs/number-rules.md, "what each game wins on", game by game', () => {
  it.each([
    ['single', '7', 'OPEN', true, 'd = open digit (OPEN)'],
    ['single', '1', 'OPEN', false, 'the close digit does not win an OPEN single'],
    ['single', '1', 'CLOSE', true, 'd = close digit (CLOSE)'],
    ['single', '7', 'CLOSE', false, 'the open digit does not win a CLOSE single'],
    ['jodi', '71', '', true, 'equals the jodi'],
    ['jodi', '17', '', false, 'the digits the other way round'],
    ['singlepanna', '250', 'OPEN', true, 'equals the open pana (OPEN)'],
    ['singlepanna', '489', 'CLOSE', true, 'equals the close pana (CLOSE)'],
    ['singlepanna', '250', 'CLOSE', false, 'the open pana does not win a CLOSE pana'],
    ['halfsangam', '7-489', '', true, 'A: d = open digit and ppp = close pana'],
    ['halfsangam', '1-489', '', false, 'A with the close digit'],
    ['halfsangam', '250-1', '', true, 'B: ppp = open pana and d = close digit'],
    ['halfsangam', '250-7', '', false, 'B with the open digit'],
    ['fullsangam', '250-489', '', true, 'open pana and close pana both match'],
    ['fullsangam', '489-250', '', false, 'the panas the other way round'],
  ] as const)('%s %s %s → %s (%s)', (game, number, session, wins, _why) => {
    expect(winsOn(game, number, session, DAY)).toBe(wins);
  });

  it.each([
    ['doublepanna', '550', '118', 'OPEN', '550'],
    ['doublepanna', '550', '118', 'CLOSE', '118'],
    ['triplepanna', '777', '000', 'OPEN', '777'],
    ['triplepanna', '777', '000', 'CLOSE', '000'],
  ] as const)('%s: with %s and %s declared, %s wins on %s', (game, openPana, closePana, session, winner) => {
    expect(winsOn(game, winner, session, { openPana, closePana })).toBe(true);
    expect(winsOn(game, winner === openPana ? closePana : openPana, session, { openPana, closePana })).toBe(false);
  });

  it('is undecided while the part of the result a bid needs is missing', () => {
    expect(winsOn('single', '7', 'OPEN', OPEN_ONLY)).toBe(true);
    expect(winsOn('singlepanna', '250', 'OPEN', OPEN_ONLY)).toBe(true);
    for (const [game, number, session] of [
      ['single', '1', 'CLOSE'],
      ['triplepanna', '000', 'CLOSE'],
      ['jodi', '71', ''],
      ['halfsangam', '7-489', ''],
      ['halfsangam', '250-1', ''],
      ['fullsangam', '250-489', ''],
    ] as const) {
      expect(winsOn(game, number, session, OPEN_ONLY), `${game} ${number}`).toBeUndefined();
    }
    expect(winsOn('single', '7', 'OPEN', {})).toBeUndefined();
  });

  it('a jackpot market declares its jodi alone', () => {
    expect([winsOn('jodi', '42', '', { jodi: '42' }), winsOn('jodi', '24', '', { jodi: '42' })]).toEqual([true, false]);
    expect(winsOn('jodi', '42', '', {})).toBeUndefined();
  });
});

describe('winsOn over every declared day', () => {
  const day = fc.record({ openPana: pana, closePana: pana });
  /** Every bid a player could place on a main market, with the game its number has. */
  const EVERY_BID: readonly { number: string; session: string; game: Game }[] = [
    ...DIGITS.flatMap((d) => ['OPEN', 'CLOSE'].map((session) => ({ number: d, session }))),
    ...JODIS.map((j) => ({ number: j, session: '' })),
    ...ALL_PANAS.flatMap((p) => ['OPEN', 'CLOSE'].map((session) => ({ number: p, session }))),
    ...DIGITS.flatMap((d) => ALL_PANAS.flatMap((p) => [`${d}-${p}`, `${p}-${d}`])).map((number) => ({
      number,
      session: '',
    })),
  ].map((bid) => ({ ...bid, game: gameOfNumber(bid.number)! }));

  test.prop([day], { numRuns: 30 })(
    'agrees with a reading of the table written apart from core',
    ({ openPana, closePana }) => {
      const [a, b] = [String(digitSum(openPana)), String(digitSum(closePana))];
      const reference = (number: string, session: string) =>
        [
          session === 'OPEN' ? a : b,
          `${a}${b}`,
          session === 'OPEN' ? openPana : closePana,
          `${a}-${closePana}`,
          `${openPana}-${b}`,
        ].includes(number);
      const disagreements = EVERY_BID.filter(
        (bid) =>
          winsOn(bid.game, bid.number, bid.session, { openPana, closePana }) !== reference(bid.number, bid.session),
      );
      expect(disagreements).toEqual([]);
    },
  );

  test.prop([day], { numRuns: 30 })(
    'one number wins each game and session: a digit, a jodi, a pana, each half sangam, the full sangam',
    ({ openPana, closePana }) => {
      const winners = EVERY_BID.filter((bid) => winsOn(bid.game, bid.number, bid.session, { openPana, closePana }));
      expect(winners.map((w) => w.number).sort()).toEqual(
        [
          String(digitSum(openPana)),
          String(digitSum(closePana)),
          `${digitSum(openPana)}${digitSum(closePana)}`,
          openPana,
          closePana,
          `${digitSum(openPana)}-${closePana}`,
          `${openPana}-${digitSum(closePana)}`,
        ].sort(),
      );
    },
  );

  test.prop([pana], { numRuns: 30 })(
    'a bid decided by the open declaration needs nothing else; the rest wait for the close',
    (openPana) => {
      const known = (bid: (typeof EVERY_BID)[number]) =>
        winsOn(bid.game, bid.number, bid.session, { openPana, closePana: null }) !== undefined;
      expect(EVERY_BID.filter((bid) => known(bid) !== (decidedBy(bid.game, bid.session) === 'open'))).toEqual([]);
    },
  );
});

describe('decidedBy', () => {
  it('sends OPEN singles and panas to the open declaration, everything else to the close', () => {
    const openOnes = GAMES.flatMap((game) => ['OPEN', 'CLOSE', ''].map((session) => [game, session] as const)).filter(
      ([g, s]) => decidedBy(g, s) === 'open',
    );
    expect(openOnes).toEqual([
      ['single', 'OPEN'],
      ['singlepanna', 'OPEN'],
      ['doublepanna', 'OPEN'],
      ['triplepanna', 'OPEN'],
    ]);
  });
});

describe('formatResult', () => {
  it('writes a day as the cards show it, and a starline slot as an open', () => {
    expect([formatResult({}), formatResult(OPEN_ONLY), formatResult(DAY)]).toEqual(['', '250-7', '250-71-489']);
    expect(formatResult({ openPana: '128' })).toBe('128-1');
  });
});
