import type { Database } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { Throttled, TotpRequired } from '../platform/console-refusals.js';
import type { Limits } from '../platform/limits.js';
import { operatorOf, type OperatorRow } from './operator-row.js';
import { hashPassword, newToken, sha256, verifyPassword } from '../platform/passwords.js';
import { Refusal } from '../platform/refusal.js';
import { Throttle, waitWords, type Attempt } from '../platform/throttle.js';
import { matchTotp } from './totp.js';

/** A console session lives at most this long, however busy. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
export const WRONG_SIGN_IN = 'Wrong username or password.';

export interface ConsoleSession {
  tokenHash: string;
  csrfToken: string;
  operator: ReturnType<typeof operatorOf>;
  actor: Omit<Actor, 'address'>;
}

type Row = OperatorRow & { password_hash: string; totp_secret: string | null; totp_last_step: number | null };

/** Operator sign-in (throttled, optional TOTP), sessions that end when idle, sign-out. */
export class ConsoleSessions {
  private readonly throttle = new Throttle();
  /** Checked when the username is unknown, so a wrong username takes as long as a wrong password. */
  private readonly decoyHash = hashPassword('decoy operator password, never used');

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limits: Limits,
  ) {}

  get idleMinutes(): number {
    return this.limits.consoleIdleMinutes;
  }

  /**
   * A try at an operator's password (sign-in, or the current password of a password change),
   * counted before the password is checked (as players' logins), per username and per
   * address, the two doors on the same counts: a failed try stays counted, a right password
   * takes its own try back. Refused with 429 once the tries wait.
   */
  async passwordTry(username: string, address: string, refusal: (wait: string) => string): Promise<Attempt> {
    const { limits } = this;
    const rule = (freeTries: number, maxDelayMs: number) => ({
      freeTries,
      firstDelayMs: limits.loginFirstDelayMs,
      maxDelayMs,
      quietResetMs: limits.loginQuietResetMs,
    });
    try {
      return await this.throttle.attempt(
        this.db,
        this.clock.now(),
        [
          {
            key: `console:username:${username}`,
            rule: rule(limits.loginFreeTriesPerMobile, limits.loginMaxDelayPerMobileMs),
          },
          {
            key: `console:address:${address}`,
            rule: rule(limits.loginFreeTriesPerAddress, limits.loginMaxDelayPerAddressMs),
          },
        ],
        (seconds) => refusal(waitWords(seconds)),
      );
    } catch (error) {
      throw error instanceof Refusal ? new Throttled(error.message) : error;
    }
  }

  /**
   * Throttled as `passwordTry` says; a wrong password (or a disabled operator, or a wrong
   * two-factor code) is a failed try; every checked try is audited.
   */
  async signIn(command: { username: string; password: string; totp?: string | undefined }, address: string) {
    const attempt = await this.passwordTry(
      command.username,
      address,
      (wait) => `Too many sign-in attempts. Try again in ${wait}.`,
    );
    const [row] = await this.db.query<Row>(
      'select id, username, role, totp_enabled, disabled, created_at, last_sign_in_at, password_hash, totp_secret, totp_last_step from operators where username = $1',
      [command.username],
    );
    const matches = await verifyPassword(command.password, row?.password_hash ?? (await this.decoyHash));
    const failed = async (why: string, refusal: Refusal) => {
      await attempt.failed();
      const actor = {
        operatorId: row ? Number(row.id) : null,
        username: command.username,
        role: row?.role ?? ('' as const),
        address,
      };
      await audit(this.db, this.clock.now(), actor, {
        action: 'sign-in.failed',
        target: `operator:${command.username}`,
        after: { why },
      });
      return refusal;
    };
    if (!row || !matches) throw await failed('wrong username or password', new Refusal(WRONG_SIGN_IN));
    if (row.disabled) throw await failed('disabled', new Refusal('This operator account is disabled. Ask an owner.'));
    let step: number | undefined;
    if (row.totp_enabled) {
      if (command.totp === undefined) {
        // The password was right: the try is taken back, and the next one brings the code.
        await attempt.succeeded();
        throw new TotpRequired('Enter the 6-digit code from your authenticator app.');
      }
      step = matchTotp(row.totp_secret ?? '', command.totp, this.clock.now());
      // A code signs in once: its step must be later than the last one used.
      if (step === undefined || (row.totp_last_step !== null && step <= Number(row.totp_last_step))) {
        throw await failed(
          'wrong two-factor code',
          new TotpRequired('The code is wrong or was used already. Try the newest code.'),
        );
      }
    }
    await attempt.succeeded();
    const token = newToken();
    const csrfToken = newToken();
    const now = this.clock.now();
    const actor = { operatorId: Number(row.id), username: row.username, role: row.role, address };
    await this.db.transaction(async (tx) => {
      if (step !== undefined) {
        const [fresh] = await tx.query(
          'update operators set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning 1',
          [row.id, step],
        );
        if (!fresh) throw new TotpRequired('The code was used already. Try the newest code.');
      }
      await tx.query('update operators set last_sign_in_at = $2 where id = $1', [row.id, now]);
      // Sessions of this operator that have ended are of no more use.
      await tx.query(
        'delete from operator_sessions where operator_id = $1 and (last_seen_at <= $2 or created_at <= $3)',
        [row.id, this.idleSince(now), new Date(now.getTime() - SESSION_MAX_MS)],
      );
      await tx.query(
        'insert into operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at, address) values ($1, $2, $3, $4, $4, $5)',
        [sha256(token), row.id, csrfToken, now, address.slice(0, 64)],
      );
      await audit(tx, now, actor, { action: 'sign-in', target: `operator:${row.username}` });
    });
    return { token, csrfToken, operator: operatorOf(row) };
  }

  /** The live session of a cookie's token, or undefined; a session found ended is removed. */
  async find(token: string | undefined): Promise<ConsoleSession | undefined> {
    if (!token || !/^[0-9a-f]{64}$/.test(token)) return undefined;
    const tokenHash = sha256(token);
    const [row] = await this.db.query<
      OperatorRow & { csrf_token: string; session_created_at: Date; last_seen_at: Date }
    >(
      `select o.id, o.username, o.role, o.totp_enabled, o.disabled, o.created_at, o.last_sign_in_at, s.csrf_token, s.created_at as session_created_at, s.last_seen_at
       from operator_sessions s join operators o on o.id = s.operator_id where s.token_hash = $1`,
      [tokenHash],
    );
    if (!row) return undefined;
    const now = this.clock.now();
    const ended =
      row.disabled ||
      new Date(row.last_seen_at) <= this.idleSince(now) ||
      new Date(row.session_created_at).getTime() <= now.getTime() - SESSION_MAX_MS;
    if (ended) {
      await this.db.query('delete from operator_sessions where token_hash = $1', [tokenHash]);
      return undefined;
    }
    return {
      tokenHash,
      csrfToken: row.csrf_token,
      operator: operatorOf(row),
      actor: { operatorId: Number(row.id), username: row.username, role: row.role },
    };
  }

  /** A request: the idle time starts again. */
  async touch(session: ConsoleSession): Promise<void> {
    await this.db.query('update operator_sessions set last_seen_at = $2 where token_hash = $1', [
      session.tokenHash,
      this.clock.now(),
    ]);
  }

  /** Whether the session still lives, without counting as a request (a live event stream asks). */
  async alive(session: ConsoleSession): Promise<boolean> {
    const [row] = await this.db.query(
      `select 1 from operator_sessions s join operators o on o.id = s.operator_id
       where s.token_hash = $1 and not o.disabled and s.last_seen_at > $2 and s.created_at > $3`,
      [session.tokenHash, this.idleSince(this.clock.now()), new Date(this.clock.now().getTime() - SESSION_MAX_MS)],
    );
    return Boolean(row);
  }

  async signOut(session: ConsoleSession, address: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('delete from operator_sessions where token_hash = $1', [session.tokenHash]);
      await audit(
        tx,
        this.clock.now(),
        { ...session.actor, address },
        { action: 'sign-out', target: `operator:${session.operator.username}` },
      );
    });
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - this.limits.consoleIdleMinutes * 60_000);
  }
}
