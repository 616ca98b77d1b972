import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FundHistories, indianRupees, Withdraw } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useLiveChange } from '../../hooks/use-live-change.js';
import { useText } from '../../hooks/use-text.js';
import { useLedgerRemark } from '../../hooks/use-ledger-remark.js';
import { useWalletRupees } from '../../hooks/use-wallet.js';
import { Loaded } from '../../components/loaded.js';
import { RecordList } from '../../components/record-list.js';
import { WalletParts } from './bonus-notes.js';
import { BalanceCard } from './balance-card.js';

/** Wallet (/wallet): the balance, Add Money and Withdraw, and the transactions. */
export function WalletScreen() {
  const text = useText();
  const remarkOf = useLedgerRemark();
  // Not 'Wallet', the wallet menu's (/funds) title: this is its balance and transactions.
  usePageTitle('walletTransactions');
  const histories = useService(FundHistories);
  const balance = useWalletRupees();
  const { state, retry } = useRequest(() => histories.walletTransactions(), [histories]);
  useLiveChange(retry, 'wallet');
  // Cash and bonus apart: the withdraw answer carries both.
  const withdraw = useService(Withdraw);
  const parts = useRequest(() => withdraw.load(), [withdraw]);
  useLiveChange(parts.retry, 'wallet');
  return (
    <>
      <PageToolbar title={text('walletTransactions')} />
      <BalanceCard m="md" label={text('balance')} amount={balance}>
        {parts.state.status === 'loaded' && <WalletParts figures={parts.state.value} />}
        <Group grow mt="sm">
          <Button component={Link} to="/deposit">
            {text('addMoney')}
          </Button>
          <Button component={Link} to="/withdraw" variant="light">
            {text('withdraw')}
          </Button>
        </Group>
      </BalanceCard>
      <Loaded state={state} retry={retry}>
        {(transactions) => (
          <RecordList
            empty={text('noTransactions')}
            rows={transactions.map((row) => ({
              key: row.sn,
              title: remarkOf(row.entry, row.remark),
              detail: row.date,
              amount: indianRupees(row.amountPaise),
            }))}
          />
        )}
      </Loaded>
    </>
  );
}
