import { Group, Stack, Text } from '@mantine/core';
import { indianRupees, type WithdrawInfo } from 'matka-core/player';
import { useText } from '../../hooks/use-text.js';

type BonusFigures = Pick<WithdrawInfo, 'onlyWalletPaise' | 'bonusPaise' | 'bonusStakeLeftPaise'>;

/** The wallet's cash and bonus apart, and one line on what the bonus is (docs/bonus-rule.md). */
export function WalletParts({ figures }: { figures: BonusFigures }) {
  const text = useText();
  return (
    <Stack gap={4} mt="xs">
      <Group grow>
        <Text size="sm">
          {text('cash')}: <b>{indianRupees(figures.onlyWalletPaise)}</b>
        </Text>
        <Text size="sm">
          {text('bonus')}: <b>{indianRupees(figures.bonusPaise)}</b>
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {text('bonusWhat')}
      </Text>
    </Stack>
  );
}

/**
 * On the withdraw screen: only cash leaves, and what turns bonus wins into cash (the cash
 * still to stake, from the server's reading of the rule). Nothing for a player without bonus.
 */
export function BonusToCashNote({ figures }: { figures: BonusFigures }) {
  const text = useText();
  const { bonusPaise, bonusStakeLeftPaise } = figures;
  if (bonusPaise === 0 && !bonusStakeLeftPaise) return null;
  return (
    <Stack gap={4}>
      {bonusPaise > 0 && <Text size="sm">{text('withdrawOnlyCash', { amount: indianRupees(bonusPaise) })}</Text>}
      {/* A server that does not count the rule for us leaves this line out rather than guess. */}
      {bonusStakeLeftPaise !== undefined && (
        <Text size="xs" c="dimmed">
          {bonusStakeLeftPaise > 0
            ? text('bonusToCash', { amount: indianRupees(bonusStakeLeftPaise) })
            : text('bonusToCashMet')}
        </Text>
      )}
    </Stack>
  );
}
