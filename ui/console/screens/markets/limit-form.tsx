import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MarketSetupDesk, type LimitSetting, type NumberOverLimit } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';
import { LimitAlreadyOver } from './limit-already-over.js';
import { useActThenReload } from './use-act-then-reload.js';

const rupees = (paise: number | null | undefined) => (paise == null ? '' : String(paise / 100));

/** The limit per number of a whole market or of one of its slots: the most paid out, and the most staked. */
export function LimitForm(props: {
  market: string;
  timing: string;
  limit: LimitSetting | null;
  today: string;
  onChanged: () => void;
}) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useActThenReload(props.onChanged);
  const {
    values: form,
    input,
    showErrors,
  } = useFormFields(
    { maxPayout: rupees(props.limit?.maxPayoutPaise), maxStake: rupees(props.limit?.maxStakePaise) },
    'maxPayout',
  );
  // The numbers the limit just saved found already over it (the server's answer names them).
  const [over, setOver] = useState<NumberOverLimit[]>([]);
  const place = props.timing ? text('slotAt', { timing: props.timing }) : text('wholeMarket');
  const save = async () => {
    const outcome = await act(
      desk.setLimit(props.market, { timing: props.timing, ...form }),
      text('limitSaved', { market: props.market }),
    );
    showErrors(outcome);
    if (outcome.ok) setOver(outcome.value.over);
  };
  return (
    <Stack gap="xs">
      <ConsoleForm onSubmit={() => void save()}>
        <Group align="flex-start" aria-label={text('limitFor', { place })} role="group">
          <Text size="sm" fw={600} w={140} mt={52}>
            {place}
          </Text>
          <TextInput
            label={text('maxPayout')}
            description={text('emptyRemoves')}
            w={260}
            inputMode="decimal"
            {...input('maxPayout')}
          />
          <TextInput
            label={text('maxStake')}
            description={text('optional')}
            w={260}
            inputMode="decimal"
            {...input('maxStake')}
          />
          <Button type="submit" mt={47} variant="light">
            {text('saveLimit')}
          </Button>
        </Group>
      </ConsoleForm>
      {over.length > 0 && <LimitAlreadyOver over={over} today={props.today} />}
    </Stack>
  );
}
