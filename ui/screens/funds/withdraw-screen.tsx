import { Button, Stack, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { indianRupees, Withdraw } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { LoadFailure } from '../../components/load-failure.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useText } from '../../hooks/use-text.js';
import { BonusToCashNote } from './bonus-notes.js';
import { BalanceCard } from './balance-card.js';

/** Withdraw (/withdraw): disabled while loading, a link to bank details without them, else Request Withdraw. */
export function WithdrawScreen() {
  const text = useText();
  usePageTitle('withdraw');
  const withdraw = useService(Withdraw);
  const busy = useObservableState(withdraw.busy$, false);
  const { state, retry } = useRequest(() => withdraw.load(), [withdraw]);
  const info = state.status === 'loaded' ? state.value : undefined;
  const [amount, setAmount] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!info) return;
    const outcome = await withdraw.request(amount, info);
    if (outcome.ok) {
      setAmount('');
      retry();
    }
  };

  return (
    <>
      <PageToolbar title={text('withdraw')} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack p="md" gap="sm">
          <BalanceCard label={text('withdrawableBalance')} amount={info ? indianRupees(info.onlyWalletPaise) : '…'} />
          {info && <BonusToCashNote figures={info} />}
          {state.status === 'failed' && <LoadFailure failure={state.failure} retry={retry} />}
          <TextInput
            label={text('amount')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            inputMode="decimal"
          />
          {!info ? (
            <Button disabled>{text('requestWithdraw')}</Button>
          ) : info.action === 'update-bank-details' ? (
            <Button component={Link} to="/bankDetails" variant="light">
              {text('updateWithdrawDetails')}
            </Button>
          ) : (
            <Button type="submit" loading={busy}>
              {text('requestWithdraw')}
            </Button>
          )}
        </Stack>
      </form>
    </>
  );
}
