import type { BettingGateway, PlaceBetPayload } from '../ports/betting-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/messages.js';
import { notice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import type { WalletStore } from '../wallet/wallet-store.js';
import type { BidEntry, BidSlip } from './bid-slip.js';

/** What the Review Bets dialog shows. */
export interface SlipReview {
  bids: readonly BidEntry[];
  totalBids: number;
  totalPoints: number;
  market: string;
  /** The board's name in English, as the game type label. */
  gameLabel: string;
  /** The board's id: the app names it in the player's language. */
  boardId: string;
  balancePaise: number;
  balanceAfterPaise: number;
  timing?: string;
}

const PLACING = 'placing-bet';

/** The place-bet payload: the bids as comma-joined lists in slip order. */
export function placeBetPayload(slip: Pick<BidSlip, 'entries' | 'place' | 'requestId'>): PlaceBetPayload {
  return {
    number: slip.entries.map((entry) => entry.number).join(','),
    amount: slip.entries.map((entry) => entry.amount).join(','),
    types: slip.entries.map((entry) => entry.session).join(','),
    market: slip.place.market,
    specialGame: '',
    ...(slip.place.timing ? { timing: slip.place.timing } : {}),
    board: slip.place.boardId,
    request_id: slip.requestId,
  };
}

/** Submit → Review Bets → place, at most once per slip. */
export class BetPlacement {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly slip: BidSlip,
    private readonly betting: BettingGateway,
    private readonly policy: SessionPolicy,
    private readonly wallet: WalletStore,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  /** Submit: the review, or why there is none ('Add bet first before submit', 'Insufficient balance'). */
  review(): Outcome<SlipReview> {
    const { bids, points } = this.slip.totals;
    if (bids === 0) return reportFailure(this.notifier, invalid(text('addBetFirst')));
    const balancePaise = this.wallet.balancePaise;
    const balanceAfterPaise = balancePaise - points * 100;
    if (balanceAfterPaise < 0) return reportFailure(this.notifier, invalid(text('insufficientBalance')));
    return success({
      bids: this.slip.entries,
      totalBids: bids,
      totalPoints: points,
      market: this.slip.place.market,
      gameLabel: this.slip.place.board.title,
      boardId: this.slip.place.boardId,
      balancePaise,
      balanceAfterPaise,
      ...(this.slip.place.timing ? { timing: this.slip.place.timing } : {}),
    });
  }

  /**
   * The dialog's submit. A second press while the first is under way gets the same
   * result; after success the slip is empty, so there is nothing left to place twice.
   */
  place(): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const review = this.review();
      if (!review.ok) return review;
      this.notifier.notify(notice('loading', text('placingBet'), { id: PLACING }));
      const answer = await this.policy.run(() => this.betting.placeBet(placeBetPayload(this.slip)));
      this.notifier.dismiss(PLACING);
      if (!answer.ok) return answer;
      if (!succeeded(answer.value.success)) {
        // The server binds a request id to its slip; one it refused as another slip's is left behind.
        if (answer.value.message_key === 'requestIdReused') this.slip.renewRequestId();
        return reportFailure(this.notifier, rejected(wordsOf(answer.value)));
      }

      // The answer's wallet (if any) was stored by the policy; otherwise the balance falls by the total.
      if (answer.value.wallet === undefined) this.wallet.update(review.value.balanceAfterPaise / 100);
      this.slip.clear();
      this.notifier.notify(notice('success', wordsOf(answer.value, text('bidPlacedSuccessfully'))));
      this.navigator.back();
      return success(undefined);
    });
  }
}
