import { Button, Chip, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { MarketSetupDesk, type SetupMarket } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useAskIfUnsettled } from './unsettled-confirm.js';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekdays a market is closed every week. */
export function OffDays({ market, today, onChanged }: { market: SetupMarket; today: string; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  // An off-day that closes the market today, with bets of today unsettled: asked first.
  const ask = useAskIfUnsettled(onChanged);
  const [days, setDays] = useState(market.offDays.map(String));
  return (
    <Stack gap="xs">
      <Title order={4}>{text('offDays')}</Title>
      <Group>
        <Chip.Group multiple value={days} onChange={setDays}>
          <Group gap="xs">
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {text(`weekday_${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button
          variant="light"
          size="compact-md"
          onClick={() =>
            void ask.run(
              { kind: 'close', market: market.name, day: today },
              (confirm) => desk.setOffDays(market.name, days.map(Number), confirm),
              text('offDaysSaved', { market: market.name }),
            )
          }
        >
          {text('saveOffDays')}
        </Button>
      </Group>
      {ask.dialog}
    </Stack>
  );
}
