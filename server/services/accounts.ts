import type { Database } from '../db/database.js';
import type { Clock } from './clock.js';
import * as field from './fields.js';
import type { Fields } from './fields.js';
import { creditBonus } from './ledger.js';
import { OtpCodes } from './otp-codes.js';
import { hashPassword, newToken, sha256, verifyPassword } from './passwords.js';
import { Refusal } from './refusal.js';
import type { SmsSender } from './sms-sender.js';

export interface Player {
  id: number;
  mobile: string;
  name: string;
  email: string;
  verified: boolean;
}

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** Sign-up with OTP, login, forgot and reset, password change, and api tokens. */
export class Accounts {
  private readonly otps: OtpCodes;

  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly signupBonusPaise: () => Promise<number>,
  ) {
    this.otps = new OtpCodes(db, clock);
  }

  async sendSignupOtp(fields: Fields) {
    signupType(fields);
    const mobile = field.mobile(fields);
    field.text(fields, 'name', 'Name', { min: 2, max: 60, hint: 'Enter valid name' });
    if (await this.playerByMobile(mobile)) throw new Refusal('This mobile number is already registered. Log in instead.');
    await this.sms.sendOtp(mobile, await this.otps.issue(mobile, 'signup'));
    return { success: true, message: 'OTP sent' };
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
      if (bonus > 0) await creditBonus(tx, created.id, bonus, { kind: 'bonus', remark: 'Welcome bonus', at: this.clock.now() });
      return created;
    });
    return { success: true, message: 'Account created', api_token: await this.issueToken(player.id), name, email: '' };
  }

  async login(fields: Fields) {
    const mobile = field.mobile(fields);
    const password = field.password(fields, 'password', 3);
    const [row] = await this.db.query<{ id: number; name: string; email: string; password_hash: string }>(
      'select id, name, email, password_hash from users where mobile = $1',
      [mobile],
    );
    if (!row || !(await verifyPassword(password, row.password_hash))) throw new Refusal('Wrong mobile number or password.');
    return { success: true, message: 'Welcome back', api_token: await this.issueToken(row.id), name: row.name, email: row.email };
  }

  async sendForgotOtp(fields: Fields) {
    const mobile = field.mobile(fields);
    if (!(await this.playerByMobile(mobile))) throw new Refusal('No account has this mobile number.');
    await this.sms.sendOtp(mobile, await this.otps.issue(mobile, 'forgot'));
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
    await this.db.query('update users set password_hash = $2 where id = $1', [player.id, await hashPassword(next)]);
    return { success: true, msg: 'Password updated successfully' };
  }

  /** The player of a valid, unexpired, unrevoked token. */
  async authenticate(token: unknown): Promise<Player | undefined> {
    if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return undefined;
    const [row] = await this.db.query<Player>(
      `select u.id, u.mobile, u.name, u.email, u.verified from api_tokens t join users u on u.id = t.user_id
       where t.token_hash = $1 and not t.revoked and t.expires_at > $2`,
      [sha256(token), this.clock.now()],
    );
    return row;
  }

  private async resetWithOtp(mobile: string, code: string, password: string): Promise<Player> {
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

  private async issueToken(userId: number): Promise<string> {
    const token = newToken();
    await this.db.query('insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [
      sha256(token),
      userId,
      new Date(this.clock.now().getTime() + TOKEN_TTL_MS),
    ]);
    return token;
  }

  private async playerByMobile(mobile: string): Promise<Player | undefined> {
    const [row] = await this.db.query<Player>('select id, mobile, name, email, verified from users where mobile = $1', [mobile]);
    return row;
  }
}

/** The OTP calls of sign-up say type 'signup' (or nothing). */
function signupType(fields: Fields): void {
  if (fields.type !== undefined && fields.type !== 'signup') throw new Refusal("type must be 'signup'.");
}
