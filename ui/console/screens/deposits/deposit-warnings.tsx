import { Badge, Group, type MantineSize } from '@mantine/core';
import { indianRupees } from 'matka-core/player';
import { type DepositRow, type DepositWarning } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * A deposit's warnings: it repeats the UTR of another deposit (in red: the same payment, the
 * server will not approve it while that one stands), its UTR is on another deposit, or its
 * amount is far from the player's typical one.
 */
export function DepositWarnings({ deposit, size }: { deposit: DepositRow; size?: MantineSize }) {
  const text = useConsoleText();
  if (deposit.warnings.length === 0) return null;
  const words = (warning: DepositWarning) =>
    warning === 'utr-duplicate'
      ? text('warningUtrDuplicate', { id: deposit.duplicateOf ?? '?' })
      : warning === 'utr-seen-before'
        ? text('warningUtrSeen')
        : deposit.typicalAmountPaise !== undefined
          ? text('warningAmountTypical', { typical: indianRupees(deposit.typicalAmountPaise) })
          : text('warningAmount');
  return (
    <Group gap={4}>
      {deposit.warnings.map((warning) => (
        <Badge
          key={warning}
          color={warning === 'utr-duplicate' ? 'red' : 'orange'}
          variant={warning === 'utr-duplicate' ? 'filled' : 'light'}
          size={size}
          style={{ textTransform: 'none', minWidth: 'max-content' }}
        >
          {words(warning)}
        </Badge>
      ))}
    </Group>
  );
}
