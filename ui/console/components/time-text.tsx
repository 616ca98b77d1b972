import { Text } from '@mantine/core';
import { consoleDate } from '../format/console-dates.js';

/** A time as the server sent it ('YYYY-MM-DD HH:MM:SS', the server's zone), on one line. */
export function TimeText({ at }: { at: string | undefined }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {consoleDate(at)}
    </Text>
  );
}
