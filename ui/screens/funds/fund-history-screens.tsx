import { FundHistories, indianRupees, type WithdrawStatus } from '../../../core/index.js';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useText } from '../../hooks/use-text.js';
import { Loaded } from '../../components/loaded.js';
import { RecordList } from '../../components/record-list.js';

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
  const { state, retry } = useRequest(() => histories.withdrawRequests(), [histories]);
  return (
    <>
      <PageToolbar title={text('withdrawHistory')} />
      <Loaded state={state} retry={retry}>
        {(requests) => (
          <RecordList
            empty={text('noHistory')}
            rows={requests.map((row) => ({
              key: row.sn,
              title: `${text('debit')} · ${row.fundId}`,
              detail: `#${row.sn} · ${row.date}`,
              amount: indianRupees(row.amountPaise),
              badge: { label: text(STATUS[row.status][0]), color: STATUS[row.status][1] },
            }))}
          />
        )}
      </Loaded>
    </>
  );
}

/** Deposit history (/depositHistory): each deposit with its remark. */
export function DepositHistoryScreen() {
  const text = useText();
  usePageTitle('depositHistory');
  const histories = useService(FundHistories);
  const { state, retry } = useRequest(() => histories.deposits(), [histories]);
  return (
    <>
      <PageToolbar title={text('depositHistory')} />
      <Loaded state={state} retry={retry}>
        {(deposits) => (
          <RecordList
            empty={text('noHistory')}
            rows={deposits.map((row) => ({
              key: row.sn,
              title: row.remark,
              detail: row.date,
              amount: indianRupees(row.amountPaise),
              badge: /^Completed/.test(row.remark) ? { label: text('success'), color: 'green' } : undefined,
            }))}
          />
        )}
      </Loaded>
    </>
  );
}
