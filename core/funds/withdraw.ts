import type { BankDetails, FundsGateway } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text, type Text } from '../messages/text.js';
import { errorNotice, successNotice } from '../notices/notice.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { configAmount, positiveAmount } from './amount-input.js';
import { formatMinimum } from './deposit-request.js';

export interface WithdrawInfo {
  bankDetails: BankDetails | undefined;
  /** What the withdraw button does: without bank details it leads to /bankDetails. */
  action: 'update-bank-details' | 'request-withdraw';
  /** The wallet-only balance, which a withdrawal is checked against (not the bonus). */
  onlyWalletPaise: number;
  bonusPaise: number;
  /** Cash the player still has to stake (on bets that settle) before wins on bonus stakes are cash; unknown from a server that does not say. */
  bonusStakeLeftPaise: number | undefined;
  content: string | undefined;
}

/** The toasts of the two amount checks last 5 s at the bottom. */
const AMOUNT_CHECK_TOAST = { durationMs: 5000, position: 'bottom' } as const;

/** Withdraw (/withdraw). */
export class Withdraw {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
  ) {}

  async load(): Promise<Outcome<WithdrawInfo>> {
    const answer = await this.policy.run(() => this.funds.withdrawInfo());
    if (!answer.ok) return answer;
    const info = answer.value;
    return success({
      bankDetails: info.bankDetails,
      action: info.bankDetails ? 'request-withdraw' : 'update-bank-details',
      onlyWalletPaise: info.onlyWalletPaise,
      bonusPaise: info.bonusPaise,
      bonusStakeLeftPaise: info.bonusCashStakeLeftPaise,
      content: info.content,
    });
  }

  /** Request Withdraw: checked against the wallet-only balance and min_withdraw. */
  request(amount: string, info: Pick<WithdrawInfo, 'onlyWalletPaise'>): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const paise = positiveAmount(amount);
      if (paise === undefined) return this.refuse(text('enterValidAmount'));
      if (paise > info.onlyWalletPaise) return this.refuse(text('insufficientBalanceWithdraw'));
      const minimum = configAmount(this.storage.get(STORAGE_KEYS.minWithdraw, '0'));
      if (paise < minimum) return this.refuse(text('minimumWithdrawal', { min: formatMinimum(minimum) }));

      const answer = await this.policy.run(() => this.funds.withdraw({ amountPaise: paise }));
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(text('withdrawRequestSent')));
      return success(undefined);
    });
  }

  private async refuse(message: Text): Promise<Outcome<void>> {
    this.notifier.notify({ ...errorNotice(message), ...AMOUNT_CHECK_TOAST });
    return invalid(message, 'amount');
  }
}
