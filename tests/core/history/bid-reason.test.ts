import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ALL_PANAS,
  ank,
  bidReason,
  gameOfNumber,
  JODIS,
  winsOnMarket,
  type ExplainedBid,
  type MarketKind,
} from '../../../core/index.js';

const settled = (fields: Partial<ExplainedBid> & Pick<ExplainedBid, 'number' | 'status'>): ExplainedBid => ({
  marketKind: 'main',
  game: gameOfNumber(fields.number)!,
  session: '',
  stakePaise: 1000,
  rate: fields.status === 'WON' ? '9.5' : '',
  payoutPaise: fields.status === 'WON' ? 9500 : 0,
  ...fields,
});
const RESULT = { openPana: '128', closePana: '479' };

describe('why a bid won or lost', () => {
  it('a single reads the pana of its session and its ank', () => {
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'WON' }), RESULT)).toEqual({
      deciding: { kind: 'ank', side: 'open', pana: '128', ank: '1' },
      won: true,
      game: 'single',
      number: '1',
      stakePaise: 1000,
      rate: '9.5',
      payoutPaise: 9500,
    });
    expect(bidReason(settled({ number: '4', session: 'CLOSE', status: 'LOSS' }), RESULT)).toMatchObject({
      deciding: { kind: 'ank', side: 'close', pana: '479', ank: '0' },
      won: false,
      payoutPaise: 0,
    });
  });

  it('jodis, sangams, starline and jackpot read what their settlement reads', () => {
    expect(bidReason(settled({ number: '10', status: 'WON' }), RESULT)?.deciding).toEqual({
      kind: 'jodiOfPanas',
      openPana: '128',
      closePana: '479',
      jodi: '10',
    });
    // Half sangam A (open digit, close pana) and B (open pana, close digit).
    expect(bidReason(settled({ number: '1-479', status: 'WON' }), RESULT)?.deciding).toEqual({
      kind: 'sangam',
      openPana: '128',
      openAnk: '1',
      closePana: '479',
      closeAnk: '0',
    });
    expect(bidReason(settled({ number: '128-0', status: 'WON' }), RESULT)?.won).toBe(true);
    expect(bidReason(settled({ number: '479-1', status: 'LOSS' }), RESULT)?.won).toBe(false);
    expect(
      bidReason(settled({ marketKind: 'starline', number: '1', status: 'WON' }), { openPana: '128' })?.deciding,
    ).toEqual({ kind: 'ank', side: 'result', pana: '128', ank: '1' });
    expect(
      bidReason(settled({ marketKind: 'jackpot', number: '42', status: 'LOSS' }), { jodi: '43' })?.deciding,
    ).toEqual({ kind: 'jodi', jodi: '43' });
  });

  it('says nothing while pending, before the result, or when the verdict disagrees with the rule', () => {
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'PENDING' }), RESULT)).toBeUndefined();
    expect(bidReason(settled({ number: '10', status: 'LOSS' }), { openPana: '128' })).toBeUndefined();
    // A result corrected after settlement: no line rather than a wrong one.
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'LOSS' }), RESULT)).toBeUndefined();
  });

  it('explains a win at the rate the bid was placed at, and only when its payout is its stake at that rate', () => {
    // Placed at 9.5 and paid at it, though the rate may be 10 today: "10 × 9.5 = ₹95".
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'WON' }), RESULT)).toMatchObject({
      rate: '9.5',
      payoutPaise: 9500,
    });
    // 13 × 149.999 = ₹1,949.98 (rounded down to the paisa).
    const pana = { number: '128', session: 'OPEN', status: 'WON' as const, stakePaise: 1300, rate: '149.999' };
    expect(bidReason(settled({ ...pana, payoutPaise: 194_998 }), RESULT)?.payoutPaise).toBe(194_998);
    // A payout that is not the stake at the rate shown: no line that does not add up.
    expect(bidReason(settled({ ...pana, payoutPaise: 195_000 }), RESULT)).toBeUndefined();
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'WON', rate: '10' }), RESULT)).toBeUndefined();
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'WON', rate: '' }), RESULT)).toBeUndefined();
    expect(bidReason(settled({ number: '1', session: 'OPEN', status: 'WON', rate: 'x9' }), RESULT)).toBeUndefined();
  });

  const kinds: MarketKind[] = ['main', 'starline', 'jackpot'];
  test.prop([
    fc.constantFrom(...kinds),
    fc.constantFrom('OPEN', 'CLOSE', ''),
    fc.oneof(fc.constantFrom(...ALL_PANAS), fc.constantFrom(...JODIS), fc.integer({ min: 0, max: 9 }).map(String)),
    fc.constantFrom(...ALL_PANAS),
    fc.constantFrom(...ALL_PANAS),
    fc.constantFrom(...JODIS),
  ])('never disagrees with settlement', (marketKind, session, number, openPana, closePana, jodi) => {
    const stored = { openPana, closePana, jodi };
    const game = gameOfNumber(number)!;
    const wins = winsOnMarket(marketKind, { game, number, session }, stored);
    const status = wins === undefined ? 'PENDING' : wins ? 'WON' : 'LOSS';
    const reason = bidReason(settled({ marketKind, number, session, status }), stored);
    if (wins === undefined) expect(reason).toBeUndefined();
    else expect(reason?.won).toBe(wins);
    if (reason?.deciding.kind === 'ank') expect(reason.deciding.ank).toBe(String(ank(reason.deciding.pana)));
  });
});
