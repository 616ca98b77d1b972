import type { Database } from '../../db/database.js';
import { consoleTime } from '../platform/console-format.js';
import { csvCell, csvRupees } from '../platform/csv.js';

/** Rows a page of an export reads: the export never holds more than this many at once. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * One export: its columns, and a keyset page query. `page(after)` reads the next rows after
 * the id `after` (`id > $1 order by id limit EXPORT_PAGE_ROWS`), so a page is an index range
 * scan however deep it is, and no page is read before the last one was written out.
 */
interface Export<Row extends { id: number | string }> {
  columns: readonly string[];
  page: (db: Database, after: number) => Promise<Row[]>;
  cells: (row: Row) => unknown[];
}

/** The CSV of an export, a line at a time: the header, then each keyset page as it is read (CRLF lines). */
export async function* csvLines<Row extends { id: number | string }>(
  db: Database,
  spec: Export<Row>,
): AsyncGenerator<string> {
  yield `${spec.columns.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await spec.page(db, after);
    if (rows.length === 0) return;
    yield rows.map((row) => `${spec.cells(row).map(csvCell).join(',')}\r\n`).join('');
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = Number(rows.at(-1)!.id);
  }
}

const LIMIT = `order by id limit ${EXPORT_PAGE_ROWS}`;

/** Every player: id, mobile, name, email, verified, joined, and the wallet now. */
export const playersExport: Export<{
  id: number;
  mobile: string;
  name: string;
  email: string;
  verified: boolean;
  created_at: Date;
  balance: number | null;
  bonus: number | null;
  debt: number | null;
}> = {
  columns: ['id', 'mobile', 'name', 'email', 'verified', 'joined', 'balance_rupees', 'bonus_rupees', 'debt_rupees'],
  page: (db, after) =>
    db.query(
      `select u.id, u.mobile, u.name, u.email, u.verified, u.created_at, w.balance, w.bonus, w.debt
       from users u left join wallets w on w.user_id = u.id where u.id > $1 order by u.id limit ${EXPORT_PAGE_ROWS}`,
      [after],
    ),
  cells: (r) => [
    Number(r.id),
    r.mobile,
    r.name,
    r.email,
    r.verified ? 'yes' : 'no',
    consoleTime(r.created_at),
    csvRupees(Number(r.balance ?? 0)),
    csvRupees(Number(r.bonus ?? 0)),
    csvRupees(Number(r.debt ?? 0)),
  ],
};

/** One player's ledger, oldest first, with who gave a bonus or an adjustment. */
export const ledgerExport = (
  userId: number,
): Export<{
  id: number;
  created_at: Date;
  kind: string;
  amount: number;
  bonus_amount: number;
  after_total: number;
  remark: string;
  given_by: string | null;
  approved_by: string | null;
}> => ({
  columns: [
    'id',
    'at',
    'kind',
    'amount_rupees',
    'bonus_rupees',
    'wallet_after_rupees',
    'remark',
    'given_by',
    'approved_by',
  ],
  page: (db, after) =>
    db.query(
      `select id, created_at, kind, amount, bonus_amount, after_total, remark, given_by, approved_by
       from ledger where user_id = $1 and id > $2 ${LIMIT}`,
      [userId, after],
    ),
  cells: (r) => [
    Number(r.id),
    consoleTime(r.created_at),
    r.kind,
    csvRupees(Number(r.amount)),
    csvRupees(Number(r.bonus_amount)),
    csvRupees(Number(r.after_total)),
    r.remark,
    r.given_by ?? '',
    r.approved_by ?? '',
  ],
});

/** Every deposit request, with its player and decision. */
export const depositsExport: Export<{
  id: number;
  user_id: number;
  mobile: string;
  name: string;
  amount: number;
  utr: string;
  status: string;
  created_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
}> = {
  columns: [
    'id',
    'player_id',
    'mobile',
    'name',
    'amount_rupees',
    'utr',
    'status',
    'asked_at',
    'decided_by',
    'decided_at',
  ],
  page: (db, after) =>
    db.query(
      `select d.id, d.user_id, u.mobile, u.name, d.amount, d.utr, d.status, d.created_at, d.decided_by, d.decided_at
       from deposits d join users u on u.id = d.user_id where d.id > $1 order by d.id limit ${EXPORT_PAGE_ROWS}`,
      [after],
    ),
  cells: (r) => [
    Number(r.id),
    Number(r.user_id),
    r.mobile,
    r.name,
    csvRupees(Number(r.amount)),
    r.utr,
    r.status.toLowerCase(),
    consoleTime(r.created_at),
    r.decided_by ?? '',
    consoleTime(r.decided_at) ?? '',
  ],
};

type WithdrawalExportRow = {
  id: number;
  user_id: number;
  mobile: string;
  name: string;
  amount: number;
  paid_amount: number | null;
  bank_acno: string | null;
  bank_name: string | null;
  bank_ifsc: string | null;
  status: string;
  payout_reference: string;
  created_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
};

const WITHDRAWAL_COLUMNS = `w.id, w.user_id, u.mobile, u.name, w.amount, w.paid_amount, w.bank_acno, w.bank_name, w.bank_ifsc,
  w.status, w.payout_reference, w.created_at, w.decided_by, w.decided_at`;

/** Every withdrawal request, with the account it goes to, what it paid and its decision. */
export const withdrawalsExport: Export<WithdrawalExportRow> = {
  columns: [
    'id',
    'player_id',
    'mobile',
    'name',
    'amount_rupees',
    'paid_rupees',
    'account_holder',
    'account_number',
    'ifsc',
    'status',
    'payout_reference',
    'asked_at',
    'decided_by',
    'decided_at',
  ],
  page: (db, after) =>
    db.query(
      `select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id
       where w.id > $1 order by w.id limit ${EXPORT_PAGE_ROWS}`,
      [after],
    ),
  cells: (r) => [
    Number(r.id),
    Number(r.user_id),
    r.mobile,
    r.name,
    csvRupees(Number(r.amount)),
    r.status === 'Completed' ? csvRupees(Number(r.paid_amount ?? r.amount)) : '',
    r.bank_name ?? '',
    r.bank_acno ?? '',
    r.bank_ifsc ?? '',
    r.status.toLowerCase(),
    r.payout_reference,
    consoleTime(r.created_at),
    r.decided_by ?? '',
    consoleTime(r.decided_at) ?? '',
  ],
};

/**
 * The bank's bulk-transfer file of the withdrawals waiting to be paid (docs/console-api.md,
 * "Payout file"): pending, not on hold, covered whole by the player's money once any debt is
 * paid, and, under two-person control, approved once when they need two. One line each, in the
 * columns of a bulk NEFT upload: payment mode, beneficiary name, account number, IFSC, amount
 * (rupees with paise) and our reference (`W` and the withdrawal's number), which comes back on
 * the bank statement so the desk approves each with the bank's UTR.
 */
export const payoutFileExport = (payoutThresholdPaise: number | null): Export<WithdrawalExportRow> => ({
  columns: ['payment_mode', 'beneficiary_name', 'beneficiary_account_number', 'ifsc', 'amount', 'reference'],
  page: (db, after) =>
    db.query(
      `select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id
       left join wallets wa on wa.user_id = w.user_id
       where w.id > $1 and w.status = 'Pending'
         and not exists (select 1 from payout_holds h where h.user_id = w.user_id)
         and coalesce(wa.balance, 0) >= coalesce(wa.debt, 0)
         and ($2::bigint is null or w.amount <= $2 or w.first_approved_by is not null)
       order by w.id limit ${EXPORT_PAGE_ROWS}`,
      [after, payoutThresholdPaise],
    ),
  cells: (r) => [
    'NEFT',
    r.bank_name ?? '',
    r.bank_acno ?? '',
    r.bank_ifsc ?? '',
    csvRupees(Number(r.amount)),
    `W${r.id}`,
  ],
});
