import { Text } from '@mantine/core';

/** A time as the server sent it ('YYYY-MM-DD HH:MM:SS', the server's zone), on one line. */
export function TimeText({ at }: { at: string | undefined }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {at ?? ''}
    </Text>
  );
}
