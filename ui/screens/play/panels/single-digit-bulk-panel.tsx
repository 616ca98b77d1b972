import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { indianRupees, TimeScheduler, type BidSession } from 'matka-core/player';
import { useService } from '../../../hooks/container-context.js';
import type { BoardSlipState } from '../use-board-slip.js';
import { AmountInput } from './amount-input.js';

const DIGIT_ORDER = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
const LONG_PRESS_MS = 500;

/** Single digit bulk: a tap adds the digit (amounts merge); a 500 ms press removes it. */
export function SingleDigitBulkPanel({ board, session }: { board: BoardSlipState; session: BidSession }) {
  const [amount, setAmount] = useState('');
  const scheduler = useService(TimeScheduler);
  const timer = useRef<Subscription | undefined>(undefined);
  const longPressed = useRef(false);
  const points = (digit: string) =>
    board.entries.filter((e) => e.number === digit).reduce((sum, e) => sum + e.amount, 0);

  const press = (digit: string) => {
    longPressed.current = false;
    timer.current = scheduler.schedule(() => {
      longPressed.current = true;
      board.slip.removeNumber(digit, session);
    }, LONG_PRESS_MS);
  };
  const release = (digit: string) => {
    timer.current?.unsubscribe();
    if (!longPressed.current) board.slip.add([digit], amount, session);
  };

  return (
    <Stack gap="sm">
      <AmountInput value={amount} onChange={setAmount} minimumPoints={board.slip.minimumPoints} />
      <SimpleGrid cols={5} spacing="xs">
        {DIGIT_ORDER.map((digit) => (
          <Button
            key={digit}
            variant={points(digit) > 0 ? 'filled' : 'default'}
            h={56}
            onPointerDown={() => press(digit)}
            onPointerUp={() => release(digit)}
            onPointerLeave={() => timer.current?.unsubscribe()}
            onKeyDown={(e) =>
              (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), board.slip.add([digit], amount, session))
            }
            aria-label={`${digit}${points(digit) ? `: ${indianRupees(points(digit) * 100)}` : ''}`}
          >
            <Stack gap={0} align="center">
              <Text fw={700} size="lg">
                {digit}
              </Text>
              {points(digit) > 0 && <Text size="xs">{indianRupees(points(digit) * 100)}</Text>}
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
