import { combineLatest, map, type Observable } from 'rxjs';
import type { FundsGateway } from '../ports/funds-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { errorNotice, successNotice } from '../notices/notice.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { isValidMobile } from '../accounts/account-rules.js';
import { positiveAmount } from './amount-input.js';

/** A transfer looked up and not yet sent: to whom (their masked name), and how much. */
export interface TransferReview {
  /** The recipient's mobile, as it will be sent. */
  user: string;
  amountPaise: number;
  /** The recipient's name as the server masks it ('Ra*** Ku***'). */
  recipientName: string;
}

/**
 * Transfer (/transfer) to another player, in two steps: `lookUp` checks the mobile and the
 * amount and asks the server whom the mobile would pay (a masked name; nothing moves), then
 * `confirm` of that review moves the money. The server decides the rest (the recipient, the
 * balance, the limits), and its words are shown: 'Transfer Request' on success, 'Oops...' on failure.
 */
export class Transfer {
  private readonly looking = new SingleFlight<Outcome<TransferReview>>();
  private readonly sending = new SingleFlight<Outcome<void>>();
  /** While a look-up or the transfer itself is under way. */
  readonly busy$: Observable<boolean> = combineLatest([this.looking.busy$, this.sending.busy$]).pipe(
    map(([looking, sending]) => looking || sending),
  );

  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
    private readonly notifier: Notifier,
  ) {}

  /** The first step: a ten-digit mobile and an amount in rupees, then the recipient's masked name. */
  lookUp(form: { user: string; amount: string }): Promise<Outcome<TransferReview>> {
    return this.looking.run(async () => {
      const user = form.user.trim();
      if (!isValidMobile(user)) {
        this.notifier.notify(errorNotice(text('enterValidMobile')));
        return invalid(text('enterValidMobile'), 'user');
      }
      const amountPaise = positiveAmount(form.amount);
      if (amountPaise === undefined) {
        this.notifier.notify(errorNotice(text('enterValidAmount')));
        return invalid(text('enterValidAmount'), 'amount');
      }
      const answer = await this.policy.run(() => this.funds.transferRecipient({ user }), { title: text('oops') });
      if (!answer.ok) return answer;
      return success({ user, amountPaise, recipientName: answer.value.maskedName });
    });
  }

  /** The second step: the reviewed transfer, and only it, moves the money. */
  confirm(review: TransferReview): Promise<Outcome<void>> {
    return this.sending.run(async () => {
      const answer = await this.policy.run(
        () => this.funds.transfer({ user: review.user, amountPaise: review.amountPaise }),
        { title: text('oops') },
      );
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(serverText(answer.value, text('transferRequest')), text('transferRequest')));
      return success(undefined);
    });
  }
}

/**
 * A name as a transfer's sender may see it: each part's first letters and '***' ('Ravi Kumar' →
 * 'Ra*** Ku***'), never a whole part (a part of one or two letters keeps one), so the sender can
 * tell the right person from a wrong number without learning the full name. Letters are
 * counted as they are read (a Devanagari syllable with its vowel sign is one).
 */
export function maskedName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '***';
  return parts.map(maskedPart).join(' ');
}

function maskedPart(part: string): string {
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(part)].map((s) => s.segment);
  return `${letters.slice(0, letters.length > 2 ? 2 : 1).join('')}***`;
}
