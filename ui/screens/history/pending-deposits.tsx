import { FundHistories, indianRupees } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useRequest } from '../../hooks/use-request.js';
import { useLiveChange } from '../../hooks/use-live-change.js';
import { useText } from '../../hooks/use-text.js';
import { RecordList } from '../../components/record-list.js';

/**
 * The deposits a cashier has still to decide, above the deposits and withdrawals that moved
 * money: a paid deposit shows at once, not only once it is credited. Nothing while there are none.
 */
export function PendingDeposits() {
  const text = useText();
  const histories = useService(FundHistories);
  const { state, retry } = useRequest(() => histories.pendingDeposits(), [histories]);
  useLiveChange(retry, 'wallet');
  // The ledger below is the page's own answer: a failure or a wait here shows nothing extra.
  if (state.status !== 'loaded') return null;
  const pending = state.value;
  if (pending.length === 0) return null;
  return (
    <RecordList
      empty=""
      rows={pending.map((row) => ({
        key: `pending-${row.sn}`,
        title: text('depositUtr', { utr: row.deposit!.utr }),
        detail: row.date,
        amount: indianRupees(row.amountPaise),
        badge: { label: text('statusPending'), color: 'yellow' },
      }))}
    />
  );
}
