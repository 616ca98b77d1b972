import type { FundsGateway } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { errorNotice, successNotice } from '../notices/notice.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { positiveAmount } from './amount-input.js';

/**
 * Transfer (/transfer) to another player. The amount must read as rupees (at most two
 * decimals) before anything is sent; everything else (the recipient, the balance, the limits)
 * the server decides, and its msg is shown: 'Transfer Request' on success, 'Oops...' on failure.
 */
export class Transfer {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
    private readonly notifier: Notifier,
  ) {}

  run(form: { user: string; amount: string }): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const amountPaise = positiveAmount(form.amount);
      if (amountPaise === undefined) {
        this.notifier.notify(errorNotice(text('enterValidAmount')));
        return invalid(text('enterValidAmount'), 'amount');
      }
      const answer = await this.policy.run(() => this.funds.transfer({ user: form.user.trim(), amountPaise }), {
        title: text('oops'),
      });
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(serverText(answer.value, text('transferRequest')), text('transferRequest')));
      return success(undefined);
    });
  }
}
