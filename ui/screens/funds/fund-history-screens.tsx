import { FundHistories, indianRupees, type WithdrawStatus } from 'matka-core/player';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { useService } from '../../hooks/container-context.js';
import { useText } from '../../hooks/use-text.js';
import { LoadedPage } from '../../components/loaded-page.js';
import { RecordList } from '../../components/record-list.js';

const STATUS: Record<WithdrawStatus, [TranslationKey, string]> = {
  Completed: ['statusCompleted', 'green'],
  Pending: ['statusPending', 'yellow'],
  Rejected: ['statusRejected', 'red'],
};

/** Withdraw history (/withdrawHistory): every request, always a debit; a paid one with the bank's reference. */
export function WithdrawHistoryScreen() {
  const text = useText();
  const histories = useService(FundHistories);
  return (
    <LoadedPage title="withdrawHistory" load={() => histories.withdrawRequests()} deps={[histories]} live={['wallet']}>
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
    </LoadedPage>
  );
}

/**
 * Deposit history (/depositHistory): each deposit with its remark, worded in the player's
 * language from its parts ("पूर्ण · UTR 123456789012"); a rejection's reason is the cashier's
 * own words. A server that sends only the remark has it shown as it came.
 */
export function DepositHistoryScreen() {
  const text = useText();
  const histories = useService(FundHistories);
  return (
    <LoadedPage title="depositHistory" load={() => histories.deposits()} deps={[histories]} live={['wallet']}>
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
    </LoadedPage>
  );
}
