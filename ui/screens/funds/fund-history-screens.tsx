import { useCallback } from 'react';
import { FundHistories, type WithdrawStatus } from '../../../core/index.js';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { rupees } from './money.js';
import { RecordList } from '../../components/record-list.js';
import { useOutcome } from '../../hooks/use-outcome.js';

const STATUS: Record<WithdrawStatus, [TranslationKey, string]> = {
  Completed: ['statusCompleted', 'green'],
  Pending: ['statusPending', 'yellow'],
  Rejected: ['statusRejected', 'red'],
};

/** Withdraw history (/withdrawHistory): every request, always a debit. */
export function WithdrawHistoryScreen() {
  const text = useText();
  usePageTitle('withdrawHistory');
  const histories = useService(FundHistories);
  const { value, loading } = useOutcome(useCallback(() => histories.withdrawRequests(), [histories]));
  return (
    <>
      <PageToolbar title={text('withdrawHistory')} />
      <RecordList
        loading={loading}
        empty={text('noHistory')}
        rows={value?.map((row) => ({
          key: row.sn,
          title: `${text('debit')} · ${row.fundId}`,
          detail: `#${row.sn} · ${row.date}`,
          amount: rupees(row.amountPaise),
          badge: { label: text(STATUS[row.status][0]), color: STATUS[row.status][1] },
        }))}
      />
    </>
  );
}

/** Deposit history (/depositHistory): each deposit with its remark. */
export function DepositHistoryScreen() {
  const text = useText();
  usePageTitle('depositHistory');
  const histories = useService(FundHistories);
  const { value, loading } = useOutcome(useCallback(() => histories.deposits(), [histories]));
  return (
    <>
      <PageToolbar title={text('depositHistory')} />
      <RecordList
        loading={loading}
        empty={text('noHistory')}
        rows={value?.map((row) => ({
          key: row.sn,
          title: row.remark,
          detail: row.date,
          amount: rupees(row.amountPaise),
          badge: /^Completed/.test(row.remark) ? { label: text('success'), color: 'green' } : undefined,
        }))}
      />
    </>
  );
}
