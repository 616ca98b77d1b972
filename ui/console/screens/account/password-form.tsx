import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { MyAccount } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';
import { ConsoleForm } from '../../components/console-form.js';

/** The operator's own password: the current one, the next one twice. The server ends the operator's other sessions. */
export function PasswordForm() {
  const text = useConsoleText();
  const account = useService(MyAccount);
  const fields = useFormFields({ current: '', next: '', confirm: '' }, 'current');
  const field = (name: keyof typeof fields.values, label: string, autoComplete: string) => (
    <PasswordInput label={label} autoComplete={autoComplete} {...fields.input(name)} />
  );
  const submit = async () => {
    const outcome = await fields.send(account.changePassword(fields.values), text('passwordChanged'));
    if (outcome.ok) fields.setValues({ current: '', next: '', confirm: '' });
  };
  return (
    <Paper withBorder p="md" maw={420}>
      <ConsoleForm onSubmit={() => void submit()}>
        <Stack>
          <Title order={3} size="h5">
            {text('changePassword')}
          </Title>
          {field('current', text('currentPassword'), 'current-password')}
          {field('next', text('newPassword'), 'new-password')}
          {field('confirm', text('confirmPassword'), 'new-password')}
          <Button type="submit" loading={fields.busy}>
            {text('changePassword')}
          </Button>
        </Stack>
      </ConsoleForm>
    </Paper>
  );
}
