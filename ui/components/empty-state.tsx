import { Text } from '@mantine/core';

/** What a list says when it has nothing to show. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Text ta="center" c="dimmed" py="xl">
      {children}
    </Text>
  );
}
