import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.js';

export interface RecordRow {
  key: string;
  title: ReactNode;
  amount: string;
  /** A line under the amount, such as what a won bid was paid. */
  amountNote?: string;
  badge?: { label: string; color: string };
  detail?: ReactNode;
}

/** A history as cards: date and detail on the left, amount and status on the right. */
export function RecordList({ rows, empty }: { rows: readonly RecordRow[]; empty: string }) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Stack gap="xs" p="md">
      {rows.map((row) => (
        <Paper key={row.key} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {row.title}
              </Text>
              {row.detail && (
                <Text size="xs" c="dimmed">
                  {row.detail}
                </Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fw={700}>{row.amount}</Text>
              {row.amountNote && (
                <Text size="xs" fw={700} c="green.8">
                  {row.amountNote}
                </Text>
              )}
              {row.badge && (
                <Badge color={row.badge.color} variant="light">
                  {row.badge.label}
                </Badge>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
