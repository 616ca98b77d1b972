import { Group } from '@mantine/core';
import type { DateRange } from 'matka-core/player';
import { useText } from '../hooks/use-text.js';
import { DayField } from './day-field.js';
import { MarketZoneNote } from './market-zone-note.js';

/**
 * A history's From and To dates (the last 7 days to start with): market days, as the listed
 * times are the market's clock, which the note names on a phone that keeps another. Both read
 * DD/MM/YYYY in every language (DayField), whatever the phone's locale.
 */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const text = useText();
  // The range never turns upside down: a From past To takes To along (and a To before From
  // takes From), so no request is sent that the server must refuse. A date typed that is not
  // a day changes nothing (the field says why): a history needs both.
  const set = (key: keyof DateRange) => (value: string) => {
    if (value === '') return;
    const next = { ...range, [key]: value };
    if (next.from > next.to) Object.assign(next, key === 'from' ? { to: value } : { from: value });
    onChange(next);
  };
  return (
    <>
      <Group grow align="flex-start" px="md" pt="md">
        <DayField label={text('dateFrom')} value={range.from} onChange={set('from')} />
        <DayField label={text('dateTo')} value={range.to} onChange={set('to')} />
      </Group>
      <MarketZoneNote px="md" pt={4} />
    </>
  );
}
