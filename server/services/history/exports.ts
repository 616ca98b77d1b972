import type { Database } from '../../db/database.js';
import { consoleTime } from '../platform/console-format.js';
import { csvCell, csvRupees } from '../platform/csv.js';
import { LEDGER_ROW_COLUMNS, type LedgerRow } from '../wallet/ledger-row.js';

/** Rows a page of an export reads: the export never holds more than this many at once. */
export const EXPORT_PAGE_ROWS = 500;

/** A column of an export: its header, and how a row reads in it. */
type ExportColumn<Row> = readonly [header: string, cell: (row: Row) => unknown];

/**
 * One export: its columns, and a keyset page query. `page(after)` reads the next rows after
 * the id `after` (`id > $1 order by id limit EXPORT_PAGE_ROWS`), so a page is an index range
 * scan however deep it is, and no page is read before the last one was written out.
 */
interface Export<Row extends { id: number | string }> {
  columns: readonly ExportColumn<Row>[];
  page: (db: Database, after: number) => Promise<Row[]>;
}

/** The CSV of an export, a line at a time: the header, then each keyset page as it is read (CRLF lines). */
export async function* csvLines<Row extends { id: number | string }>(
  db: Database,
  spec: Export<Row>,
): AsyncGenerator<string> {
  yield `${spec.columns.map(([header]) => header).join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await spec.page(db, after);
    if (rows.length === 0) return;
    yield rows.map((row) => `${spec.columns.map(([, cell]) => csvCell(cell(row))).join(',')}\r\n`).join('');
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
  columns: [
    ['id', (r) => Number(r.id)],
    ['mobile', (r) => r.mobile],
    ['name', (r) => r.name],
    ['email', (r) => r.email],
    ['verified', (r) => (r.verified ? 'yes' : 'no')],
    ['joined', (r) => consoleTime(r.created_at)],
    ['balance_rupees', (r) => csvRupees(Number(r.balance ?? 0))],
    ['bonus_rupees', (r) => csvRupees(Number(r.bonus ?? 0))],
    ['debt_rupees', (r) => csvRupees(Number(r.debt ?? 0))],
  ],
  page: (db, after) =>
    db.query(
      `select u.id, u.mobile, u.name, u.email, u.verified, u.created_at, w.balance, w.bonus, w.debt
       from users u left join wallets w on w.user_id = u.id where u.id > $1 order by u.id limit ${EXPORT_PAGE_ROWS}`,
      [after],
    ),
};

/** One player's ledger, oldest first, with who gave a bonus or an adjustment. */
export const ledgerExport = (userId: number): Export<LedgerRow> => ({
  columns: [
    ['id', (r) => Number(r.id)],
    ['at', (r) => consoleTime(r.created_at)],
    ['kind', (r) => r.kind],
    ['amount_rupees', (r) => csvRupees(Number(r.amount))],
    ['bonus_rupees', (r) => csvRupees(Number(r.bonus_amount))],
    ['wallet_after_rupees', (r) => csvRupees(Number(r.after_total))],
    ['remark', (r) => r.remark],
    ['given_by', (r) => r.given_by ?? ''],
    ['approved_by', (r) => r.approved_by ?? ''],
  ],
  page: (db, after) =>
    db.query(`select ${LEDGER_ROW_COLUMNS} from ledger where user_id = $1 and id > $2 ${LIMIT}`, [userId, after]),
});

/** What a deposit and a withdrawal request both hold, with the player who asked. */
interface RequestExportRow {
  id: number;
  user_id: number;
  mobile: string;
  name: string;
  amount: number;
  status: string;
  created_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
}

/** A request's first columns: which request, whose, and how much was asked. */
const askedColumns: readonly ExportColumn<RequestExportRow>[] = [
  ['id', (r) => Number(r.id)],
  ['player_id', (r) => Number(r.user_id)],
  ['mobile', (r) => r.mobile],
  ['name', (r) => r.name],
  ['amount_rupees', (r) => csvRupees(Number(r.amount))],
];

/** A request's last columns: its status, when it was asked, and who decided it when. */
const decisionColumns = <Row extends RequestExportRow>(
  between: readonly ExportColumn<Row>[] = [],
): readonly ExportColumn<Row>[] => [
  ['status', (r) => r.status.toLowerCase()],
  ...between,
  ['asked_at', (r) => consoleTime(r.created_at)],
  ['decided_by', (r) => r.decided_by ?? ''],
  ['decided_at', (r) => consoleTime(r.decided_at) ?? ''],
];

/** Every deposit request, with its player and decision. */
export const depositsExport: Export<RequestExportRow & { utr: string }> = {
  columns: [...askedColumns, ['utr', (r) => r.utr], ...decisionColumns()],
  page: (db, after) =>
    db.query(
      `select d.id, d.user_id, u.mobile, u.name, d.amount, d.utr, d.status, d.created_at, d.decided_by, d.decided_at
       from deposits d join users u on u.id = d.user_id where d.id > $1 order by d.id limit ${EXPORT_PAGE_ROWS}`,
      [after],
    ),
};

type WithdrawalExportRow = RequestExportRow & {
  paid_amount: number | null;
  bank_acno: string | null;
  bank_name: string | null;
  bank_ifsc: string | null;
  payout_reference: string;
};

const WITHDRAWAL_COLUMNS = `w.id, w.user_id, u.mobile, u.name, w.amount, w.paid_amount, w.bank_acno, w.bank_name, w.bank_ifsc,
  w.status, w.payout_reference, w.created_at, w.decided_by, w.decided_at`;

/** Every withdrawal request, with the account it goes to, what it paid and its decision. */
export const withdrawalsExport: Export<WithdrawalExportRow> = {
  columns: [
    ...askedColumns,
    ['paid_rupees', (r) => (r.status === 'Completed' ? csvRupees(Number(r.paid_amount ?? r.amount)) : '')],
    ['account_holder', (r) => r.bank_name ?? ''],
    ['account_number', (r) => r.bank_acno ?? ''],
    ['ifsc', (r) => r.bank_ifsc ?? ''],
    ...decisionColumns<WithdrawalExportRow>([['payout_reference', (r) => r.payout_reference]]),
  ],
  page: (db, after) =>
    db.query(
      `select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id
       where w.id > $1 order by w.id limit ${EXPORT_PAGE_ROWS}`,
      [after],
    ),
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
  columns: [
    ['payment_mode', () => 'NEFT'],
    ['beneficiary_name', (r) => r.bank_name ?? ''],
    ['beneficiary_account_number', (r) => r.bank_acno ?? ''],
    ['ifsc', (r) => r.bank_ifsc ?? ''],
    ['amount', (r) => csvRupees(Number(r.amount))],
    ['reference', (r) => `W${r.id}`],
  ],
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
});
