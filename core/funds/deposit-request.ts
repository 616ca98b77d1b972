import type { FundsGateway, PaymentMethod } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text, type Text } from '../messages/text.js';
import { successNotice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { indianRupees } from '../wallet/money.js';
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
    const { methods, onlyWalletPaise, bonusPaise, paused, allowance } = answer.value;
    return success({
      // A pause the app cannot word still hides the methods: the server sent none.
      methods: paused ? [] : methods,
      onlyWalletPaise,
      bonusPaise,
      ...(paused ? { paused: serverText(paused, text('depositsPaused')) } : {}),
      ...(allowance && !paused
        ? {
            allowance: text(`limitLeft_deposit_${allowance.period}`, {
              left: indianRupees(allowance.leftPaise),
              limit: indianRupees(allowance.limitPaise),
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
          amountPaise: amount.value.paise,
          utr: form.utr.trim(),
          screenshotDataUrl: screenshot.dataUrl,
        }),
      );
      if (!answer.ok) return answer;
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
