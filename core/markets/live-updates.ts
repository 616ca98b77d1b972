import { defer, EMPTY, switchMap, tap, timer, retry, type SchedulerLike, type Subscription } from 'rxjs';
import type { MarketsGateway } from '../ports/markets-gateway.js';
import type { LiveEvent, LiveEventsSource } from '../ports/live-events.js';
import type { SessionPolicy } from '../session/session-policy.js';
import type { WalletStore } from '../wallet/wallet-store.js';
import type { LoadHome } from './load-home.js';
import type { LiveChanges } from './live-changes.js';

/** The first wait after a drop; each further failure doubles it, up to the longest. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_LONGEST_MS = 60_000;

/** The wait before reconnect number `attempt` (1, 2, …): 1 s, 2 s, 4 s, … 60 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_MS * 2 ** (attempt - 1), RECONNECT_LONGEST_MS);
}

/** Why the stream stops for good: the session ended (the policy already sent the player to /login). */
class SessionEnded extends Error {}

/**
 * Live results and balance: while a signed-in screen is open, one stream of
 * events keeps the header balance, the market cards and open history screens current. A
 * dropped stream is opened again with a fresh ticket after a growing wait (reset once a
 * stream opens). Each time a stream opens the markets are read again, since events may have
 * been missed before it listened (the balance comes first on every stream). Nothing polls.
 */
export class LiveUpdates {
  constructor(
    private readonly gateway: MarketsGateway,
    private readonly policy: SessionPolicy,
    private readonly source: LiveEventsSource,
    private readonly wallet: WalletStore,
    private readonly loadHome: LoadHome,
    private readonly changes: LiveChanges,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** Listens until the subscription ends (the signed-in frame closes) or the session does. */
  start(): Subscription {
    return defer(() => this.ticket())
      .pipe(
        switchMap((ticket) => this.source.connect(ticket)),
        // Every opening, the first too, reads the markets again: a result declared after the
        // screen's own read and before the stream listened, or while it was down, is on no stream.
        tap((event) => (event.type === 'open' ? this.marketsChanged() : this.apply(event))),
        retry({
          resetOnSuccess: true,
          delay: (error: unknown, attempt) =>
            error instanceof SessionEnded ? EMPTY : timer(reconnectDelay(attempt), this.scheduler),
        }),
      )
      .subscribe({ error: () => undefined });
  }

  private async ticket(): Promise<string> {
    const answer = await this.policy.run(() => this.gateway.streamTicket(), { quiet: true });
    if (!answer.ok) throw answer.failure.kind === 'session-ended' ? new SessionEnded() : new Error('no ticket');
    if (answer.value === '') throw new Error('no ticket');
    return answer.value;
  }

  private apply(event: LiveEvent): void {
    if (event.type === 'wallet') {
      // Told only when the balance moved: each (re)opened stream first sends the balance as it is.
      const before = this.wallet.balanceNow;
      if (this.wallet.update(event.wallet, { live: true }) && this.wallet.balanceNow !== before)
        this.changes.tell('wallet');
    } else if (event.type === 'markets') {
      this.marketsChanged();
    }
  }

  private marketsChanged(): void {
    void this.loadHome.refresh();
    this.changes.tell('markets');
  }
}
