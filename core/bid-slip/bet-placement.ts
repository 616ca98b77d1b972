import type { BettingGateway, SlipToPlace } from '../ports/betting-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { notice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
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

/** The slip as the betting port takes it: its bids in slip order, stakes in paise. */
export function slipToPlace(slip: Pick<BidSlip, 'entries' | 'place' | 'requestId'>): SlipToPlace {
  return {
    market: slip.place.market,
    ...(slip.place.timing ? { timing: slip.place.timing } : {}),
    boardId: slip.place.boardId,
    requestId: slip.requestId,
    bids: slip.entries.map((entry) => ({
      number: entry.number,
      session: entry.session,
      amountPaise: entry.amount * 100,
    })),
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
      let carriedBalance = false;
      const answer = await this.policy.run(async () => {
        const placed = await this.betting.placeBet(slipToPlace(this.slip));
        carriedBalance = placed.balancePaise !== undefined;
        return placed;
      });
      this.notifier.dismiss(PLACING);
      if (!answer.ok) {
        // The server binds a request id to its slip; one it refused as another slip's is left behind.
        if (answer.failure.kind === 'rejected' && answer.failure.code === 'requestIdReused') this.slip.renewRequestId();
        return answer;
      }

      // The answer's balance (if any) was stored by the policy; otherwise the balance falls by the total.
      if (!carriedBalance) this.wallet.update(review.value.balanceAfterPaise / 100);
      this.slip.clear();
      this.notifier.notify(notice('success', serverText(answer.value, text('bidPlacedSuccessfully'))));
      this.navigator.back();
      return success(undefined);
    });
  }
}
