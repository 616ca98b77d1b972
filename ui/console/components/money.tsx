import { Text, type TextProps } from '@mantine/core';
import { indianRupees } from 'matka-core/player';

/** Paise as rupees with Indian grouping (₹1,23,456.00); a negative amount in red. Never paise. */
export function Money({ paise, ...props }: { paise: number } & TextProps) {
  return (
    <Text
      span
      c={paise < 0 ? 'red.8' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...props}
    >
      {indianRupees(paise)}
    </Text>
  );
}
