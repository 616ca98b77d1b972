import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { SetupMarket } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { Holidays } from './holidays.js';
import { LimitForm } from './limit-form.js';
import { OffDays } from './off-days.js';
import { StarlineSlots } from './starline-slots.js';
import { TimesAndState } from './times-and-state.js';

interface PanelProps {
  market: SetupMarket;
  today: string;
  mayEdit: boolean;
  onChanged: () => void;
}

/** One market's setup: times and state, weekly off-days, holidays, starline slots, and its limits. */
export function MarketPanel({ market, today, mayEdit, onChanged }: PanelProps) {
  const text = useConsoleText();
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3}>{market.name}</Title>
        {mayEdit && (
          <>
            <TimesAndState market={market} onChanged={onChanged} />
            <Divider />
            <OffDays market={market} today={today} onChanged={onChanged} />
            <Divider />
            <Holidays market={market} today={today} onChanged={onChanged} />
            {market.kind === 'starline' && (
              <>
                <Divider />
                <StarlineSlots market={market} onChanged={onChanged} />
              </>
            )}
            <Divider />
          </>
        )}
        <Title order={4}>{text('limitTitle')}</Title>
        <Text size="sm" c="dimmed">
          {text('limitExplain')}
        </Text>
        <LimitForm market={market.name} timing="" limit={market.limit} today={today} onChanged={onChanged} />
        {market.slots.map((slot) => (
          <LimitForm
            key={slot.timing}
            market={market.name}
            timing={slot.timing}
            limit={slot.limit}
            today={today}
            onChanged={onChanged}
          />
        ))}
      </Stack>
    </Paper>
  );
}
