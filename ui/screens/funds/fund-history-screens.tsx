import { FundHistories, indianRupees, type WithdrawStatus } from 'matka-core/player';
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

/** Withdraw history (/withdrawHistory): every request, always a debit; a paid one with the bank's reference. */
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
              detail: [
                `#${row.sn}`,
                row.date,
                ...(row.payoutReference ? [text('withdrawPayoutReference', { reference: row.payoutReference })] : []),
              ].join(' · '),
              amount: indianRupees(row.amountPaise),
              badge: { label: text(STATUS[row.status][0]), color: STATUS[row.status][1] },
            }))}
          />
        )}
      </Loaded>
    </>
  );
}

/**
 * Deposit history (/depositHistory): each deposit with its remark, worded in the player's
 * language from its parts ("पूर्ण · UTR 123456789012"); a rejection's reason is the cashier's
 * own words. A server that sends only the remark has it shown as it came.
 */
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
              title: row.deposit
                ? [
                    text(STATUS[row.deposit.status][0]),
                    text('depositUtr', { utr: row.deposit.utr }),
                    ...(row.deposit.reason ? [row.deposit.reason] : []),
                  ].join(' · ')
                : row.remark,
              detail: row.date,
              amount: indianRupees(row.amountPaise),
              badge: (row.deposit ? row.deposit.status === 'Completed' : /^Completed/.test(row.remark))
                ? { label: text('success'), color: 'green' }
                : undefined,
            }))}
          />
        )}
      </Loaded>
    </>
  );
}
