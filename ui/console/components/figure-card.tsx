import { Paper, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure under its small label, in a bordered card: a row of them sums up a screen (a day's stakes, a player's month). */
export function FigureCard({
  label,
  padding = 'sm',
  children,
}: {
  label: string;
  padding?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={padding}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}
