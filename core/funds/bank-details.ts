import type { BankDetails, FundsGateway } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import { success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { successNotice } from '../notices/notice.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';

/**
 * Add Bank Details (/bankDetails). The server's message is shown titled 'Completed' on
 * success and 'Oops...' on failure (the app this one replaces had them the wrong way round).
 */
export class UpdateBankDetails {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
    private readonly notifier: Notifier,
  ) {}

  run(form: BankDetails): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const details = { acno: form.acno.trim(), name: form.name.trim(), ifsc: form.ifsc.trim().toUpperCase() };
      const answer = await this.policy.run(() => this.funds.updateBankDetails(details), {
        title: text('oops'),
      });
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(serverText(answer.value, text('completed')), text('completed')));
      return success(undefined);
    });
  }
}
