import type { FundsGateway, PaymentMethod } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../outcome/outcome.js';
import { text, type Text } from '../messages/messages.js';
import { successNotice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { keyedText, wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { indianRupees, toPaise } from '../wallet/money.js';
import { configAmount, positiveAmount } from './amount-input.js';

export interface Screenshot {
  /** The file's MIME type, e.g. image/png. */
  type: string;
  /** The file as a data URL. */
  dataUrl: string;
}

export interface DepositForm {
  amount: string;
  /** The UTR number of the bank transfer. */
  utr: string;
  screenshot: Screenshot | null | undefined;
}

export interface PaymentMethods {
  /** Only the methods with something to show: empty values are omitted; none while deposits are paused. */
  methods: PaymentMethod[];
  onlyWalletPaise: number;
  bonusPaise: number;
  /**
   * Why no deposit can be made now (a self-exclusion, a break, a deposit limit used up) and until
   * when: the screen then shows no payment details, so no money leaves the player's bank for a
   * request that would be refused.
   */
  paused?: Text;
  /** What the deposit limit with the least left still allows ('₹1,500.00 of your ₹2,000.00 daily deposit limit left.'). */
  allowance?: Text;
}

/** Add Fund (/deposit): the manual payment methods, and the deposit request with its proof. */
export class DepositRequest {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
  ) {}

  async loadMethods(): Promise<Outcome<PaymentMethods>> {
    const answer = await this.policy.run(() => this.funds.manualPaymentDetails());
    if (!answer.ok) return answer;
    const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
    const methods = (answer.value.data ?? [])
      .map(
        (method) => Object.fromEntries(Object.entries(method).filter(([, value]) => present(value))) as PaymentMethod,
      )
      .filter((method) => Object.keys(method).length > 0);
    const paused = answer.value.deposit_paused ? keyedText(answer.value.deposit_paused) : undefined;
    const allowance = answer.value.deposit_allowance;
    const [limit, left] = [toPaise(allowance?.limit), toPaise(allowance?.left)];
    return success({
      // A pause the app cannot word still hides the methods: the server sent none.
      methods: answer.value.deposit_paused ? [] : methods,
      onlyWalletPaise: toPaise(answer.value.only_wallet) ?? 0,
      bonusPaise: toPaise(answer.value.bonus) ?? 0,
      ...(answer.value.deposit_paused ? { paused: paused ?? text('depositsPaused') } : {}),
      ...(allowance && limit !== undefined && left !== undefined && !answer.value.deposit_paused
        ? {
            allowance: text(`limitLeft_deposit_${allowance.period}`, {
              left: indianRupees(left),
              limit: indianRupees(limit),
            }),
          }
        : {}),
    });
  }

  /** Send Request: the amount is checked before the sheet opens. */
  checkAmount(amount: string): Outcome<{ paise: number }> {
    if (amount.trim() === '') return reportFailure(this.notifier, invalid(text('enterValidAmount'), 'amount'));
    const paise = positiveAmount(amount);
    if (paise === undefined) return reportFailure(this.notifier, invalid(text('enterValidAmount'), 'amount'));
    const minimum = configAmount(this.storage.get(STORAGE_KEYS.minDeposit));
    if (paise < minimum) {
      return reportFailure(this.notifier, invalid(text('minimumDeposit', { min: formatMinimum(minimum) }), 'amount'));
    }
    return success({ paise });
  }

  /**
   * Send Deposit Request. A failure leaves the form as typed: the caller keeps the sheet
   * open, and the server's message has been shown.
   */
  send(form: DepositForm): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const amount = this.checkAmount(form.amount);
      if (!amount.ok) return amount;
      const screenshot = form.screenshot;
      if (!screenshot || !isImage(screenshot))
        return reportFailure(this.notifier, invalid(text('selectValidImage'), 'screenshot'));
      const answer = await this.policy.run(() =>
        this.funds.createPaymentRequest({
          amount: form.amount.trim(),
          transaction_id: form.utr.trim(),
          note: '',
          image: screenshot.dataUrl,
          deposit_mode: 'Manual Deposit',
        }),
      );
      if (!answer.ok) return answer;
      if (!succeeded(answer.value.success)) return reportFailure(this.notifier, rejected(wordsOf(answer.value)));
      this.notifier.notify(successNotice(text('paymentRequestSent')));
      return success(undefined);
    });
  }
}

function isImage(file: Screenshot): boolean {
  return /^image\/[\w.+-]+$/.test(file.type) && /^data:image\/[\w.+-]+;base64,/.test(file.dataUrl);
}

/** A minimum as players read every amount: ₹500.00. */
export function formatMinimum(paise: number): string {
  return indianRupees(paise);
}
