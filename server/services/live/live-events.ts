import { minutesOf, walletString } from 'matka-core/player';
import type { Database } from '../../db/database.js';
import type { Player } from '../accounts/accounts.js';
import { msOfDay, type Clock } from '../platform/clock.js';
import { Throttled } from '../platform/console-refusals.js';
import { walletOf } from '../wallet/ledger.js';
import type { Markets } from '../markets/markets.js';
import { newToken, sha256 } from '../platform/passwords.js';
import { Refusal } from '../platform/refusal.js';
import { Throttle, waitWords } from '../platform/throttle.js';

/** A stream ticket lives this long: long enough to open the stream, too short to be worth stealing from a log. */
export const TICKET_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;

/** Who a redeemed ticket opens a stream for, and the session it came from (the stream ends with it). */
export interface StreamHolder {
  userId: number;
  tokenHash: string;
}

/**
 * The player app's live events: tickets that open a stream, the player's own
 * balance, and the moments a market's betting opens or closes. Results and wallet moves
 * come from the database's triggers through the events hub (009-*.sql); the opening and
 * closing times are computed here from the markets' times, one timer per process.
 */
export class LiveEvents {
  private readonly tickListeners = new Set<() => void>();
  private tickTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly throttle = new Throttle();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly markets: Markets,
    private readonly ticketsPerMinute: number,
  ) {}

  /**
   * stream-ticket: a one-use ticket for GET /api/events, bound to this session. A player
   * takes at most `ticketsPerMinute` in all server processes (counted in the database, in
   * the same transaction as the ticket): more are refused with 429 and nothing is stored.
   */
  async ticket(player: Player) {
    const ticket = newToken();
    const now = this.clock.now();
    await this.db
      .transaction(async (tx) => {
        await this.throttle.take(tx, now, [
          {
            key: `stream-ticket:user:${player.id}`,
            limit: this.ticketsPerMinute,
            windowMs: MINUTE_MS,
            refusal: (s) =>
              `Too many live-update connections from this account (at most ${this.ticketsPerMinute} a minute). Try again in ${waitWords(s)}.`,
          },
        ]);
        await tx.query('delete from stream_tickets where user_id = $1 and expires_at <= $2', [player.id, now]);
        await tx.query(
          'insert into stream_tickets (ticket_hash, user_id, token_hash, expires_at) values ($1, $2, $3, $4)',
          [sha256(ticket), player.id, player.tokenHash, new Date(now.getTime() + TICKET_MS)],
        );
      })
      .catch((error: unknown) => {
        // The only refusal here is the quota's: answered 429.
        throw error instanceof Refusal ? new Throttled(error.message) : error;
      });
    return { success: true, ticket };
  }

  /** The holder of a valid ticket, which is used up; undefined for anything else. */
  async redeem(ticket: unknown): Promise<StreamHolder | undefined> {
    if (typeof ticket !== 'string' || !/^[0-9a-f]{64}$/.test(ticket)) return undefined;
    const [row] = await this.db.query<{ user_id: number; token_hash: string }>(
      `delete from stream_tickets t using api_tokens a
       where t.ticket_hash = $1 and t.expires_at > $2 and a.token_hash = t.token_hash and not a.revoked and a.expires_at > $2
       returning t.user_id, t.token_hash`,
      [sha256(ticket), this.clock.now()],
    );
    return row && { userId: Number(row.user_id), tokenHash: row.token_hash };
  }

  /** Whether the session a stream was opened from is still valid. */
  async alive(holder: StreamHolder): Promise<boolean> {
    const rows = await this.db.query(
      'select 1 from api_tokens where token_hash = $1 and not revoked and expires_at > $2',
      [holder.tokenHash, this.clock.now()],
    );
    return rows.length > 0;
  }

  /** The holder's own balance, as every answer's `wallet` field carries it. */
  async balance(holder: StreamHolder): Promise<string> {
    const totals = await walletOf(this.db, holder.userId);
    return walletString(totals.balance + totals.bonus);
  }

  /**
   * Calls `listener` at each moment a market's betting opens or closes (its open and close
   * times, and midnight) while anyone listens in this process; gives the function that stops.
   */
  onMarketTimes(listener: () => void): () => void {
    this.tickListeners.add(listener);
    if (this.tickListeners.size === 1) void this.scheduleTick();
    return () => {
      this.tickListeners.delete(listener);
      if (this.tickListeners.size === 0) this.stopTicks();
    };
  }

  private async scheduleTick(): Promise<void> {
    this.stopTicks();
    const minutes = new Set<number>([DAY_MINUTES]);
    try {
      for (const market of await this.markets.activeMarkets())
        for (const time of [market.open_time, market.close_time]) {
          const minute = minutesOf(time);
          if (minute !== undefined) minutes.add(minute);
        }
    } catch (error) {
      console.error('[live] market times:', (error as Error).message);
    }
    if (this.tickListeners.size === 0) return;
    const now = this.clock.now();
    const nowMs = msOfDay(now);
    const next = Math.min(...[...minutes].map((m) => m * 60_000).filter((ms) => ms > nowMs), DAY_MINUTES * 60_000);
    // A second past the minute, so a window computed at the tick has already turned.
    this.tickTimer = setTimeout(
      () => {
        for (const each of [...this.tickListeners]) each();
        void this.scheduleTick();
      },
      next - nowMs + 1000,
    );
    this.tickTimer.unref?.();
  }

  private stopTicks(): void {
    clearTimeout(this.tickTimer);
    this.tickTimer = undefined;
  }
}

/** Whether a `wallets` event names this player (its payload carries ids only). */
export function movesWalletOf(payload: unknown, userId: number): boolean {
  const users = (payload as { users?: unknown } | null)?.users;
  return Array.isArray(users) && users.some((id) => Number(id) === userId);
}
