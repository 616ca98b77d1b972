import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MARKET_KINDS, type MarketKind } from 'matka-core/player';
import { MarketSetupDesk, type OperatorOutcome } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';

/** A new market: its name and kind, and its times (open and close, or its result time). */
export function AddMarketForm({ onSaved }: { onSaved: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const {
    values: form,
    setValues: setForm,
    input,
    showErrors,
  } = useFormFields({ name: '', kind: 'main' as MarketKind, openTime: '', closeTime: '' }, 'name');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const outcome: OperatorOutcome<void> = await desk.saveMarket(form);
    setBusy(false);
    showErrors(outcome);
    notifyOutcome(outcome, text('marketSaved', { market: form.name.trim().toUpperCase() }), (o) =>
      text(o.failure.message),
    );
    if (outcome.ok) {
      setForm({ name: '', kind: form.kind, openTime: '', closeTime: '' });
      onSaved();
    }
  };
  return (
    <Paper withBorder p="md">
      <ConsoleForm onSubmit={() => void submit()}>
        <Group align="flex-start">
          <TextInput label={text('marketName')} maxLength={40} {...input('name')} />
          <Select
            label={text('marketKind')}
            w={140}
            allowDeselect={false}
            value={form.kind}
            data={MARKET_KINDS.map((kind) => ({ value: kind, label: text(`marketKind_${kind}`) }))}
            onChange={(kind) => kind && setForm({ ...form, kind: kind as MarketKind })}
          />
          {form.kind === 'main' && (
            <TextInput label={text('openTime')} placeholder="15:45" w={110} {...input('openTime')} />
          )}
          <TextInput
            label={text(form.kind === 'main' ? 'closeTime' : 'resultTime')}
            placeholder="17:45"
            w={110}
            {...input('closeTime')}
          />
          <Button type="submit" loading={busy} mt={25}>
            {text('addMarket')}
          </Button>
        </Group>
      </ConsoleForm>
    </Paper>
  );
}
