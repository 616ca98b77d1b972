import { randomInt } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { Clock } from './clock.js';
import { sha256 } from './passwords.js';
import { Refusal } from './refusal.js';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_WRONG_TRIES = 5;

export type OtpPurpose = 'signup' | 'forgot';

/** Four-digit codes: valid 5 minutes, 5 wrong tries at most, a new one no sooner than 60 s. */
export class OtpCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async issue(mobile: string, purpose: OtpPurpose): Promise<string> {
    const now = this.clock.now();
    const [last] = await this.db.query<{ sent_at: Date }>('select sent_at from otps where mobile = $1 and purpose = $2', [mobile, purpose]);
    const wait = last ? OTP_RESEND_MS - (now.getTime() - new Date(last.sent_at).getTime()) : 0;
    if (wait > 0) throw new Refusal(`Please wait for ${Math.ceil(wait / 1000)} seconds`);
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.db.query(
      `insert into otps (mobile, purpose, code_hash, expires_at, sent_at) values ($1, $2, $3, $4, $5)
       on conflict (mobile, purpose) do update set code_hash = $3, expires_at = $4, sent_at = $5, wrong_tries = 0, verified = false`,
      [mobile, purpose, sha256(`${mobile}:${code}`), new Date(now.getTime() + OTP_TTL_MS), now],
    );
    return code;
  }

  /**
   * Checks a code. A wrong one counts against the five tries at once (outside any
   * transaction of the caller, so a refused request still counts). `consume` uses it up.
   */
  async check(mobile: string, purpose: OtpPurpose, code: string, consume: boolean): Promise<void> {
    const [row] = await this.db.query<{ code_hash: string; expires_at: Date; wrong_tries: number }>(
      'select code_hash, expires_at, wrong_tries from otps where mobile = $1 and purpose = $2',
      [mobile, purpose],
    );
    if (!row || new Date(row.expires_at).getTime() <= this.clock.now().getTime()) throw new Refusal('OTP expired. Ask for a new one.');
    if (row.wrong_tries >= OTP_MAX_WRONG_TRIES) throw new Refusal('Too many wrong tries. Ask for a new OTP.');
    if (row.code_hash !== sha256(`${mobile}:${code}`)) {
      await this.db.query('update otps set wrong_tries = wrong_tries + 1 where mobile = $1 and purpose = $2', [mobile, purpose]);
      throw new Refusal('Wrong OTP.');
    }
    if (consume) await this.db.query('delete from otps where mobile = $1 and purpose = $2', [mobile, purpose]);
    else await this.db.query('update otps set verified = true where mobile = $1 and purpose = $2', [mobile, purpose]);
  }
}
