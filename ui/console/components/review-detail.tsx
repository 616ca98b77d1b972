import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a request under review: a small caption over its value. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}
