import type { Database } from '../db/database.js';
import type { Clock } from './clock.js';
import * as field from './fields.js';
import type { Fields } from './fields.js';
import { creditBonus, move } from './ledger.js';
import { OtpCodes, type OtpPurpose } from './otp-codes.js';
import { hashPassword, newToken, sha256, verifyPassword } from './passwords.js';
import { Refusal } from './refusal.js';
import type { SmsSender } from './sms-sender.js';
import type { Limits } from './limits.js';
import { Throttle, waitWords } from './throttle.js';

export interface Player {
  id: number;
  mobile: string;
  name: string;
  email: string;
  verified: boolean;
  /** The hash of the token this request came with: its session. */
  tokenHash: string;
}

/** Who sent a request: the client address, as the server sees it (or the trusted proxy says). */
export interface Caller {
  address: string;
}

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Sign-up with OTP, login, forgot and reset, password change, and api tokens. */
export class Accounts {
  private readonly otps: OtpCodes;
  private readonly throttle = new Throttle();
  /** A hash to check wrong passwords against when the mobile is unknown, so both take as long. */
  private readonly decoyHash = hashPassword('decoy password, never used');

  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly signupBonusPaise: () => Promise<number>,
    private readonly limits: Limits,
  ) {
    this.otps = new OtpCodes(db, clock);
  }

  async sendSignupOtp(fields: Fields, caller: Caller) {
    signupType(fields);
    const mobile = field.mobile(fields);
    field.text(fields, 'name', 'Name', { min: 2, max: 60, hint: 'Enter valid name' });
    if (await this.playerByMobile(mobile)) throw new Refusal('This mobile number is already registered. Log in instead.');
    await this.sendOtp(mobile, 'signup', caller);
    return { success: true, message: 'OTP sent' };
  }

  /**
   * An OTP by SMS (each a paid message with a real gateway): limited per mobile a day, per
   * client address an hour and in all a minute, and no sooner than 60 s after the last one.
   * Nothing is counted when any of them refuses.
   */
  private async sendOtp(mobile: string, purpose: OtpPurpose, caller: Caller): Promise<void> {
    const now = this.clock.now();
    const { code, undo } = await this.db.transaction(async (tx) => {
      await this.throttle.take(tx, now, [
        { key: `otp:mobile:${mobile}`, limit: this.limits.otpPerMobilePerDay, windowMs: DAY_MS, refusal: (s) => `Too many OTPs for this mobile number today. Try again in ${waitWords(s)}.` },
        { key: `otp:address:${caller.address}`, limit: this.limits.otpPerAddressPerHour, windowMs: HOUR_MS, refusal: (s) => `Too many OTP requests from your network. Try again in ${waitWords(s)}.` },
        { key: 'otp:all', limit: this.limits.otpPerMinute, windowMs: MINUTE_MS, refusal: (s) => `We are sending too many OTPs just now. Try again in ${waitWords(s)}.` },
      ]);
      return this.otps.issue(tx, mobile, purpose);
    });
    try {
      await this.sms.sendOtp(mobile, code);
    } catch (error) {
      await undo();
      throw error;
    }
  }

  async verifySignupOtp(fields: Fields) {
    signupType(fields);
    await this.otps.check(field.mobile(fields), 'signup', field.otp(fields), false);
    return { success: true, message: 'OTP verified' };
  }

  async register(fields: Fields) {
    const mobile = field.mobile(fields);
    const name = field.text(fields, 'name', 'Name', { min: 2, max: 60, hint: 'Enter valid name' });
    const password = field.password(fields, 'password', 6);
    const code = field.otp(fields);
    if (await this.playerByMobile(mobile)) throw new Refusal('This mobile number is already registered. Log in instead.');
    await this.otps.check(mobile, 'signup', code, true);
    const hash = await hashPassword(password);
    const bonus = await this.signupBonusPaise();
    const player = await this.db.transaction(async (tx) => {
      const [created] = await tx.query<{ id: number }>(
        'insert into users (mobile, name, password_hash) values ($1, $2, $3) on conflict (mobile) do nothing returning id',
        [mobile, name, hash],
      );
      if (!created) throw new Refusal('This mobile number is already registered. Log in instead.');
      await tx.query('insert into wallets (user_id) values ($1)', [created.id]);
      if (bonus > 0) await move(tx, this.clock.now(), { userId: created.id, kind: 'bonus', remark: 'Welcome bonus', change: creditBonus(bonus) });
      return created;
    });
    return { success: true, message: 'Account created', api_token: await this.issueToken(player.id), name, email: '' };
  }

  /**
   * Login, throttled per mobile and per client address: a few free tries, then each further
   * try waits, doubling up to a cap. A try counts before the password is checked, so a burst
   * of parallel guesses gets no more tries than a slow one. An unknown mobile is checked
   * against a decoy hash, so the answer takes as long as for a registered one.
   */
  async login(fields: Fields, caller: Caller) {
    const mobile = field.mobile(fields);
    const password = field.password(fields, 'password', 3);
    const { limits } = this;
    const mobileKey = `login:mobile:${mobile}`;
    await this.throttle.attempt(
      this.db,
      this.clock.now(),
      [
        { key: mobileKey, rule: { freeTries: limits.loginFreeTriesPerMobile, maxDelayMs: limits.loginMaxDelayPerMobileMs, quietResetMs: limits.loginQuietResetMs } },
        { key: `login:address:${caller.address}`, rule: { freeTries: limits.loginFreeTriesPerAddress, maxDelayMs: limits.loginMaxDelayPerAddressMs, quietResetMs: limits.loginQuietResetMs } },
      ],
      (seconds) => `Too many login attempts. Try again in ${waitWords(seconds)}.`,
    );
    const [row] = await this.db.query<{ id: number; name: string; email: string; password_hash: string }>(
      'select id, name, email, password_hash from users where mobile = $1',
      [mobile],
    );
    const matches = await verifyPassword(password, row?.password_hash ?? (await this.decoyHash));
    if (!row || !matches) throw new Refusal('Wrong mobile number or password.');
    await this.throttle.forgive(this.db, mobileKey);
    return { success: true, message: 'Welcome back', api_token: await this.issueToken(row.id), name: row.name, email: row.email };
  }

  /** logout: ends the session of this token only. */
  async logout(player: Player) {
    await this.db.query('update api_tokens set revoked = true where token_hash = $1', [player.tokenHash]);
    return { success: true, message: 'Logged out' };
  }

  async sendForgotOtp(fields: Fields, caller: Caller) {
    const mobile = field.mobile(fields);
    if (!(await this.playerByMobile(mobile))) throw new Refusal('No account has this mobile number.');
    await this.sendOtp(mobile, 'forgot', caller);
    return { success: true, message: 'OTP sent' };
  }

  /** verifyForgotOTP: checks the OTP, sets the new password, and logs the player in. */
  async verifyForgotOtp(fields: Fields) {
    const player = await this.resetWithOtp(field.mobile(fields), field.otp(fields), field.password(fields, 'password', 6));
    return { success: true, message: 'Password changed', api_token: await this.issueToken(player.id), name: player.name, email: player.email };
  }

  /** The legacy reset_password (form): the same, answered in the legacy shape by the route. */
  async legacyResetPassword(fields: Fields) {
    await this.resetWithOtp(field.mobile(fields), field.otp(fields), field.password(fields, 'pass', 6));
    return { success: '1', msg: 'Password Updated' };
  }

  async updatePassword(player: Player, fields: Fields) {
    const current = fields.current_password;
    const next = field.password(fields, 'password', 6);
    const [row] = await this.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [player.id]);
    if (typeof current !== 'string' || !row || !(await verifyPassword(current, row.password_hash))) throw new Refusal('Current password is wrong.');
    const hash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [player.id, hash]);
      // A new password ends every other session; this one goes on.
      await tx.query('update api_tokens set revoked = true where user_id = $1 and token_hash <> $2', [player.id, player.tokenHash]);
    });
    return { success: true, msg: 'Password updated successfully' };
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

  private async resetWithOtp(mobile: string, code: string, password: string): Promise<Omit<Player, 'tokenHash'>> {
    const player = await this.playerByMobile(mobile);
    if (!player) throw new Refusal('No account has this mobile number.');
    await this.otps.check(mobile, 'forgot', code, true);
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [player.id, hash]);
      // A new password ends every session the old one opened.
      await tx.query('update api_tokens set revoked = true where user_id = $1', [player.id]);
    });
    return player;
  }

  /** A new session; a player keeps at most `maxSessionsPerPlayer` live ones, the oldest end first. */
  private async issueToken(userId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query('insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [sha256(token), userId, new Date(now.getTime() + TOKEN_TTL_MS)]);
      // Ended sessions are of no more use, and the oldest beyond the bound end now.
      await tx.query(
        `delete from api_tokens where user_id = $1 and (revoked or expires_at <= $2 or token_hash in (
           select token_hash from api_tokens where user_id = $1 and not revoked and expires_at > $2 order by expires_at desc offset $3))`,
        [userId, now, this.limits.maxSessionsPerPlayer],
      );
    });
    return token;
  }

  private async playerByMobile(mobile: string): Promise<Omit<Player, 'tokenHash'> | undefined> {
    const [row] = await this.db.query<Omit<Player, 'tokenHash'>>('select id, mobile, name, email, verified from users where mobile = $1', [mobile]);
    return row;
  }
}

/** The OTP calls of sign-up say type 'signup' (or nothing). */
function signupType(fields: Fields): void {
  if (fields.type !== undefined && fields.type !== 'signup') throw new Refusal("type must be 'signup'.");
}
