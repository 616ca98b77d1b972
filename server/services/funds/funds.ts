import { configAmount, indianRupees, maskedName, walletString } from 'matka-core/player';
import { Throttle, waitWords } from '../platform/throttle.js';
import { Throttled } from '../platform/console-refusals.js';
import { DEFAULT_LIMITS } from '../platform/limits.js';
import type { Database } from '../../db/database.js';
import { refuseIfBlocked } from '../accounts/blocked.js';
import { depositStanding, refuseDepositOnBreak } from '../accounts/deposit-standing.js';
import { refuseIfSelfExcluded, refuseOverDepositLimits } from '../accounts/self-limits.js';
import { stamp, type Clock } from '../platform/clock.js';
import type { Player } from '../accounts/accounts.js';
import { english } from '../platform/english.js';
import { apply, credit, creditBonus, debit, move, walletOf } from '../wallet/ledger.js';
import { KeyedRefusal, Refusal } from '../platform/refusal.js';
import type { Settings } from '../platform/settings.js';
import { lockedWallet, refuseWithdrawal } from '../wallet/withdrawal-controls.js';
import { cashStakeLeft, wageringMultiple } from '../wallet/bonus-rule.js';
import { storedScreenshot } from './screenshot-image.js';
import type {
  BankDetails,
  BonusRequest,
  DepositRequest,
  FundsListQuery,
  TransferRequest,
  WithdrawRequest,
} from './funds-requests.js';
import type {
  ManualPaymentAnswer,
  TransferRecipientAnswer,
  WithdrawInfoAnswer,
} from '../../../contract/player/funds.js';

const HOUR_MS = 60 * 60_000;

/** A transfer's recipient looked up by mobile. */
interface TransferRecipientQuery {
  user: string;
}

/** Deposits with proof, withdrawals that hold their funds, bank details, transfers, bonuses. */
export class Funds {
  constructor(
    private readonly db: Database,
    private readonly settings: Settings,
    private readonly clock: Clock,
    /** Transfer recipients one player may look up an hour. */
    private readonly lookupsPerHour: number = DEFAULT_LIMITS.recipientLookupsPerHour,
  ) {}

  private readonly throttle = new Throttle();

  async paymentDetails(player: Player): Promise<ManualPaymentAnswer> {
    const config = await this.settings.config();
    const wallet = await walletOf(this.db, player.id);
    // No payment details while a deposit would be refused: the player is told why and until when.
    const standing = await depositStanding(this.db, player.id, this.clock.now());
    return {
      data: standing.paused
        ? []
        : [{ qr_code: config.qr_code ?? '', upi_id: config.upi_id ?? '', bank_details: config.bank_details ?? '' }],
      ...(standing.paused ? { deposit_paused: standing.paused } : {}),
      ...(standing.allowance ? { deposit_allowance: standing.allowance } : {}),
      only_wallet: walletString(wallet.balance),
      bonus: walletString(wallet.bonus),
      wallet: walletString(wallet.balance + wallet.bonus),
    };
  }

  /** The player's wallet as answers carry it: main and bonus together. */
  async wallet(player: Player): Promise<string> {
    const totals = await walletOf(this.db, player.id);
    return walletString(totals.balance + totals.bonus);
  }

