import type { Database } from '../../db/database.js';
import type { Clock } from '../platform/clock.js';
import { newToken, sha256 } from '../platform/passwords.js';

export interface Player {
  id: number;
  mobile: string;
  name: string;
  email: string;
  verified: boolean;
  /** The hash of the token this request came with: its session. */
  tokenHash: string;
}

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** Api tokens: a player's sessions. Only a token's hash is stored. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly maxPerPlayer: number,
  ) {}

  /** A new session; a player keeps at most `maxPerPlayer` live ones, the oldest end first. */
  async issue(userId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query('insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [
        sha256(token),
        userId,
        new Date(now.getTime() + TOKEN_TTL_MS),
      ]);
      // Ended sessions are of no more use, and the oldest beyond the bound end now.
      await tx.query(
        `delete from api_tokens where user_id = $1 and (revoked or expires_at <= $2 or token_hash in (
           select token_hash from api_tokens where user_id = $1 and not revoked and expires_at > $2 order by expires_at desc offset $3))`,
        [userId, now, this.maxPerPlayer],
      );
    });
    return token;
  }

  /** The player of a valid, unexpired, unrevoked token. */
  async authenticate(token: unknown): Promise<Player | undefined> {
    if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return undefined;
    const tokenHash = sha256(token);
    const [row] = await this.db.query<Omit<Player, 'tokenHash'>>(
      `select u.id, u.mobile, u.name, u.email, u.verified from api_tokens t join users u on u.id = t.user_id
       where t.token_hash = $1 and not t.revoked and t.expires_at > $2`,
      [tokenHash, this.clock.now()],
    );
    return row && { ...row, tokenHash };
  }

  /** logout: ends the session of this token only. */
  async logout(player: Player) {
    await this.db.query('update api_tokens set revoked = true where token_hash = $1', [player.tokenHash]);
    return { success: true, message: 'Logged out' };
  }
}
