import { TextInput } from '@mantine/core';
import { useText } from '../../../hooks/use-text.js';

/** The points of a bid (whole rupees). */
export function AmountInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const text = useText();
  return (
    <TextInput
      label={text('points')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode="numeric"
      maxLength={8}
    />
  );
}
