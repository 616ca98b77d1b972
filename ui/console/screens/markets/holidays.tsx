import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { MarketSetupDesk, MAX_HOLIDAY_REASON, type SetupMarket } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';
import { useAskIfUnsettled } from './unsettled-confirm.js';
import { useActThenReload } from './use-act-then-reload.js';
import { consoleDate } from '../../format/console-dates.js';

/** A market's holidays, each with its reason and a remove button, and a form to add one. */
export function Holidays({ market, today, onChanged }: { market: SetupMarket; today: string; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useActThenReload(onChanged);
  const { values: form, setValues: setForm, input, showErrors } = useFormFields({ day: today, reason: '' }, 'reason');
  // A holiday on a day with unsettled bets: asked first, naming them.
  const ask = useAskIfUnsettled(onChanged);
  const add = () =>
    ask.run(
      { kind: 'close', market: market.name, day: form.day.trim() },
      (confirm) => desk.addHoliday(market.name, form.day, form.reason, confirm),
      text('holidayAdded', { market: market.name, day: form.day.trim() }),
      (outcome) => {
        showErrors(outcome);
        if (outcome.ok) setForm({ ...form, reason: '' });
      },
    );
  return (
    <Stack gap="xs">
      <Title order={4}>{text('holidays')}</Title>
      {market.holidays.length === 0 && (
        <Text size="sm" c="dimmed">
          {text('noHolidays')}
        </Text>
      )}
      {market.holidays.map((h) => (
        <Group key={h.day} gap="xs">
          <Text size="sm" fw={600}>
            {consoleDate(h.day)}
          </Text>
          <Text size="sm">{h.reason}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={text('removeHolidayOf', { day: h.day })}
            onClick={() =>
              void act(
                desk.removeHoliday(market.name, h.day),
                text('holidayRemoved', { market: market.name, day: h.day }),
              )
            }
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <ConsoleForm onSubmit={() => void add()}>
        <Group align="flex-start">
          <TextInput label={text('holidayDay')} w={160} {...input('day')} />
          <TextInput label={text('holidayReason')} w={320} maxLength={MAX_HOLIDAY_REASON} {...input('reason')} />
          <Button type="submit" mt={25} variant="light">
            {text('addHoliday')}
          </Button>
        </Group>
      </ConsoleForm>
      {ask.dialog}
    </Stack>
  );
}
