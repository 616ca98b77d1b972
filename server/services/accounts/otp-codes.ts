import { randomInt } from 'node:crypto';
import type { Database, Sql } from '../../db/database.js';
import type { Clock } from '../platform/clock.js';
import { newToken, sha256 } from '../platform/passwords.js';
import { KeyedRefusal } from '../platform/refusal.js';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_WRONG_TRIES = 5;

export type OtpPurpose = 'signup' | 'forgot';

/**
 * Four-digit codes: valid 5 minutes, 5 wrong tries at most, a new one no sooner than 60 s,
 * each used once. Every rule is one conditional statement, so it holds under any number of
 * concurrent requests on any number of server processes: the row lock decides.
 */
export class OtpCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * A new code (in the caller's transaction), or a refusal that says how long to wait.
   * `undo` releases the resend lock when the SMS could not go. Not `enterable`: the row
   * keeps a hash no code matches (for a mobile that gets no SMS, yet must meet the same
   * resend lock and the same answers to a wrong code).
   */
  async issue(
    db: Sql,
    mobile: string,
    purpose: OtpPurpose,
    enterable = true,
  ): Promise<{ code: string; undo: () => Promise<void> }> {
    const now = this.clock.now();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const hash = sha256(enterable ? `${mobile}:${code}` : `${mobile}:${newToken()}`);
    const [issued] = await db.query(
      `insert into otps (mobile, purpose, code_hash, expires_at, sent_at) values ($1, $2, $3, $4, $5)
       on conflict (mobile, purpose) do update set code_hash = $3, expires_at = $4, sent_at = $5, wrong_tries = 0, verified = false
       where otps.sent_at <= $6 returning 1`,
      [mobile, purpose, hash, new Date(now.getTime() + OTP_TTL_MS), now, new Date(now.getTime() - OTP_RESEND_MS)],
    );
    if (!issued) {
      const [last] = await db.query<{ sent_at: Date }>('select sent_at from otps where mobile = $1 and purpose = $2', [
        mobile,
        purpose,
      ]);
      const wait = last ? OTP_RESEND_MS - (now.getTime() - new Date(last.sent_at).getTime()) : 1000;
      throw new KeyedRefusal('pleaseWait', { count: Math.max(1, Math.ceil(wait / 1000)) });
    }
    const undo = async () =>
      void (await this.db.query('delete from otps where mobile = $1 and purpose = $2 and code_hash = $3', [
        mobile,
        purpose,
        hash,
      ]));
    return { code, undo };
  }

  /**
   * Checks a code. A wrong one counts against the five tries at once (outside any
   * transaction of the caller, so a refused request still counts). `consume` uses it up:
   * of several requests with the same right code, one succeeds.
   */
  async check(mobile: string, purpose: OtpPurpose, code: string, consume: boolean): Promise<void> {
    const now = this.clock.now();
    const usable = 'mobile = $1 and purpose = $2 and expires_at > $3 and wrong_tries < $4';
    const params = [mobile, purpose, now, OTP_MAX_WRONG_TRIES, sha256(`${mobile}:${code}`)];
    const [accepted] = await this.db.query(
      consume
        ? `delete from otps where ${usable} and code_hash = $5 returning 1`
        : `update otps set verified = true where ${usable} and code_hash = $5 returning 1`,
      params,
    );
    if (accepted) return;
    const [counted] = await this.db.query(
      `update otps set wrong_tries = wrong_tries + 1 where ${usable} and code_hash <> $5 returning 1`,
      params,
    );
    if (counted) throw new KeyedRefusal('otpWrong');
    const [row] = await this.db.query<{ expires_at: Date; wrong_tries: number }>(
      'select expires_at, wrong_tries from otps where mobile = $1 and purpose = $2',
      [mobile, purpose],
    );
    if (row && row.wrong_tries >= OTP_MAX_WRONG_TRIES && new Date(row.expires_at) > now)
      throw new KeyedRefusal('otpTooManyTries');
    throw new KeyedRefusal('otpExpired');
  }
}
