import type {
  ActivityPageAnswer,
  LedgerPageAnswer,
  PlayerFileAnswer,
  PlayerPageAnswer,
  PlayerSummaryAnswer,
} from '../../../contract/console/players.js';
import type { Database } from '../../db/database.js';
import { TOKEN_TTL_MS } from '../accounts/sessions.js';
import type { Clock } from '../platform/clock.js';
import {
  CONSOLE_PAGE_SIZE,
  cappedCount,
  consoleTime,
  offsetOf,
  paged,
  statusWord,
} from '../platform/console-format.js';
import { NotFound } from '../platform/console-refusals.js';
import { LEDGER_ROW_COLUMNS, type LedgerRow } from '../wallet/ledger-row.js';
import { payoutHoldOf } from '../wallet/withdrawal-controls.js';

interface PlayerRow {
  id: number;
  name: string;
  mobile: string;
  email: string;
  verified: boolean;
  blocked_at: Date | null;
  blocked_reason: string | null;
  balance: number;
  bonus: number;
  debt: number;
  created_at: Date;
}

/** The player's own rows, as their tables hold them. */
interface BetRow {
  id: number;
  created_at: Date;
  market: string;
  day: string;
  timing: string;
  game: string;
  session: string;
  number: string;
  amount: number;
  status: string;
  payout: number;
}
interface DepositRow {
  id: number;
  created_at: Date;
  amount: number;
  utr: string;
  status: string;
  reason: string;
  decided_by: string | null;
  decided_at: Date | null;
}
interface WithdrawalRow extends Omit<DepositRow, 'utr'> {
  payout_reference: string;
}

/** What a deposit and a withdrawal request both say: when, how much, and its decision. */
const requestFields = (r: Omit<DepositRow, 'utr'>) => ({
  id: Number(r.id),
  createdAt: consoleTime(r.created_at),
  amountPaise: Number(r.amount),
  status: statusWord(r.status),
  reason: r.reason,
  decidedBy: r.decided_by,
  decidedAt: consoleTime(r.decided_at),
});

const PLAYER_COLUMNS = `u.id, u.name, u.mobile, u.email, u.verified, u.blocked_at, u.blocked_reason, coalesce(w.balance, 0) as balance,
  coalesce(w.bonus, 0) as bonus, coalesce(w.debt, 0) as debt, u.created_at`;

// Checked against the contract, yet keeping its numbers: the player actions and the bearer API read them.
const listed = (r: PlayerRow) =>
  ({
    id: Number(r.id),
    name: r.name,
    mobile: r.mobile,
    verified: r.verified,
    blocked: r.blocked_at !== null,
    balancePaise: Number(r.balance),
    bonusPaise: Number(r.bonus),
    debtPaise: Number(r.debt),
    createdAt: consoleTime(r.created_at),
  }) satisfies PlayerSummaryAnswer;

