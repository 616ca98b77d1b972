import type { FundsGateway } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import { success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/messages.js';
import { successNotice } from '../notices/notice.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';

/**
 * Transfer (/transfer) to another player. Nothing is checked on the client;
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
      const answer = await this.policy.run(
        () => this.funds.transfer({ user: form.user.trim(), amount: form.amount.trim() }),
        { title: text('oops') },
      );
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(serverText(answer.value, text('transferRequest')), text('transferRequest')));
      return success(undefined);
    });
  }
}
