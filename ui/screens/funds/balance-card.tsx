import { Paper, Text, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The balance a funds screen starts from: its label, the amount large, and what the screen adds below. */
export function BalanceCard({
  label,
  amount,
  children,
  ...paper
}: { label: string; amount: string; children?: ReactNode } & PaperProps) {
  return (
    <Paper withBorder p="md" radius="md" {...paper}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {amount}
      </Text>
      {children}
    </Paper>
  );
}
