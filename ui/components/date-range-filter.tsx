import { Group, TextInput } from '@mantine/core';
import type { DateRange } from 'matka-core/player';
import { useText } from '../hooks/use-text.js';
import { MarketZoneNote } from './market-zone-note.js';

/**
 * A history's From and To dates (the last 7 days to start with): market days, as the listed
 * times are the market's clock, which the note names on a phone that keeps another.
 */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const text = useText();
  // The range never turns upside down: a From past To takes To along (and a To before From
  // takes From), so no request is sent that the server must refuse. A cleared date keeps the
  // one shown: a history needs both.
  const set = (key: keyof DateRange) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    if (value === '') return;
    const next = { ...range, [key]: value };
    if (next.from > next.to) Object.assign(next, key === 'from' ? { to: value } : { from: value });
    onChange(next);
  };
  return (
    <>
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
      <MarketZoneNote px="md" pt={4} />
    </>
  );
}
