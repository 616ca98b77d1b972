import { Button, Stack, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { UpdateBankDetails } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** Bank details (/bankDetails): account number, holder name and IFSC. */
export function BankDetailsScreen() {
  const text = useText();
  usePageTitle('addBankDetails');
  const update = useService(UpdateBankDetails);
  const busy = useObservableState(update.busy$, false);
  const [form, setForm] = useState({ acno: '', name: '', ifsc: '' });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void update.run(form);
  };
  return (
    <>
      <PageToolbar title={text('addBankDetails')} />
      <form onSubmit={submit} noValidate>
        <Stack p="md" gap="sm">
          <TextInput label={text('accountNumber')} value={form.acno} onChange={set('acno')} inputMode="numeric" />
          <TextInput label={text('accountHolderName')} value={form.name} onChange={set('name')} autoComplete="name" />
          <TextInput label={text('ifsc')} value={form.ifsc} onChange={set('ifsc')} autoCapitalize="characters" />
          <Button type="submit" loading={busy}>
            {text('addBank')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