  async requestDeposit(player: Player, { amount: paise, transaction_id: utr, image }: DepositRequest) {
    const minimum = configAmount(await this.settings.value('min_deposit'));
    if (paise < minimum) throw new KeyedRefusal('minimumDeposit', { min: indianRupees(minimum) });
    await refuseIfSelfExcluded(this.db, player.id, this.clock.now());
    await refuseDepositOnBreak(this.db, player.id, this.clock.now());
    // A UTR already standing is refused before the image work (the insert below still decides).
    const [standing] = await this.db.query(
      `select 1 from deposits where upper(btrim(utr)) = upper(btrim($1)) and status <> 'Rejected' and duplicate_of is null`,
      [utr],
    );
    if (standing) throw new KeyedRefusal('utrAlreadySent');
    // Re-encoded before the transaction: the image work holds no row or connection.
    const screenshot = await storedScreenshot(image);
    // One UTR, one deposit (migration 012): the unique index on the UTR, trimmed and in any
    // case, decides atomically, across requests and processes; the one that loses inserts nothing.
    // The screenshot goes in its own table (migration 024), in the same transaction.
    const sent = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      await refuseOverDepositLimits(tx, player.id, paise, now);
      const [deposit] = await tx.query<{ id: number }>(
        `insert into deposits (user_id, amount, utr, created_at) values ($1, $2, $3, $4)
         on conflict do nothing returning id`,
        [player.id, paise, utr, now],
      );
      if (deposit)
        await tx.query('insert into deposit_screenshots (deposit_id, type, bytes, stored_at) values ($1, $2, $3, $4)', [
          deposit.id,
          screenshot.type,
          screenshot.bytes,
          now,
        ]);
      return deposit;
    });
    if (!sent) throw new KeyedRefusal('utrAlreadySent');
    return { success: true, message: english('paymentRequestSent') };
  }

  async withdrawInfo(player: Player): Promise<WithdrawInfoAnswer> {
    const wallet = await walletOf(this.db, player.id);
    const config = await this.settings.config();
    // The bonus rule (docs/bonus-rule.md), so the app can say what turns bonus wins into cash.
    const stakeLeft = await cashStakeLeft(this.db, player.id, wageringMultiple(config.bonus_wagering_multiple));
    const [bank] = await this.db.query<{ acno: string; name: string; ifsc: string }>(
      'select acno, name, ifsc from bank_details where user_id = $1',
      [player.id],
    );
    return {
      success: true,
      content: config.withdraw_info ?? '',
      bank_details_available: bank ? true : false,
      bank_details: bank ?? null,
      only_wallet: walletString(wallet.balance),
      bonus: walletString(wallet.bonus),
      bonus_cash_stake_left: walletString(stakeLeft),
    };
  }

  async updateBankDetails(player: Player, { acno, name, ifsc }: BankDetails) {
    await this.db.query(
      'insert into bank_details (user_id, acno, name, ifsc) values ($1, $2, $3, $4) on conflict (user_id) do update set acno = $2, name = $3, ifsc = $4',
      [player.id, acno, name, ifsc],
    );
    return { success: true, message: 'Bank details saved' };
  }

  /**
   * A withdrawal takes the amount from the main wallet at once and holds it until decided.
   * The withdrawal controls (hold, hours, the day's count and amount) and the player's debt
   * are checked under the wallet's lock, in the transaction that takes the amount.
   */
  async requestWithdraw(player: Player, { amount: paise }: WithdrawRequest) {
    const minimum = configAmount(await this.settings.value('min_withdraw'));
    if (paise < minimum) throw new KeyedRefusal('minimumWithdrawal', { min: indianRupees(minimum) });
    const [bank] = await this.db.query<{ acno: string; name: string; ifsc: string }>(
      'select acno, name, ifsc from bank_details where user_id = $1',
      [player.id],
    );
    if (!bank) throw new KeyedRefusal('addBankFirst');
    const wallet = await this.db.transaction(async (tx) => {
      await refuseIfBlocked(tx, player.id);
      // The withdrawal controls and the debt, under the wallet's lock (withdrawal-controls.ts).
      const now = this.clock.now();
      const locked = await lockedWallet(tx, player.id);
      await refuseWithdrawal(tx, player.id, paise, locked, await this.settings.config(tx), now);
      // The account it goes to is the one on file now: saving other details later changes
      // neither this withdrawal's approvals nor where it is paid.
      const [row] = await tx.query<{ id: number }>(
        `insert into withdrawals (user_id, amount, created_at, bank_acno, bank_name, bank_ifsc)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [player.id, paise, now, bank.acno, bank.name, bank.ifsc],
      );
      const movement = {
        userId: player.id,
        kind: 'withdraw_request',
        remark: `Withdrawal request #${row!.id}`,
        ref: `withdrawal:${row!.id}`,
        change: debit(paise),
      } as const;
      return move(tx, now, movement).catch((error: unknown) => {
        throw error instanceof Refusal ? new KeyedRefusal('insufficientBalanceWithdraw') : error;
      });
    });
    return { success: true, msg: english('withdrawRequestSent'), wallet: walletString(wallet.balance + wallet.bonus) };
  }

  /**
   * Before a transfer: whom it would pay, by a masked name ('Ra*** Ku***'). Refused as the
   * transfer would be, in the same order and words (oneself; the sender's exclusion or block; no
   * player, or a blocked one, answered alike), so it tells no more than a transfer already does;
   * each look-up counts against the player's hourly quota before the mobile is read, known or not.
   */
  async transferRecipient(player: Player, { user: to }: TransferRecipientQuery): Promise<TransferRecipientAnswer> {
    if (to === player.mobile) throw new KeyedRefusal('cannotTransferToSelf');
    const now = this.clock.now();
    await refuseIfSelfExcluded(this.db, player.id, now);
    await refuseIfBlocked(this.db, player.id);
    await this.db
      .transaction((tx) =>
        this.throttle.take(tx, now, [
          {
            key: `transfer-recipient:user:${player.id}`,
            limit: this.lookupsPerHour,
            windowMs: HOUR_MS,
            refusal: (s) => `Too many look-ups of players to transfer to. Try again in ${waitWords(s)}.`,
          },
        ]),
      )
      .catch((error: unknown) => {
        throw error instanceof Refusal ? new Throttled(error.message) : error;
      });
    const receiver = await this.receiver(to);
    return { success: true, name: maskedName(receiver.name) };
  }

  /** The player a transfer pays: one who is not blocked; anyone else is answered as no player. */
  private async receiver(mobile: string): Promise<{ id: number; name: string }> {
    const [receiver] = await this.db.query<{ id: number; name: string | null }>(
      'select id, name from users where mobile = $1 and blocked_at is null',
      [mobile],
    );
    if (!receiver) throw new KeyedRefusal('noPlayerForMobile');
    return { id: receiver.id, name: receiver.name ?? '' };
  }

  /** The legacy transfer: to another player by mobile, from the main wallet. */
  async transfer(player: Player, { user: to, amount: paise }: TransferRequest) {
    if (to === player.mobile) throw new KeyedRefusal('cannotTransferToSelf');
    await refuseIfSelfExcluded(this.db, player.id, this.clock.now());
    const receiver = await this.receiver(to);
    // Both wallets in one movement list: locked together in user-id order, so crossed transfers cannot deadlock.
    const wallets = await this.db.transaction(async (tx) => {
      await refuseIfBlocked(tx, player.id);
      return apply(tx, this.clock.now(), [
        { userId: player.id, kind: 'transfer_out', remark: `Transfer to ${to}`, change: debit(paise) },
        { userId: receiver.id, kind: 'transfer_in', remark: `Transfer from ${player.mobile}`, change: credit(paise) },
      ]);
    });
    const wallet = wallets.get(player.id)!;
    const sent = { amount: indianRupees(paise), mobile: to };
    return {
      success: '1',
      // Keyed, so the app says it in the player's language; msg stays for older apps.
      msg: english('transferSent', sent),
      message_key: 'transferSent',
      message_values: sent,
      wallet: walletString(wallet.balance + wallet.bonus),
    };
  }

  /**
   * The operator API's list of requests in a status, oldest first, a page at a time: the
   * `limit` after the id `after` (by the status index, status and id), and `next`, the id to
   * ask after for the following page (null on the last). A deposit carries the URL of its
   * screenshot, never the image: each is read alone, by that URL.
   */
  async list(kind: 'deposits' | 'withdrawals', { status, limit, after }: FundsListQuery) {
    // A withdrawal carries the account it is paid to: the one on file when it was asked for.
    const extra =
      kind === 'deposits' ? ', d.utr, d.duplicate_of' : ', d.bank_acno as acno, d.bank_name, d.bank_ifsc as ifsc';
    const rows = await this.db.query<{ id: number; created_at: Date }>(
      `select d.id, u.mobile, u.name, d.amount, d.status, d.created_at${extra}
       from ${kind} d join users u on u.id = d.user_id where d.status = $1 and d.id > $2 order by d.id limit $3`,
      [status, after ?? 0, limit + 1],
    );
    const page = rows.slice(0, limit).map(({ created_at, ...row }) => ({
      ...row,
      date: stamp(created_at),
      ...(kind === 'deposits' ? { screenshot: `/operator/deposits/${row.id}/screenshot` } : {}),
    }));
    return { rows: page, limit, next: rows.length > limit ? Number(page.at(-1)!.id) : null };
  }

  async bonus({ mobile, amount: paise }: BonusRequest) {
    const [player] = await this.db.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
    if (!player) throw new KeyedRefusal('noPlayerForMobile');
    const wallet = await this.db.transaction((tx) =>
      move(tx, this.clock.now(), { userId: player.id, kind: 'bonus', remark: 'Bonus', change: creditBonus(paise) }),
    );
    return {
      success: true,
      message: `Bonus of ₹${walletString(paise)} given to ${mobile}`,
      wallet: walletString(wallet.balance + wallet.bonus),
    };
  }
}
