import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** One report: its title, a link to its CSV, and its charts and table. */
export function Section({ title, csv, children }: { title: string; csv: string | undefined; children: ReactNode }) {
  const text = useConsoleText();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {csv && (
          <Anchor href={csv} download aria-label={`${text('downloadCsv')}: ${title}`}>
            {text('exportCsv')}
          </Anchor>
        )}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
