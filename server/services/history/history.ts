import { walletString, type MarketKind } from 'matka-core/player';
import type { Database } from '../../db/database.js';
import type { Player } from '../accounts/accounts.js';
import type { Clock } from '../platform/clock.js';
import { cappedCount, COUNT_CAP } from '../platform/console-format.js';
import { dayOf, nextDay, stamp, startOfDay } from '../platform/clock.js';
import { walletOf, WELCOME_BONUS_REF } from '../wallet/ledger.js';
import { KeyedRefusal } from '../platform/refusal.js';
import type { BidsQuery, DateWindow, DepositsQuery, PassbookQuery } from './history-queries.js';
import type { NotificationsAnswer } from '../../../contract/player/content.js';
import type { BidHistoryAnswer, PassbookAnswer, WinningsAnswer } from '../../../contract/player/history.js';
import type {
  DepositHistoryAnswer,
  WalletTransactionsAnswer,
  WithdrawRequestsAnswer,
} from '../../../contract/player/funds.js';

export const PAGE_SIZE = 20;

/** The market's kind and the result of the bet's day and slot, joined to a bet `b`. */
const SETTLEMENT_JOINS = `left join markets m on m.name = b.market
  left join results r on r.market = b.market and r.day = b.day and r.timing = b.timing`;
const SETTLEMENT_COLUMNS = 'b.board, m.kind as market_kind, r.open_pana, r.close_pana, r.jodi';
interface SettlementColumns {
  board: string | null;
  market_kind: string | null;
  open_pana: string | null;
  close_pana: string | null;
  jodi: string | null;
}

/** The bid's board, and what the app needs to say why it won or lost (beside the existing apps' fields, left as they were). */
function settlementOf(r: SettlementColumns) {
  return {
    board: r.board ?? '',
    market_kind: r.market_kind ?? '',
    result:
      r.open_pana || r.close_pana || r.jodi ? { open_pana: r.open_pana, close_pana: r.close_pana, jodi: r.jodi } : null,
  };
}

/** The bid of a movement, joined as `b`: its market (with a starline slot), game, number and session. */
const BID_COLUMNS = 'b.market, b.timing, b.game, b.number, b.session';
interface BidColumns {
  market: string | null;
  timing: string | null;
  game: string | null;
  number: string | null;
  session: string | null;
}
function bidOf(r: BidColumns) {
  if (!r.market) return {};
  return {
    market: r.timing ? `${r.market} ${r.timing}` : r.market,
    game: r.game,
    number: r.number,
    session: r.session,
  };
}

/**
 * A movement's reference as the app words it in the player's language: a deposit's or a
 * withdrawal's number, a transfer's other mobile, an adjustment's reason, the welcome bonus.
 * Bets and wins carry their details in `exp` instead.
 */
function answerRef(kind: string, ref: string | null, remark: string): string | null {
  switch (kind) {
    case 'deposit':
      return ref?.replace(/^deposit:/, '') ?? null;
    case 'withdraw_request':
    case 'withdraw_rejected':
    case 'withdraw_reduced':
      return ref?.replace(/^withdrawal:/, '') ?? null;
    case 'transfer_out':
      return remark.replace(/^Transfer to /, '');
    case 'transfer_in':
      return remark.replace(/^Transfer from /, '');
    case 'adjustment':
      return remark.replace(/^Adjustment: /, '');
    case 'bonus':
      return ref === WELCOME_BONUS_REF ? ref : null;
    default:
      return null;
  }
}
const DAY_MS = 86_400_000;

/** What the player's history screens read: bids, passbook, winnings and fund records. */
export class History {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** games2: bids in a date window (default the last 7 days), OPEN/CLOSE filters, 20 a page. */
  async bids(player: Player, { window, page, open, close, kind }: BidsQuery): Promise<BidHistoryAnswer> {
    const { from, to } = this.window(window);
    const sessions = [...(open ? ['OPEN'] : []), ...(close ? ['CLOSE'] : []), ''];
    // One kind of market's bids (starline, jackpot or main), or every bid when no kind is asked.
    const where = `b.user_id = $1 and b.day between $2 and $3 and b.session = any($4::text[])
       and ($5::text is null or b.market in (select name from markets where kind = $5::text))`;
    const params = [player.id, from, to, sessions, kind ?? null];
    const count = await this.cappedCount(`from bets b where ${where}`, params);
    const rows = await this.db.query<
      {
        status: string;
        created_at: Date;
        market: string;
        timing: string;
        day: string;
        game: string;
        session: string;
        number: string;
        amount: number;
        payout: number;
        rate: string | null;
      } & SettlementColumns
    >(
      `select b.status, b.created_at, b.market, b.timing, b.day, b.game, b.session, b.number, b.amount, b.payout, b.rate::text as rate,
              ${SETTLEMENT_COLUMNS}
       from bets b ${SETTLEMENT_JOINS}
       where ${where} order by b.id desc limit ${PAGE_SIZE} offset $6`,
      [...params, (page - 1) * PAGE_SIZE],
    );
    return {
      bids: rows.map((r) => ({
        bid_status: r.status === 'PENDING' ? 'PENDING' : r.status,
        // When the bid was placed, date and time one moment in the market's zone: a night market's
        // bid after midnight is placed on the next calendar day, though its market day (the range
        // the list is read by, and its result's day) is the day its session opened.
        time: stamp(r.created_at).slice(11),
        market: r.market,
        // A starline bid's slot (its market's time, '' for other markets): added to the existing apps' fields.
        timing: r.timing,
        date: stamp(r.created_at).slice(0, 10),
        game: r.game,
        session: r.session,
        number: r.number,
        amount: walletString(r.amount),
        win_amount: walletString(r.payout),
        rate: r.rate ?? '',
        ...settlementOf(r),
      })),
      total_pages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
      current_page: page,
    };
  }

