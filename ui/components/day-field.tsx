import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useText } from '../hooks/use-text.js';
import { DAY_PATTERN, readTypedDay, shownDay, withSlashes } from './typed-day.js';

/**
 * A market day typed as DD/MM/YYYY (not the phone's date picker, whose order follows the
 * phone's locale). `value` and `onChange` carry 'YYYY-MM-DD'; a text that is no day is kept as
 * typed, with what is wrong under it, and changes nothing until it is one.
 */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const text = useText();
  const [typed, setTyped] = useState(() => shownDay(value));
  const [left, setLeft] = useState(false);
  // The day the text stands for: a day set from outside (the other date taking this one along)
  // replaces what is shown.
  const [standsFor, setStandsFor] = useState(value);
  if (standsFor !== value) {
    setStandsFor(value);
    setTyped(shownDay(value));
    setLeft(false);
  }
  const read = readTypedDay(typed);
  // Letters, too many digits or a day the calendar lacks are said at once; an unfinished day
  // only once the field is left.
  const error =
    'day' in read || (read.problem === 'unfinished' && !left)
      ? undefined
      : read.problem === 'calendar'
        ? text('dateNotOnCalendar', { date: typed.trim() })
        : text('dateTypeAs', { pattern: DAY_PATTERN });
  return (
    <TextInput
      label={label}
      placeholder={DAY_PATTERN}
      inputMode="numeric"
      autoComplete="off"
      maxLength={20}
      value={typed}
      error={error}
      onBlur={() => setLeft(true)}
      onChange={(event) => {
        const next = withSlashes(typed, event.currentTarget.value);
        setTyped(next);
        const day = readTypedDay(next);
        if ('day' in day && day.day !== value) {
          setStandsFor(day.day);
          onChange(day.day);
        }
      }}
    />
  );
}
