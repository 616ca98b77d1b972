import { SegmentedControl, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { GENERATOR_FORMS, type BidSession, type BidSlip, type BoardId, type GeneratorForm } from 'matka-core/player';
import { useText } from '../../../hooks/use-text.js';
import type { BoardSlipState } from '../use-board-slip.js';
import { GeneratorPanel } from './generator-panel.js';
import { GridBoardPanel } from './grid-board-panel.js';
import { SingleDigitBulkPanel } from './single-digit-bulk-panel.js';
import { TypedNumberPanel } from './typed-number-panel.js';

/** The input part of a board: the digit grid, the grid board, a generator's form(s) from core, or typed entry. */
export function BoardPanel({ id, board, session }: { id: BoardId; board: BoardSlipState; session: BidSession }) {
  if (id === 'singleBulk') return <SingleDigitBulkPanel board={board} session={session} />;
  if (id === 'doublePannaBulk') return <GridBoardPanel board={board} session={session} />;
  const forms = GENERATOR_FORMS[id];
  if (forms && forms.length > 1) return <FormChoice forms={forms} slip={board.slip} session={session} />;
  if (forms) return <GeneratorPanel key={id} form={forms[0]!} slip={board.slip} session={session} />;
  const game = board.slip.place.board.accepts[0]!;
  return <TypedNumberPanel game={game} slip={board.slip} session={session} />;
}

/** A board with two ways to enter the same bids (choice pana): a switch, then the chosen form. */
const FormChoice = memo(function FormChoice({
  forms,
  slip,
  session,
}: {
  forms: readonly GeneratorForm[];
  slip: BidSlip;
  session: BidSession;
}) {
  const text = useText();
  const [chosen, setChosen] = useState(0);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={String(chosen)}
        onChange={(value) => setChosen(Number(value))}
        data={forms.map((form, index) => ({
          value: String(index),
          label: form.label ? text(form.label) : String(index + 1),
        }))}
      />
      <GeneratorPanel key={chosen} form={forms[chosen]!} slip={slip} session={session} />
    </Stack>
  );
});
