import { TextInput } from '@mantine/core';
import { indianRupees } from 'matka-core/player';
import { useText } from '../../../hooks/use-text.js';

/** The points of a bid (whole rupees), with the least a bid takes shown under it. */
export function AmountInput({
  value,
  onChange,
  minimumPoints,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The market's min_bet, in points. */
  minimumPoints: number;
}) {
  const text = useText();
  return (
    <TextInput
      label={text('points')}
      description={minimumHint(text, minimumPoints)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode="numeric"
      maxLength={8}
    />
  );
}

/** "Minimum ₹10": the least a bid takes, in the player's language. */
export function minimumHint(text: ReturnType<typeof useText>, minimumPoints: number): string {
  return text('minimumBid', { amount: indianRupees(minimumPoints * 100, { whole: true }) });
}
