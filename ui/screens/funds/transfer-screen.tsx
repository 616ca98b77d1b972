import { Button, Stack, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { Transfer } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** Transfer (/transfer): points to another player; the server decides. */
export function TransferScreen() {
  const text = useText();
  usePageTitle('transfer');
  const transfer = useService(Transfer);
  const busy = useObservableState(transfer.busy$, false);
  const [form, setForm] = useState({ user: '', amount: '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await transfer.run(form)).ok) setForm({ user: '', amount: '' });
  };
  return (
    <>
      <PageToolbar title={text('transfer')} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack p="md" gap="sm">
          <TextInput
            label={text('sendTo')}
            value={form.user}
            onChange={(e) => setForm({ ...form, user: e.currentTarget.value })}
            inputMode="numeric"
            maxLength={10}
          />
          <TextInput
            label={text('amount')}
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.currentTarget.value })}
            inputMode="decimal"
          />
          <Button type="submit" loading={busy}>
            {text('transfer')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
