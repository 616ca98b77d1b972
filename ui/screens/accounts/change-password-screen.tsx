import { Button, Stack } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { ChangePassword } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { PasswordField } from '../../components/password-field.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** Change Password (/profile): a confirmation that does not match stops the change. */
export function ChangePasswordScreen() {
  const text = useText();
  usePageTitle('changePasswordTitle');
  const change = useService(ChangePassword);
  const busy = useObservableState(change.busy$, false);
  const [form, setForm] = useState({ current: '', password: '', confirm: '' });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [key]: e.currentTarget.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await change.run(form);
    if (outcome.ok) setForm({ current: '', password: '', confirm: '' });
  };

  return (
    <>
      <PageToolbar title={text('changePasswordTitle')} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack p="md" gap="sm">
          <PasswordField
            label={text('currentPassword')}
            value={form.current}
            onChange={set('current')}
            autoComplete="current-password"
          />
          <PasswordField
            label={text('newPassword')}
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
          />
          <PasswordField
            label={text('confirmPassword')}
            value={form.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
          />
          <Button type="submit" loading={busy}>
            {text('updatePassword')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
