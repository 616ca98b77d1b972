import type { FundsGateway } from '../ports/funds-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';

/**
 * Which wallet pays a stake and where a win on it goes, by the bonus rule the server applies
 * (docs/bonus-rule.md): a stake takes the bonus wallet first, then the main wallet; a win on the
 * part staked from the bonus goes to the bonus wallet until the player has staked enough cash
 * (what is left of it is 0), and a win on cash is always cash.
 */
export interface StakeWallets {
  fromBonusPaise: number;
  fromMainPaise: number;
  /** Where a win goes: all to the main wallet, all to the bonus wallet, or split as the stake was. */
  winGoesTo: 'main' | 'bonus' | 'split';
}

/**
 * The wallets of a stake of `stakePaise`, from the bonus balance and the cash still to stake
 * before bonus wins are cash. Where the server did not say how much cash is left to stake, a win
 * on the bonus part is taken to go to the bonus (the rule is on unless an operator turns it off).
 */
export function stakeWallets(
  stakePaise: number,
  wallets: { bonusPaise: number; bonusCashStakeLeftPaise?: number | undefined },
): StakeWallets {
  const fromBonusPaise = Math.max(0, Math.min(wallets.bonusPaise, stakePaise));
  const fromMainPaise = stakePaise - fromBonusPaise;
  const bonusWinsAreCash = wallets.bonusCashStakeLeftPaise === 0;
  const winGoesTo = fromBonusPaise === 0 || bonusWinsAreCash ? 'main' : fromMainPaise === 0 ? 'bonus' : 'split';
  return { fromBonusPaise, fromMainPaise, winGoesTo };
}

/** The review's wallets: the balances of the main and bonus wallets, read when the slip is reviewed. */
export class StakeSource {
  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
  ) {}

  /** Quiet: the review still places the slip when this cannot be read. */
  async of(stakePaise: number): Promise<Outcome<StakeWallets>> {
    const answer = await this.policy.run(() => this.funds.withdrawInfo(), { quiet: true });
    if (!answer.ok) return answer;
    return success(stakeWallets(stakePaise, answer.value));
  }
}
