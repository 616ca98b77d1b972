import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { drawAcceptsBids, drawIsDue, GAMES, isSessionless, MARKET_KINDS, takesBid } from '../../../core/index.js';

const SESSIONS = ['OPEN', 'CLOSE', '', 'open', 'MIDDLE'] as const;
const takes = (kind: (typeof MARKET_KINDS)[number]) =>
  GAMES.flatMap((game) =>
    SESSIONS.filter((session) => takesBid(kind, game, session)).map((session) => `${game} ${session}`.trim()),
  );

describe('takesBid: the games and sessions each kind of market takes', () => {
  it('main: singles and panas for OPEN or CLOSE, jodis and sangams without a session', () => {
    expect(takes('main')).toEqual([
      'single OPEN',
      'single CLOSE',
      'jodi',
      'singlepanna OPEN',
      'singlepanna CLOSE',
      'doublepanna OPEN',
      'doublepanna CLOSE',
      'triplepanna OPEN',
      'triplepanna CLOSE',
      'halfsangam',
      'fullsangam',
    ]);
  });

  it('starline: singles and panas, without a session', () => {
    expect(takes('starline')).toEqual(['single', 'singlepanna', 'doublepanna', 'triplepanna']);
  });

  it('jackpot: jodis only, without a session', () => {
    expect(takes('jackpot')).toEqual(['jodi']);
  });

  it('on a main market, a game takes a session exactly when it is not sessionless', () => {
    for (const game of GAMES) expect(takesBid('main', game, ''), game).toBe(isSessionless(game));
  });
});

describe('drawAcceptsBids', () => {
  test.prop([fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), fc.boolean()])(
    'takes bids before the draw time while nothing is declared',
    (minutes, now, declared) => {
      expect(drawAcceptsBids({ minutes, declared }, now)).toBe(!declared && now < minutes);
    },
  );

  it('closes at the draw minute itself', () => {
    expect([
      drawAcceptsBids({ minutes: 600, declared: false }, 599),
      drawAcceptsBids({ minutes: 600, declared: false }, 600),
    ]).toEqual([true, false]);
  });
});

describe('drawIsDue', () => {
  test.prop([fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), fc.boolean()])(
    'is due from the draw time on until declared: never while bids are taken',
    (minutes, now, declared) => {
      expect(drawIsDue({ minutes, declared }, now)).toBe(!declared && now >= minutes);
      if (drawAcceptsBids({ minutes, declared }, now)) expect(drawIsDue({ minutes, declared }, now)).toBe(false);
    },
  );
});
