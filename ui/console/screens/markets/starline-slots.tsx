import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { MarketSetupDesk, type SetupMarket } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';
import { useActThenReload } from './use-act-then-reload.js';

/** A starline market's slots, each a button that removes it, and a form to add some. */
export function StarlineSlots({ market, onChanged }: { market: SetupMarket; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useActThenReload(onChanged);
  const { values, setValues, input, showErrors } = useFormFields({ timings: '' }, 'timings');
  const add = async () => {
    const outcome = await act(desk.addSlots(market.name, values.timings), text('slotsAdded', { market: market.name }));
    showErrors(outcome);
    if (outcome.ok) setValues({ timings: '' });
  };
  return (
    <Stack gap="xs">
      <Title order={4}>{text('slots')}</Title>
      <Group gap="xs">
        {market.slots.map((slot) => (
          <Button
            key={slot.timing}
            size="compact-sm"
            variant="default"
            aria-label={text('removeSlotAt', { timing: slot.timing })}
            rightSection="✕"
            onClick={() =>
              void act(
                desk.removeSlot(market.name, slot.timing),
                text('slotRemoved', { market: market.name, timing: slot.timing }),
              )
            }
          >
            {slot.timing}
          </Button>
        ))}
      </Group>
      <ConsoleForm onSubmit={() => void add()}>
        <Group align="flex-start">
          <TextInput label={text('slotTimes')} w={320} {...input('timings')} />
          <Button type="submit" mt={25} variant="light">
            {text('addSlots')}
          </Button>
        </Group>
      </ConsoleForm>
    </Stack>
  );
}
