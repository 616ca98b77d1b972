import type { OperatorAnswer } from '../../../contract/console/console-wire.js';
import type { OperatorListAnswer } from '../../../contract/console/owner.js';
import type { TotpSetupAnswer } from '../../../contract/console/sessions.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor, Role } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { consoleTime } from '../platform/console-format.js';
import type { ConsoleSessions } from './console-sessions.js';
import { NotFound } from '../platform/console-refusals.js';
import { operatorOf, type OperatorRow } from './operator-row.js';
import { hashPassword, verifyPassword } from '../platform/passwords.js';
import { Refusal } from '../platform/refusal.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';

const COLUMNS = 'id, username, role, totp_enabled, disabled, created_at, last_sign_in_at';
export const TOTP_ISSUER = 'matka-core';
const WRONG_TOTP_CODE = 'The code is wrong. Check the time on your phone and try the newest code.';

/** An operator as the owner's list shows it. */
const listed = (row: OperatorRow) => ({
  ...operatorOf(row),
  disabled: row.disabled,
  createdAt: consoleTime(row.created_at),
  lastSignInAt: consoleTime(row.last_sign_in_at),
});

/** Operator accounts: the owner manages them; each operator keeps their own password and TOTP. */
export class Operators {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Counts tries at an operator's password, as sign-in does. */
    private readonly tries: Pick<ConsoleSessions, 'passwordTry'>,
  ) {}

  async list(): Promise<OperatorListAnswer> {
    const rows = await this.db.query<OperatorRow & { created_by: string | null }>(
      `select ${COLUMNS}, (select m.username from operators m where m.id = o.created_by_id) as created_by
       from operators o order by id`,
    );
    // Who made each account: for its first days it is not its maker's second (two-person.ts).
    return { rows: rows.map((row) => ({ ...listed(row), createdBy: row.created_by })) };
  }

  async add(actor: Actor, command: { username: string; password: string; role: Role }) {
    const hash = await hashPassword(command.password);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<OperatorRow>(
        `insert into operators (username, password_hash, role, created_at, created_by_id) values ($1, $2, $3, $4, $5)
         on conflict (username) do nothing returning ${COLUMNS}`,
        [command.username, hash, command.role, this.clock.now(), actor.operatorId],
      );
      if (!row) throw new Refusal(`There is an operator called ${command.username} already.`);
      await audit(tx, this.clock.now(), actor, {
        action: 'operator.add',
        target: `operator:${row.username}`,
        after: { username: row.username, role: row.role },
      });
      // Checked against the contract, yet keeping its numbers: the tests' fixtures read the new id.
      return { operator: listed(row) } satisfies OperatorAnswer;
    });
  }

  /** Adds the operator unless one of that name exists (the demo's owner, at every demo start). */
  async addUnlessExists(actor: Actor, command: { username: string; password: string; role: Role }): Promise<void> {
    const [exists] = await this.db.query('select 1 from operators where username = $1', [command.username]);
    if (!exists) await this.add(actor, command);
  }

  async setRole(actor: Actor, id: number, role: Role): Promise<OperatorAnswer> {
    return this.changeOwners(actor, id, async (tx, row) => {
      if (row.role === 'owner' && role !== 'owner') await this.keepAnOwner(tx, row);
      const [after] = await tx.query<OperatorRow>(`update operators set role = $2 where id = $1 returning ${COLUMNS}`, [
        id,
        role,
      ]);
      await audit(tx, this.clock.now(), actor, {
        action: 'operator.role',
        target: `operator:${row.username}`,
        before: { role: row.role },
        after: { role },
      });
      return after!;
    });
  }

  /** Disabling ends every session of the operator; the last owner cannot be disabled. */
  async setDisabled(actor: Actor, id: number, disabled: boolean): Promise<OperatorAnswer> {
    return this.changeOwners(actor, id, async (tx, row) => {
      if (disabled && row.role === 'owner') await this.keepAnOwner(tx, row);
      const [after] = await tx.query<OperatorRow>(
        `update operators set disabled = $2 where id = $1 returning ${COLUMNS}`,
        [id, disabled],
      );
      if (disabled) await tx.query('delete from operator_sessions where operator_id = $1', [id]);
      const action = disabled ? 'operator.disable' : 'operator.enable';
      await audit(tx, this.clock.now(), actor, {
        action,
        target: `operator:${row.username}`,
        before: { disabled: row.disabled },
        after: { disabled },
      });
      return after!;
    });
  }

  /**
   * A new password ends the operator's other sessions; this one goes on. The current password
   * is tried as at sign-in, on the same counts: a taken session guesses no faster than a stranger.
   */
  async changePassword(actor: Actor, sessionHash: string, command: { current: string; next: string }) {
    const attempt = await this.tries.passwordTry(
      actor.username,
      actor.address,
      (wait) => `Too many tries at the current password. Try again in ${wait}.`,
    );
    const [row] = await this.db.query<{ password_hash: string }>('select password_hash from operators where id = $1', [
      actor.operatorId,
    ]);
    if (!row || !(await verifyPassword(command.current, row.password_hash))) {
      await attempt.failed();
      throw new Refusal('The current password is wrong.');
    }
    await attempt.succeeded();
    const hash = await hashPassword(command.next);
    await this.db.transaction(async (tx) => {
      await tx.query('update operators set password_hash = $2 where id = $1', [actor.operatorId, hash]);
      await tx.query('delete from operator_sessions where operator_id = $1 and token_hash <> $2', [
        actor.operatorId,
        sessionHash,
      ]);
      await audit(tx, this.clock.now(), actor, { action: 'operator.password', target: `operator:${actor.username}` });
    });
    return { ok: true };
  }

  /** A new secret, kept until a code from it switches TOTP on. */
  async totpSetup(actor: Actor): Promise<TotpSetupAnswer> {
    const secret = newTotpSecret();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query(
        `update operators set totp_secret = $2 where id = $1 and not totp_enabled returning 1`,
        [actor.operatorId, secret],
      );
      if (!row) throw new Refusal('Two-factor sign-in is on already: switch it off first to set up a new secret.');
      await audit(tx, this.clock.now(), actor, { action: 'operator.totp-setup', target: `operator:${actor.username}` });
      return { secret, otpauthUrl: otpauthUrl(TOTP_ISSUER, actor.username, secret) };
    });
  }

  async totpSwitch(actor: Actor, on: boolean, code: string): Promise<OperatorAnswer> {
    // A code is tried as a password is, on the same counts: switching the second factor off with
    // a taken session guesses its 6 digits no faster than a stranger guesses the password.
    const attempt = await this.tries.passwordTry(
      actor.username,
      actor.address,
      (wait) => `Too many tries at an authenticator code. Try again in ${wait}.`,
    );
    try {
      const outcome = await this.switchTotp(actor, on, code);
      await attempt.succeeded();
      return outcome;
    } catch (error) {
      // Only a wrong code stays counted; any other refusal gives its try back.
      if (error instanceof Refusal && error.message === WRONG_TOTP_CODE) await attempt.failed();
      else await attempt.succeeded();
      throw error;
    }
  }

  private async switchTotp(actor: Actor, on: boolean, code: string) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ totp_secret: string | null; totp_enabled: boolean }>(
        'select totp_secret, totp_enabled from operators where id = $1 for update',
        [actor.operatorId],
      );
      if (!row) throw new NotFound('There is no such operator.');
      if (row.totp_enabled === on)
        throw new Refusal(on ? 'Two-factor sign-in is on already.' : 'Two-factor sign-in is off already.');
      if (!row.totp_secret) throw new Refusal('Set up two-factor sign-in first.');
      const step = matchTotp(row.totp_secret, code, this.clock.now());
      if (step === undefined) throw new Refusal(WRONG_TOTP_CODE);
      const [after] = await tx.query<OperatorRow>(
        `update operators set totp_enabled = $2, totp_secret = case when $2 then totp_secret end, totp_last_step = case when $2 then $3::bigint end
         where id = $1 returning ${COLUMNS}`,
        [actor.operatorId, on, step],
      );
      await audit(tx, this.clock.now(), actor, {
        action: on ? 'operator.totp-enable' : 'operator.totp-disable',
        target: `operator:${actor.username}`,
      });
      return { operator: operatorOf(after!) };
    });
  }

  /** Locks every active owner's row first, so two owners demoting each other at once cannot leave none. */
  private async changeOwners(actor: Actor, id: number, change: (tx: Sql, row: OperatorRow) => Promise<OperatorRow>) {
    return this.db.transaction(async (tx) => {
      await tx.query(`select id from operators where role = 'owner' and not disabled order by id for update`);
      const [row] = await tx.query<OperatorRow>(`select ${COLUMNS} from operators where id = $1 for update`, [id]);
      if (!row) throw new NotFound(`There is no operator #${id}.`);
      return { operator: listed(await change(tx, row)) };
    });
  }

  private async keepAnOwner(tx: Sql, row: OperatorRow): Promise<void> {
    const [others] = await tx.query<{ n: number }>(
      `select count(*)::int as n from operators where role = 'owner' and not disabled and id <> $1`,
      [row.id],
    );
    if (!row.disabled && (others?.n ?? 0) === 0)
      throw new Refusal(`${row.username} is the last owner: make another owner first.`);
  }
}
