import { Button, Group, Paper, PasswordInput, Select, TextInput, Title } from '@mantine/core';
import { OperatorAccounts, OPERATOR_ROLES } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';
import { ConsoleForm } from '../../components/console-form.js';

/** Adding an operator: username, first password, role. A refusal keeps what was typed. */
export function AddOperatorForm({ onAdded }: { onAdded: () => void }) {
  const text = useConsoleText();
  const accounts = useService(OperatorAccounts);
  const fields = useFormFields({ username: '', password: '', role: '' }, 'username');
  const { values: form, input } = fields;

  const submit = async () => {
    const outcome = await fields.send(accounts.add(form), text('operatorAdded', { username: form.username.trim() }));
    if (outcome.ok) {
      fields.setValues({ username: '', password: '', role: '' });
      onAdded();
    }
  };

  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="sm">
        {text('addOperator')}
      </Title>
      <ConsoleForm onSubmit={() => void submit()}>
        <Group align="flex-start">
          <TextInput label={text('username')} autoComplete="off" {...input('username')} />
          <PasswordInput label={text('password')} autoComplete="new-password" {...input('password')} w={220} />
          <Select
            label={text('role')}
            value={form.role || null}
            error={fields.errors.role}
            data={OPERATOR_ROLES.map((role) => ({ value: role, label: text(`role_${role}`) }))}
            onChange={(role) => fields.setValues({ ...form, role: role ?? '' })}
            w={180}
            allowDeselect={false}
          />
          <Button type="submit" loading={fields.busy} mt={25}>
            {text('add')}
          </Button>
        </Group>
      </ConsoleForm>
    </Paper>
  );
}
