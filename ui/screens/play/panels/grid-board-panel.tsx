import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ank, DOUBLE_PANAS } from 'matka-core';
import { type BidSession } from 'matka-core/player';
import { useText } from '../../../hooks/use-text.js';
import { minimumHint } from './amount-input.js';
import type { BoardSlipState } from '../use-board-slip.js';

const ANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** The grid board: the double panas of an ank, each with its points; a new amount replaces the old, empty removes. */
export function GridBoardPanel({ board, session }: { board: BoardSlipState; session: BidSession }) {
  const text = useText();
  const [sum, setSum] = useState('1');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const shown = DOUBLE_PANAS.filter((pana) => String(ank(pana)) === sum);
  const current = (pana: string) => typed[pana] ?? String(board.entries.find((e) => e.number === pana)?.amount ?? '');

  return (
    <Stack gap="sm">
      <SegmentedControl aria-label={text('ank')} value={sum} onChange={setSum} data={ANKS} size="xs" />
      <Text size="xs" c="dimmed">
        {minimumHint(text, board.slip.minimumPoints)}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {shown.map((pana) => (
          <TextInput
            key={pana}
            label={pana}
            value={current(pana)}
            inputMode="numeric"
            onChange={(e) => {
              const value = e.currentTarget.value;
              // The box keeps what was typed; the slip (and its totals) takes it when it is an amount.
              setTyped({ ...typed, [pana]: value });
              board.slip.typeAmount(pana, value, session);
            }}
            onBlur={() => {
              // Leaving the box says what is wrong with its amount (and shows what counts).
              if (typed[pana] === undefined) return;
              board.slip.add([pana], typed[pana]!, session);
              const { [pana]: _, ...rest } = typed;
              setTyped(rest);
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
