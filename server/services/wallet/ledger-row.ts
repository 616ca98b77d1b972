/** A ledger row as its table holds it, with the operator who gave a bonus or an adjustment and its second approver. */
export interface LedgerRow {
  id: number;
  created_at: Date;
  kind: string;
  amount: number;
  bonus_amount: number;
  after_total: number;
  remark: string;
  given_by: string | null;
  approved_by: string | null;
}

/** The columns that read a LedgerRow. */
export const LEDGER_ROW_COLUMNS =
  'id, created_at, kind, amount, bonus_amount, after_total, remark, given_by, approved_by';
