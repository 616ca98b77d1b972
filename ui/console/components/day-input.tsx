import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { consoleDate, isoDayOf } from '../format/console-dates.js';

/**
 * A day typed as DD/MM/YYYY (the console's one date format), whatever the browser's language:
 * the value is the API's 'YYYY-MM-DD'. What is not yet a day is kept as typed and sent as it
 * is, so the server's refusal names it beside the field; nothing typed is lost.
 */
export function DayInput(props: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string | undefined;
  w?: number;
}) {
  const [typed, setTyped] = useState(() => consoleDate(props.value));
  // A value set from outside (a quick range, "today") replaces what was typed.
  const shown = isoDayOf(typed) === props.value || typed === props.value ? typed : consoleDate(props.value);
  return (
    <TextInput
      label={props.label}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      value={shown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        props.onChange(isoDayOf(text) ?? text);
      }}
      error={props.error}
      w={props.w}
    />
  );
}
