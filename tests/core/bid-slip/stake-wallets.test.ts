import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stakeWallets } from '../../../core/index.js';

describe('which wallet pays a stake, and where a win goes', () => {
  it.each([
    // stake, bonus, cash still to stake, expected
    [10_000, 0, 50_000, { fromBonusPaise: 0, fromMainPaise: 10_000, winGoesTo: 'main' }],
    [10_000, 25_000, 50_000, { fromBonusPaise: 10_000, fromMainPaise: 0, winGoesTo: 'bonus' }],
    [15_000, 10_000, 50_000, { fromBonusPaise: 10_000, fromMainPaise: 5_000, winGoesTo: 'split' }],
    [15_000, 10_000, 0, { fromBonusPaise: 10_000, fromMainPaise: 5_000, winGoesTo: 'main' }],
    [10_000, 25_000, 0, { fromBonusPaise: 10_000, fromMainPaise: 0, winGoesTo: 'main' }],
    [10_000, 25_000, undefined, { fromBonusPaise: 10_000, fromMainPaise: 0, winGoesTo: 'bonus' }],
  ] as const)('₹%d paise staked with %d of bonus, %s cash left to stake', (stake, bonus, left, expected) => {
    expect(stakeWallets(stake, { bonusPaise: bonus, bonusCashStakeLeftPaise: left })).toEqual(expected);
  });

  it('takes the bonus first and never more than the stake or the bonus', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (stake, bonus) => {
        const { fromBonusPaise, fromMainPaise } = stakeWallets(stake, {
          bonusPaise: bonus,
          bonusCashStakeLeftPaise: 1,
        });
        expect(fromBonusPaise + fromMainPaise).toBe(stake);
        expect(fromBonusPaise).toBe(Math.min(stake, bonus));
      }),
    );
  });
});
