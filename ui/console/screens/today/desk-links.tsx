import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { marketDayName, marketDaysOf } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { marketDayPath } from './market-day-link.js';

/** A board row's results desks: a main market's open and close, any other market's one desk. */
export function DeskLinks({ row }: { row: Parameters<typeof marketDaysOf>[0] }) {
  const text = useConsoleText();
  return (
    <Group gap="xs" wrap="nowrap">
      {marketDaysOf(row).map((day) => (
        <Anchor key={marketDayName(day)} component={Link} to={marketDayPath(day)} size="sm">
          {day.session ? text(`sessionName_${day.session}`) : text('open_desk')}
        </Anchor>
      ))}
    </Group>
  );
}
