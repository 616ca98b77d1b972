import { BetPlacement, BidSlip, BOARDS, type BoardId } from '../../core/index.js';
import type { Harness } from './harness.js';

/** A slip for a board of market "KALYAN" (is_open '1' unless told), with its placement. */
export function slipFor(
  h: Harness,
  boardId: BoardId,
  place: { isOpen?: string; timing?: string; market?: string } = {},
) {
  const slip = new BidSlip(
    {
      market: place.market ?? 'KALYAN',
      isOpen: place.isOpen ?? '1',
      timing: place.timing,
      boardId,
      board: BOARDS[boardId],
    },
    h.storage,
    h.notifier,
    h.ids,
  );
  const placement = new BetPlacement(slip, h.betting.api, h.policy, h.wallet, h.notifier, h.navigator);
  return { slip, placement };
}
