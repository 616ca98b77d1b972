import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { BOARDS, type BoardEntry } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { SlipFactory } from './slip-factory.js';

/** The slip of the board the player opened (restored from its draft), its placement, entries and totals. */
export function useBoardSlip(entry: BoardEntry) {
  const makeSlip = useService(SlipFactory);
  const [{ slip, placement }] = useState(() =>
    makeSlip({
      market: entry.market,
      isOpen: entry.is_open,
      timing: entry.timing,
      boardId: entry.board,
      board: BOARDS[entry.board],
    }),
  );
  const entries = useObservableState(slip.entries$, slip.entries);
  const totals = useObservableState(slip.totals$, slip.totals);
  const busy = useObservableState(placement.busy$, false);
  return { slip, placement, entries, totals, busy };
}

export type BoardSlipState = ReturnType<typeof useBoardSlip>;
