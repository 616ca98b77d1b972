import { TextInput } from '@mantine/core';

/** An amount of rupees typed by an operator, the first field of its form (it takes the focus). */
export function RupeesInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextInput
      label={props.label}
      leftSection="₹"
      inputMode="decimal"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      required
      data-autofocus
    />
  );
}
