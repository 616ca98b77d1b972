import { Group, TextInput } from '@mantine/core';
import type { DateRange } from '../../core/index.js';
import { useText } from '../hooks/use-text.js';

/** A history's From and To dates (the last 7 days to start with). */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const text = useText();
  const set = (key: keyof DateRange) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...range, [key]: e.currentTarget.value });
  return (
    <Group grow px="md" pt="md">
      <TextInput
        type="date"
        label={text('dateFrom')}
        value={range.from}
        max={range.to || undefined}
        onChange={set('from')}
      />
      <TextInput
        type="date"
        label={text('dateTo')}
        value={range.to}
        min={range.from || undefined}
        onChange={set('to')}
      />
    </Group>
  );
}
