import { Button, Group, Input, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ResultDeclarationDesk } from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';

/** Results (owner, results): declare a main market's open or close pana; declaring settles its bets. */
export function ResultsScreen() {
  const text = useConsoleText();
  const desk = useService(ResultDeclarationDesk);
  const [form, setForm] = useState({ market: '', session: 'open' as 'open' | 'close', pana: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const outcome = await desk.declare(form);
    setBusy(false);
    setErrors(
      outcome.ok
        ? {}
        : {
            [outcome.failure.kind === 'invalid' ? (outcome.failure.field ?? 'market') : 'market']: text(
              outcome.failure.message,
            ),
          },
    );
    notifyOutcome(outcome, text('resultDeclared', { market: form.market.trim(), pana: form.pana.trim() }), (o) =>
      text(o.failure.message),
    );
    if (outcome.ok) setForm({ ...form, pana: '' });
  };
  return (
    <Stack>
      <Title order={2}>{text('nav_results')}</Title>
      <Paper withBorder p="md" maw={640}>
        <ConsoleForm onSubmit={() => void submit()}>
          <Stack>
            <Text size="sm">{text('declareHint')}</Text>
            <Group align="flex-start">
              <TextInput
                label={text('market')}
                value={form.market}
                error={errors.market}
                onChange={(e) => setForm({ ...form, market: e.currentTarget.value })}
              />
              <Input.Wrapper label={text('session')}>
                <SegmentedControl
                  display="flex"
                  aria-label={text('session')}
                  value={form.session}
                  onChange={(session) => setForm({ ...form, session: session as 'open' | 'close' })}
                  data={[
                    { value: 'open', label: text('open') },
                    { value: 'close', label: text('close') },
                  ]}
                />
              </Input.Wrapper>
              <TextInput
                label={text('pana')}
                value={form.pana}
                error={errors.pana}
                inputMode="numeric"
                maxLength={3}
                w={100}
                onChange={(e) => setForm({ ...form, pana: e.currentTarget.value })}
              />
            </Group>
            <Button type="submit" loading={busy} w="fit-content">
              {text('declare')}
            </Button>
          </Stack>
        </ConsoleForm>
      </Paper>
    </Stack>
  );
}
