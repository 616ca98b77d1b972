import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MARKET_KINDS, type MarketKind } from 'matka-core/player';
import { MarketSetupDesk, type OperatorOutcome } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { fieldErrors } from '../../components/field-errors.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** A new market: its name and kind, and its times (open and close, or its result time). */
export function AddMarketForm({ onSaved }: { onSaved: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const [form, setForm] = useState({ name: '', kind: 'main' as MarketKind, openTime: '', closeTime: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const outcome: OperatorOutcome<void> = await desk.saveMarket(form);
    setBusy(false);
    setErrors(fieldErrors(outcome, text, 'name'));
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
          <TextInput
            label={text('marketName')}
            value={form.name}
            error={errors.name}
            maxLength={40}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <Select
            label={text('marketKind')}
            w={140}
            allowDeselect={false}
            value={form.kind}
            data={MARKET_KINDS.map((kind) => ({ value: kind, label: text(`marketKind_${kind}`) }))}
            onChange={(kind) => kind && setForm({ ...form, kind: kind as MarketKind })}
          />
          {form.kind === 'main' && (
            <TextInput
              label={text('openTime')}
              placeholder="15:45"
              w={110}
              value={form.openTime}
              error={errors.openTime}
              onChange={(e) => setForm({ ...form, openTime: e.currentTarget.value })}
            />
          )}
          <TextInput
            label={text(form.kind === 'main' ? 'closeTime' : 'resultTime')}
            placeholder="17:45"
            w={110}
            value={form.closeTime}
            error={errors.closeTime}
            onChange={(e) => setForm({ ...form, closeTime: e.currentTarget.value })}
          />
          <Button type="submit" loading={busy} mt={25}>
            {text('addMarket')}
          </Button>
        </Group>
      </ConsoleForm>
    </Paper>
  );
}
