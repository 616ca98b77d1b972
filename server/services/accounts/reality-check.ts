import { walletString } from 'matka-core/player';
import type { RealityCheckAnswer } from '../../../contract/player/funds.js';
import type { Database } from '../../db/database.js';
import { stamp, type Clock } from '../platform/clock.js';
import { TOKEN_TTL_MS, type Player } from './sessions.js';

/**
 * A reality check's figures (docs/player-limits.md). "This session" is the player's current login
 * session: from the moment the token this request came with was issued (its expiry less
 * TOKEN_TTL_MS), to now. Its net result is the bets placed in it (voided ones aside): what
 * they won less what they staked, a bid not yet settled counting as staked and not won.
 */
export class RealityCheck {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async session(player: Player): Promise<RealityCheckAnswer> {
    const now = this.clock.now();
    const [token] = await this.db.query<{ expires_at: Date }>(
      'select expires_at from api_tokens where token_hash = $1',
      [player.tokenHash],
    );
    const started = new Date(new Date(token!.expires_at).getTime() - TOKEN_TTL_MS);
    const [bets] = await this.db.query<{ staked: string | number; won: string | number }>(
      `select coalesce(sum(amount), 0) as staked, coalesce(sum(payout), 0) as won from bets
       where user_id = $1 and created_at >= $2 and created_at <= $3 and status <> 'VOIDED'`,
      [player.id, started, now],
    );
    const [row] = await this.db.query<{ reality_check_minutes: number | null }>(
      'select reality_check_minutes from self_limits where user_id = $1',
      [player.id],
    );
    const staked = Number(bets!.staked);
    const won = Number(bets!.won);
    return {
      success: true,
      /** Minutes between checks, 0 for off. */
      reality_check: row?.reality_check_minutes ?? 0,
      /** In the market's zone, as every time the app shows. */
      session_started: stamp(started),
      played_seconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
      staked: walletString(staked),
      won: walletString(won),
      /** Won less staked, rupees with a sign: "-10" lost ten rupees. */
      net: walletString(won - staked),
    };
  }
}
