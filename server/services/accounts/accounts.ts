import type { Database, Sql } from '../../db/database.js';
import type {
  LoginRequest,
  OtpRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignupOtpCheck,
  UpdatePasswordRequest,
} from './account-requests.js';
import { refuseIfBlocked } from './blocked.js';
import type { Clock } from '../platform/clock.js';
import { english } from '../platform/english.js';
import { creditBonus, move, WELCOME_BONUS_REF } from '../wallet/ledger.js';
import type { Limits } from '../platform/limits.js';
import { OtpCodes, type OtpPurpose } from './otp-codes.js';
import { hashPassword, verifyPassword } from '../platform/passwords.js';
import { KeyedRefusal } from '../platform/refusal.js';
import type { Player, Sessions } from './sessions.js';
import type { SmsSender } from './sms-sender.js';
import { Throttle, waitWords } from '../platform/throttle.js';
import type { AccountAnswer } from '../../../contract/player/accounts.js';

export type { Player } from './sessions.js';

/** Who sent a request: the client address, as the server sees it (or the trusted proxy says). */
export interface Caller {
  address: string;
}

const MINUTE_MS = 60_000;
/** Wrong tries at a mobile's reset codes before waits begin (and its holder is told). */
export const RESET_FREE_TRIES_PER_MOBILE = 5;
/** Wrong tries at reset codes across every mobile in an hour before waits begin for all. */
export const RESET_FREE_TRIES_IN_ALL = 100;
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
    private readonly sessions: Sessions,
  ) {
    this.otps = new OtpCodes(db, clock);
  }

  /**
   * sendOTP answers alike whether the mobile has an account or not, so nobody learns which
   * numbers play here. A registered mobile gets a sign-up code as well (the same work, the
   * same SMS): only its owner reads it, and register then says the number is registered.
   */
  async sendSignupOtp({ mobile }: OtpRequest, caller: Caller) {
    await this.sendOtp(mobile, 'signup', caller, 'wait');
    return { success: true, message: 'OTP sent' };
  }

  /**
   * An OTP by SMS (each a paid message with a real gateway): limited per mobile a day, per
   * client address an hour and in all a minute, and no sooner than 60 s after the last one.
   * Nothing is counted when any of them refuses. `sms`: 'wait' sends it before answering
   * (and a failed send answers so); 'background' answers without waiting for the gateway,
   * whose time would tell this path from 'none'; 'none' sends nothing and keeps a code no
   * one can enter, so the mobile meets the same quotas, resend lock and wrong-OTP answers.
   */
  private async sendOtp(
    mobile: string,
    purpose: OtpPurpose,
    caller: Caller,
    sms: 'wait' | 'background' | 'none',
  ): Promise<void> {
    const now = this.clock.now();
    const { code, undo } = await this.db.transaction(async (tx) => {
      await this.throttle.take(tx, now, [
        {
          key: `otp:mobile:${mobile}`,
          limit: this.limits.otpPerMobilePerDay,
          windowMs: DAY_MS,
          refusal: (s) => `Too many OTPs for this mobile number today. Try again in ${waitWords(s)}.`,
        },
        {
          key: `otp:address:${caller.address}`,
          limit: this.limits.otpPerAddressPerHour,
          windowMs: HOUR_MS,
          refusal: (s) => `Too many OTP requests from your network. Try again in ${waitWords(s)}.`,
        },
        {
          key: 'otp:all',
          limit: this.limits.otpPerMinute,
          windowMs: MINUTE_MS,
          refusal: (s) => `We are sending too many OTPs just now. Try again in ${waitWords(s)}.`,
        },
      ]);
      return this.otps.issue(tx, mobile, purpose, sms !== 'none');
    });
    if (sms === 'none') return;
    const sending = this.sms.sendOtp(mobile, code).catch(async (error: unknown) => {
      // The sender logs why; the resend lock goes, so the player may ask again at once.
      await undo().catch(() => undefined);
      throw error;
    });
    if (sms === 'wait') return sending;
    sending.catch(() => undefined);
  }

  async verifySignupOtp({ mobile, otp }: SignupOtpCheck) {
    await this.otps.check(mobile, 'signup', otp, false);
    return { success: true, message: 'OTP verified' };
  }

  async register({ mobile, name, password, otp, adult }: RegisterRequest): Promise<AccountAnswer> {
    // Before the code is spent: a player who has not declared it can tick the box and go on.
    // An older app sends no declaration: it is refused the same way, with words it shows.
    if (adult !== true && adult !== 'true' && adult !== '1' && adult !== 1) throw new KeyedRefusal('mustDeclareAdult');
    // The code first: only who holds the mobile learns that it is registered.
    await this.otps.check(mobile, 'signup', otp, true);
    if (await this.playerByMobile(mobile)) throw new KeyedRefusal('mobileAlreadyRegistered');
    const hash = await hashPassword(password);
    const bonus = await this.signupBonusPaise();
    const player = await this.db.transaction(async (tx) => {
      const created = await this.addPlayer(tx, { mobile, name, hash, verified: false, bonus, remark: 'Welcome bonus' });
      if (!created) throw new KeyedRefusal('mobileAlreadyRegistered');
      await tx.query('update users set adult_declared_at = $2 where id = $1', [created.id, this.clock.now()]);
      return created;
    });
    return {
      success: true,
      message: 'Account created',
      api_token: await this.sessions.issue(player.id),
      name,
      email: '',
    };
  }

  /** How the player answered the offer of limits after sign-up: the first answer is kept. */
  async answerLimitsOffer(player: Player, answer: 'set' | 'skipped') {
    await this.db.query(
      'update users set limits_offer = $2, limits_offer_at = $3 where id = $1 and limits_offer is null',
      [player.id, answer, this.clock.now()],
    );
    return { success: true };
  }

  /** A verified player with a bonus (demo mode's player); nothing when the mobile is taken. */
  async addVerifiedPlayer(player: {
    mobile: string;
    name: string;
    password: string;
    bonusPaise: number;
    remark: string;
  }): Promise<void> {
    const hash = await hashPassword(player.password);
    await this.db.transaction((tx) =>
      this.addPlayer(tx, { ...player, hash, verified: true, bonus: player.bonusPaise }),
    );
  }

  /** A new player and their wallet, with a bonus where there is one; undefined when the mobile is taken. */
  private async addPlayer(
    tx: Sql,
    player: { mobile: string; name: string; hash: string; verified: boolean; bonus: number; remark: string },
  ) {
    const [created] = await tx.query<{ id: number }>(
      // Joined by the server's clock, as every other time a player or operator reads.
      `insert into users (mobile, name, password_hash, verified, created_at) values ($1, $2, $3, $4, $5)
       on conflict (mobile) do nothing returning id`,
      [player.mobile, player.name, player.hash, player.verified, this.clock.now()],
    );
    if (!created) return undefined;
    await tx.query('insert into wallets (user_id) values ($1)', [created.id]);
    if (player.bonus > 0)
      await move(tx, this.clock.now(), {
        userId: created.id,
        kind: 'bonus',
        remark: player.remark,
        // The passbook names it the welcome bonus in the player's language.
        ref: WELCOME_BONUS_REF,
        change: creditBonus(player.bonus),
      });
    return created;
  }

  /**
   * Login, throttled per mobile and per client address: a few free failed tries, then each
   * further try waits, doubling up to a cap. A try counts before the password is checked, so
   * a burst of parallel guesses gets no more tries than a slow one; a right password then
   * takes its own try back from both counts (and only its own: the failures stay), so many
   * players on one network never add up to a wait. An unknown mobile is checked against a
   * decoy hash, so the answer takes as long as for a registered one.
   */
  async login({ mobile, password }: LoginRequest, caller: Caller): Promise<AccountAnswer> {
    const { limits } = this;
    const attempt = await this.throttle.attempt(
      this.db,
      this.clock.now(),
      [
        {
          key: `login:mobile:${mobile}`,
          rule: {
            freeTries: limits.loginFreeTriesPerMobile,
            firstDelayMs: limits.loginFirstDelayMs,
            maxDelayMs: limits.loginMaxDelayPerMobileMs,
            quietResetMs: limits.loginQuietResetMs,
          },
        },
        {
          key: `login:address:${caller.address}`,
          rule: {
            freeTries: limits.loginFreeTriesPerAddress,
            firstDelayMs: limits.loginFirstDelayMs,
            maxDelayMs: limits.loginMaxDelayPerAddressMs,
            quietResetMs: limits.loginQuietResetMs,
          },
        },
      ],
      (seconds) => `Too many login attempts. Try again in ${waitWords(seconds)}.`,
    );
    const [row] = await this.db.query<{ id: number; name: string; email: string; password_hash: string }>(
      'select id, name, email, password_hash from users where mobile = $1',
      [mobile],
    );
    const matches = await verifyPassword(password, row?.password_hash ?? (await this.decoyHash));
    if (!row || !matches) {
      await attempt.failed();
      throw new KeyedRefusal('wrongMobileOrPassword');
    }
    await attempt.succeeded();
    await refuseIfBlocked(this.db, row.id);
    return {
      success: true,
      message: 'Welcome back',
      api_token: await this.sessions.issue(row.id),
      name: row.name,
      email: row.email,
    };
  }

  /**
   * forgotOTP answers alike whether the mobile has an account or not, after the same work:
   * the same quotas and resend lock for both, an SMS only to a registered mobile (sent
   * without waiting for the gateway, so the answer takes as long either way).
   */
  async sendForgotOtp({ mobile }: OtpRequest, caller: Caller) {
    const registered = Boolean(await this.playerByMobile(mobile));
    await this.sendOtp(mobile, 'forgot', caller, registered ? 'background' : 'none');
    return { success: true, message: 'OTP sent' };
  }

  /** verifyForgotOTP: checks the OTP, sets the new password, and logs the player in. */
  async verifyForgotOtp(command: ResetPasswordRequest, caller: Caller): Promise<AccountAnswer> {
    const player = await this.resetWithOtp(command, caller);
    return {
      success: true,
      message: 'Password changed',
      api_token: await this.sessions.issue(player.id),
      name: player.name,
      email: player.email,
    };
  }

  /** The legacy reset_password (form): the same, answered in the legacy shape by the route. */
  async legacyResetPassword(command: ResetPasswordRequest, caller: Caller) {
    await this.resetWithOtp(command, caller);
    return { success: '1', msg: english('passwordUpdated') };
  }

  /**
   * A password change needs the current password: it counts against the same per-mobile
   * tries as login (a stolen session guessing the password gets no more tries than a
   * stranger at the login screen), and a right one takes its try back.
   */
  async updatePassword(player: Player, { password, current }: UpdatePasswordRequest) {
    const { limits } = this;
    const attempt = await this.throttle.attempt(
      this.db,
      this.clock.now(),
      [
        {
          key: `login:mobile:${player.mobile}`,
          rule: {
            freeTries: limits.loginFreeTriesPerMobile,
            firstDelayMs: limits.loginFirstDelayMs,
            maxDelayMs: limits.loginMaxDelayPerMobileMs,
            quietResetMs: limits.loginQuietResetMs,
          },
        },
      ],
      (seconds) => `Too many tries at the current password. Try again in ${waitWords(seconds)}.`,
    );
    const [row] = await this.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      player.id,
    ]);
    if (current === undefined || !row || !(await verifyPassword(current, row.password_hash))) {
      await attempt.failed();
      throw new KeyedRefusal('currentPasswordWrong');
    }
    await attempt.succeeded();
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [player.id, hash]);
      // A new password ends every other session; this one goes on.
      await tx.query('update api_tokens set revoked = true where user_id = $1 and token_hash <> $2', [
        player.id,
        player.tokenHash,
      ]);
    });
    return { success: true, msg: english('passwordUpdatedSuccessfully') };
  }

  private async resetWithOtp(
    { mobile, otp: code, password }: ResetPasswordRequest,
    caller: Caller,
  ): Promise<Omit<Player, 'tokenHash'>> {
    // A reset code has 4 digits: the tries at it are counted across all of a mobile's codes, per
    // address and in all, so it cannot be guessed at scale (resetCodeTries).
    const attempt = await this.resetCodeTries(mobile, caller);
    // The code first: an unknown mobile holds one no one can enter, so it meets the same answers.
    try {
      await this.otps.check(mobile, 'forgot', code, true);
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    await attempt.succeeded();
    const player = await this.playerByMobile(mobile);
    if (!player) throw new KeyedRefusal('noAccountForMobile');
    await refuseIfBlocked(this.db, player.id);
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [player.id, hash]);
      // A new password ends every session the old one opened.
      await tx.query('update api_tokens set revoked = true where user_id = $1', [player.id]);
    });
    return player;
  }

  /**
   * Tries at reset codes, counted whatever code they are at (a new code does not start them
   * afresh): per mobile, RESET_FREE_TRIES_PER_MOBILE a day and then waits doubling from a minute
   * (about 15 a day in all, so at most 15 in 10,000 a day for one account); per address 20, and
   * across every mobile RESET_FREE_TRIES_IN_ALL an hour, so spreading tries over many accounts
   * and addresses is capped too. When a mobile's free tries are spent its holder is told by SMS.
   */
  private async resetCodeTries(mobile: string, caller: Caller) {
    const perMobile = `reset:mobile:${mobile}`;
    const attempt = await this.throttle.attempt(
      this.db,
      this.clock.now(),
      [
        {
          key: perMobile,
          rule: {
            freeTries: RESET_FREE_TRIES_PER_MOBILE,
            firstDelayMs: MINUTE_MS,
            maxDelayMs: 24 * HOUR_MS,
            quietResetMs: 24 * HOUR_MS,
          },
        },
        {
          key: `reset:address:${caller.address}`,
          rule: { freeTries: 20, firstDelayMs: MINUTE_MS, maxDelayMs: 24 * HOUR_MS, quietResetMs: 24 * HOUR_MS },
        },
        {
          key: 'reset:all',
          rule: {
            freeTries: RESET_FREE_TRIES_IN_ALL,
            firstDelayMs: 10_000,
            maxDelayMs: HOUR_MS,
            quietResetMs: HOUR_MS,
          },
        },
      ],
      (seconds) => new KeyedRefusal('resetCodesPaused', { count: seconds }),
    );
    return {
      succeeded: () => attempt.succeeded(),
      failed: async () => {
        await attempt.failed();
        const [row] = await this.db.query<{ hits: number }>('select hits from backoffs where key = $1', [perMobile]);
        // The last free try at this mobile's codes just failed: its holder hears of it, once, in
        // the app's notifications (they are signed in elsewhere, or will be).
        const player = Number(row?.hits ?? 0) === RESET_FREE_TRIES_PER_MOBILE && (await this.playerByMobile(mobile));
        if (player)
          await this.db.query(
            'insert into notifications (title, notification, user_id, created_at) values ($1, $2, $3, $4)',
            [
              'Password reset codes tried',
              'Someone entered wrong password reset codes for your account. Password reset is paused for a while, and your password is unchanged. If it was you, wait and ask for a new code; if not, do nothing.',
              player.id,
              this.clock.now(),
            ],
          );
      },
    };
  }

  private async playerByMobile(mobile: string): Promise<Omit<Player, 'tokenHash'> | undefined> {
    const [row] = await this.db.query<Omit<Player, 'tokenHash'>>(
      'select id, mobile, name, email, verified from users where mobile = $1',
      [mobile],
    );
    return row;
  }
}