/** What the console reads about players: search, the player's page, and their records. */
export class PlayerDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** By part of a mobile (digits) or part of a name; newest first. */
  async search(q: string, page: number): Promise<PlayerPageAnswer> {
    const digits = /^\d+$/.test(q);
    // The typed text is a literal, not a pattern: its own % and _ match only themselves.
    const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const where = q === '' ? 'true' : digits ? 'u.mobile like $1' : 'u.name ilike $1';
    const params = q === '' ? [] : [like];
    const [{ n }] = (await this.db.query<{ n: number }>(cappedCount(`from users u where ${where}`), params)) as [
      { n: number },
    ];
    const rows = await this.db.query<PlayerRow>(
      `select ${PLAYER_COLUMNS} from users u left join wallets w on w.user_id = u.id where ${where} order by u.id desc limit ${CONSOLE_PAGE_SIZE} offset ${offsetOf(page)}`,
      params,
    );
    return paged(rows.map(listed), n, page);
  }

  /** The player of a mobile (the bearer API names players so): 404 when no player has it. */
  async idOfMobile(mobile: string): Promise<number> {
    const [row] = await this.db.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
    if (!row) throw new NotFound(`No player has the mobile ${mobile}.`);
    return Number(row.id);
  }

  async player(id: number) {
    const [row] = await this.db.query<PlayerRow>(
      `select ${PLAYER_COLUMNS} from users u left join wallets w on w.user_id = u.id where u.id = $1`,
      [id],
    );
    if (!row) throw new NotFound(`There is no player #${id}.`);
    const now = this.clock.now();
    const sessions = await this.db.query<{ expires_at: Date }>(
      'select expires_at from api_tokens where user_id = $1 and not revoked and expires_at > $2 order by expires_at desc',
      [id, now],
    );
    const hold = await payoutHoldOf(this.db, id);
    return {
      player: {
        ...listed(row),
        blockedReason: row.blocked_reason,
        email: row.email,
        // A hold on the player's payouts, with the reason the player reads.
        payoutHold: hold ? { reason: hold.reason, heldBy: hold.heldBy, heldAt: consoleTime(hold.heldAt) } : null,
      },
      // A session is issued for TOKEN_TTL_MS, so its start is its end less that.
      sessions: sessions.map((s) => ({
        createdAt: consoleTime(new Date(new Date(s.expires_at).getTime() - TOKEN_TTL_MS)),
        expiresAt: consoleTime(s.expires_at),
      })),
    } satisfies PlayerFileAnswer;
  }

  /** Newest first; balanceAfterPaise is the wallet (main and bonus) after the row; who gave a bonus or adjustment. */
  async ledger(id: number, page: number): Promise<LedgerPageAnswer> {
    return this.page(id, page, 'ledger', LEDGER_ROW_COLUMNS, (r: LedgerRow) => ({
      id: Number(r.id),
      at: consoleTime(r.created_at),
      kind: r.kind,
      amountPaise: Number(r.amount),
      bonusPaise: Number(r.bonus_amount),
      balanceAfterPaise: Number(r.after_total),
      remark: r.remark,
      givenBy: r.given_by,
      approvedBy: r.approved_by,
    }));
  }

  async bets(id: number, page: number): Promise<ActivityPageAnswer> {
    return this.page(
      id,
      page,
      'bets',
      'id, created_at, market, day, timing, game, session, number, amount, status, payout',
      (r: BetRow) => ({
        id: Number(r.id),
        createdAt: consoleTime(r.created_at),
        market: r.market,
        day: r.day,
        timing: r.timing,
        game: r.game,
        session: r.session,
        number: r.number,
        amountPaise: Number(r.amount),
        status: r.status,
        payoutPaise: Number(r.payout),
      }),
    );
  }

  async deposits(id: number, page: number): Promise<ActivityPageAnswer> {
    return this.page(
      id,
      page,
      'deposits',
      'id, created_at, amount, utr, status, reason, decided_by, decided_at',
      (r: DepositRow) => ({ ...requestFields(r), utr: r.utr }),
    );
  }

  async withdrawals(id: number, page: number): Promise<ActivityPageAnswer> {
    return this.page(
      id,
      page,
      'withdrawals',
      'id, created_at, amount, status, reason, payout_reference, decided_by, decided_at',
      (r: WithdrawalRow) => ({ ...requestFields(r), payoutReference: r.payout_reference }),
    );
  }

  /** One of the player's tables, newest first. `table` and `columns` are this file's own words, never input. */
  private async page<R, T>(id: number, page: number, table: string, columns: string, shape: (row: R) => T) {
    const [player] = await this.db.query('select 1 from users where id = $1', [id]);
    if (!player) throw new NotFound(`There is no player #${id}.`);
    // A heavy player's 200,000 bets are not counted for every page: the count stops at the cap.
    const [{ n }] = (await this.db.query<{ n: number }>(cappedCount(`from ${table} where user_id = $1`), [id])) as [
      { n: number },
    ];
    const rows = await this.db.query<R>(
      `select ${columns} from ${table} where user_id = $1 order by id desc limit ${CONSOLE_PAGE_SIZE} offset ${offsetOf(page)}`,
      [id],
    );
    return paged(rows.map(shape), n, page);
  }
}
