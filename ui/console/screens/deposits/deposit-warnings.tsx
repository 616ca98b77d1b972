import { Badge, Group } from '@mantine/core';
import { indianRupees, type DepositRow } from '../../../../core/index.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** A deposit's warnings: its UTR is on another deposit, or its amount is far from the player's typical one. */
export function DepositWarnings({ deposit }: { deposit: DepositRow }) {
  const text = useConsoleText();
  if (deposit.warnings.length === 0) return null;
  return (
    <Group gap={4}>
      {deposit.warnings.map((warning) => (
        <Badge key={warning} color="orange" variant="light" style={{ textTransform: 'none', minWidth: 'max-content' }}>
          {warning === 'utr-seen-before'
            ? text('warningUtrSeen')
            : deposit.typicalAmountPaise !== undefined
              ? text('warningAmountTypical', { typical: indianRupees(deposit.typicalAmountPaise) })
              : text('warningAmount')}
        </Badge>
      ))}
    </Group>
  );
}
