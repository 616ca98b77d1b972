import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { MARKET_KINDS, type MarketKind } from 'matka-core/player';
import { MarketSetupDesk } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';

/** A new market: its name and kind, and its times (open and close, or its result time). */
export function AddMarketForm({ onSaved }: { onSaved: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const fields = useFormFields({ name: '', kind: 'main' as MarketKind, openTime: '', closeTime: '' }, 'name');
  const { values: form, input } = fields;
  const submit = async () => {
    const outcome = await fields.send(
      desk.saveMarket(form),
      text('marketSaved', { market: form.name.trim().toUpperCase() }),
    );
    if (outcome.ok) {
      fields.setValues({ name: '', kind: form.kind, openTime: '', closeTime: '' });
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
            onChange={(kind) => kind && fields.setValues({ ...form, kind: kind as MarketKind })}
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
          <Button type="submit" loading={fields.busy} mt={25}>
            {text('addMarket')}
          </Button>
        </Group>
      </ConsoleForm>
    </Paper>
  );
}
