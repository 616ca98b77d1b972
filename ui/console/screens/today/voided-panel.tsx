import { Paper, Stack, Text } from '@mantine/core';
import type { ExposureView } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { voidedLine } from './declared-line.js';

/**
 * In place of the preview, the correction and the void, once the market day is voided: what
 * the server recorded (by whom, when, what went back). Nothing is offered: the server refuses
 * to declare, correct or void a voided day.
 */
export function VoidedPanel({ voided }: { voided: NonNullable<ExposureView['voided']> }) {
  const text = useConsoleText();
  return (
    <Paper withBorder p="md" bg="red.0" data-testid="voided-panel">
      <Stack gap={4}>
        <Text fw={700}>{text('voidedTitle')}</Text>
        <Text size="sm">{voidedLine(text, voided)}</Text>
        <Text size="sm" c="dimmed">
          {text('voidedExplain')}
        </Text>
      </Stack>
    </Paper>
  );
}