  /** The passbook: every wallet movement, with bet details; type 'dw' keeps deposits and withdrawals. */
  async passbook(player: Player, { window, page, fundsOnly }: PassbookQuery): Promise<PassbookAnswer> {
    const { from, to } = this.window(window);
    const kinds = fundsOnly ? ['deposit', 'withdraw_request', 'withdraw_rejected', 'withdraw_reduced'] : null;
    // Deposits and withdrawals keep the debt rows of their own money (a deposit or a returned
    // withdrawal that repaid a debt), so what they list sums.
    const where = `l.user_id = $1 and l.created_at >= $2 and l.created_at < $3 and ($4::text[] is null or l.kind = any($4::text[])
       or (l.kind in ('debt_incurred', 'debt_repaid') and (l.ref like 'deposit:%' or l.ref like 'withdrawal:%')))`;
    const params = [player.id, startOfDay(from), startOfDay(nextDay(to)), kinds];
    const count = await this.cappedCount(`from ledger l where ${where}`, params);
    const rows = await this.db.query<
      {
        id: number;
        created_at: Date;
        before_total: number;
        amount: number;
        bonus_amount: number;
        after_total: number;
        remark: string;
        kind: string;
        ref: string | null;
        market: string | null;
        game: string | null;
        number: string | null;
        session: string | null;
        status: string | null;
        stake: number | null;
        rate: string | null;
        payout: number | null;
        timing: string | null;
      } & SettlementColumns
    >(
      `select l.id, l.created_at, l.before_total, l.amount, l.bonus_amount, l.after_total, l.remark, l.kind, l.ref,
              b.market, b.game, b.number, b.session, b.status, b.amount as stake, b.rate::text as rate, b.payout, b.timing,
              ${SETTLEMENT_COLUMNS}
       from ledger l left join bets b on b.id = l.bet_id ${SETTLEMENT_JOINS}
       where ${where} order by l.id desc limit ${PAGE_SIZE} offset $5`,
      [...params, (page - 1) * PAGE_SIZE],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        date: stamp(r.created_at),
        before_wallet: walletString(r.before_total),
        amount: walletString(r.amount),
        bonus_amount: walletString(r.bonus_amount),
        after_wallet: walletString(r.after_total),
        remark: r.remark,
        kind: r.kind,
        ref: answerRef(r.kind, r.ref, r.remark),
        exp: r.market
          ? {
              played_for: r.timing ? `${r.market} ${r.timing}` : r.market,
              status:
                r.status === 'WON'
                  ? 'Won'
                  : r.status === 'LOSS'
                    ? 'Lost'
                    : r.status === 'VOIDED'
                      ? 'Voided'
                      : 'Pending',
              type: r.session || '-',
              bid_amount: walletString(r.stake ?? 0),
              win_ratio: r.rate ?? '',
              game: r.game,
              number: r.number,
              win_amount: walletString(r.payout ?? 0),
              ...settlementOf(r),
            }
          : null,
      })),
      total_pages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
      current_page: page,
    };
  }

  /** The legacy winning ledger by kind: main, starline or gali (jackpot). */
  async winnings(player: Player, kind: MarketKind): Promise<WinningsAnswer> {
    const rows = await this.db.query<
      { id: number; created_at: Date; amount: number; bonus_amount: number; remark: string } & BidColumns
    >(
      `select l.id, l.created_at, l.amount, l.bonus_amount, l.remark, ${BID_COLUMNS} from ledger l
       join bets b on b.id = l.bet_id join markets m on m.name = b.market
       where l.user_id = $1 and l.kind = 'win' and m.kind = $2 order by l.id desc limit 200`,
      [player.id, kind],
    );
    return {
      data: rows.map((r) => ({
        sn: r.id,
        date: stamp(r.created_at),
        // What the bid won: the cash part and the part the bonus rule kept as bonus
        // (docs/bonus-rule.md), which `bonus_amount` names.
        amount: walletString(r.amount + r.bonus_amount),
        bonus_amount: walletString(r.bonus_amount),
        remark: r.remark,
        kind: 'win',
        ref: null,
        ...bidOf(r),
      })),
    };
  }

  async transactions(player: Player): Promise<WalletTransactionsAnswer> {
    const rows = await this.db.query<
      {
        id: number;
        created_at: Date;
        amount: number;
        bonus_amount: number;
        remark: string;
        kind: string;
        ref: string | null;
      } & BidColumns
    >(
      `select l.id, l.created_at, l.amount, l.bonus_amount, l.remark, l.kind, l.ref, ${BID_COLUMNS}
       from ledger l left join bets b on b.id = l.bet_id where l.user_id = $1 order by l.id desc limit 200`,
      [player.id],
    );
    const wallet = await walletOf(this.db, player.id);
    return {
      wallet: walletString(wallet.balance + wallet.bonus),
      data: rows.map((r) => ({
        sn: r.id,
        date: stamp(r.created_at),
        amount: walletString(r.amount + r.bonus_amount),
        remark: r.remark,
        kind: r.kind,
        ref: answerRef(r.kind, r.ref, r.remark),
        ...bidOf(r),
      })),
    };
  }

  /** The player's deposits, newest first: the latest 200, or (the latest 200 of) those still pending, however old. */
  async deposits(
    player: Player,
    { pendingOnly }: DepositsQuery = { pendingOnly: false },
  ): Promise<DepositHistoryAnswer> {
    const rows = await this.db.query<{
      id: number;
      created_at: Date;
      amount: number;
      status: string;
      utr: string;
      reason: string;
    }>(
      pendingOnly
        ? `select id, created_at, amount, status, utr, reason from deposits
            where user_id = $1 and status = 'Pending' order by id desc limit 200`
        : `select id, created_at, amount, status, utr, reason from deposits where user_id = $1 order by id desc limit 200`,
      [player.id],
    );
    // A rejection's reason, as the cashier wrote it, is the player's to read.
    const remark = (r: (typeof rows)[number]) => `${r.status} · UTR ${r.utr}${r.reason ? ` · ${r.reason}` : ''}`;
    return {
      data: rows.map((r) => ({
        sn: r.id,
        date: stamp(r.created_at),
        amount: walletString(r.amount),
        remark: remark(r),
        // The remark's parts, so the app words it in the player's language (the reason is the cashier's own words).
        status: r.status,
        utr: r.utr,
        reason: r.reason ?? '',
      })),
    };
  }

  async withdrawals(player: Player): Promise<WithdrawRequestsAnswer> {
    const rows = await this.db.query<{
      id: number;
      created_at: Date;
      amount: number;
      status: string;
      payout_reference: string;
    }>(
      // A withdrawal paid in part (the player owed the rest) shows what was paid.
      `select id, created_at, coalesce(paid_amount, amount) as amount, status, payout_reference from withdrawals where user_id = $1 order by id desc limit 200`,
      [player.id],
    );
    return {
      data: rows.map((r) => ({
        sn: r.id,
        date: stamp(r.created_at),
        amount: walletString(r.amount),
        status: r.status,
        fund_id: `W${r.id}`,
        // The bank's reference the operator paid it with (docs/deliberate-differences.md), '' until paid.
        payout_reference: r.status === 'Completed' ? (r.payout_reference ?? '') : '',
      })),
    };
  }

  /** Notifications to every player, and those sent to this one. */
  async notifications(player: Player): Promise<NotificationsAnswer> {
    const rows = await this.db.query<{ id: number; created_at: Date; title: string; notification: string }>(
      `select id, created_at, title, notification from notifications where user_id is null or user_id = $1 order by id desc limit 100`,
      [player.id],
    );
    return {
      data: rows.map((r) => ({ sn: r.id, date: stamp(r.created_at), title: r.title, notification: r.notification })),
    };
  }

  /**
   * The rows of a history window for its page count, counted no further than COUNT_CAP (500
   * pages of 20): a heavy player's 180 days of bids are not counted in full for every page.
   */
  private async cappedCount(fromWhere: string, params: unknown[]): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(cappedCount(fromWhere), params);
    return Math.min(Number(row!.n), COUNT_CAP);
  }

  /** The window asked for, the last 7 days where it says nothing. */
  private window(asked: DateWindow): { from: string; to: string } {
    const now = this.clock.now().getTime();
    const to = asked.to ?? dayOf(new Date(now));
    const from = asked.from ?? dayOf(new Date(now - 7 * DAY_MS));
    if (from > to) throw new KeyedRefusal('startAfterEnd');
    return { from, to };
  }
}
