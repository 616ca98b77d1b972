import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { OperatorOutcome } from 'matka-core/console';
import { ConsoleForm } from '../../components/console-form.js';
import { fieldErrors } from '../../components/field-errors.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** Where a refusal that names no field is shown: under the fields, above the button. */
const WHOLE_FORM = '_form';

/**
 * A card of settings saved together: its title and what it sets, the fields, and a save
 * button. The server's refusal of a field shows beside it (the fields are given the errors
 * by key); any other refusal under the fields, and a toast says how it went.
 */
export function SettingsForm(props: {
  title: string;
  explain: string;
  submit: string;
  /** The toast once saved. */
  saved: string;
  save: () => Promise<OperatorOutcome<void>>;
  onSaved: () => void;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const text = useConsoleText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const outcome = await props.save();
    setBusy(false);
    setErrors(fieldErrors(outcome, text, WHOLE_FORM));
    notifyOutcome(outcome, props.saved, (o) => text(o.failure.message));
    if (outcome.ok) props.onSaved();
  };
  return (
    <Paper withBorder p="md">
      <ConsoleForm onSubmit={() => void save()}>
        <Stack gap="sm">
          <Title order={3}>{props.title}</Title>
          <Text size="sm" c="dimmed">
            {props.explain}
          </Text>
          {props.children(errors)}
          {errors[WHOLE_FORM] && (
            <Text c="red.8" size="sm" role="alert">
              {errors[WHOLE_FORM]}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {props.submit}
            </Button>
          </Group>
        </Stack>
      </ConsoleForm>
    </Paper>
  );
}
