import { indianRupees, type BidReason, type DecidingResult } from 'matka-core/player';
import { useGameName } from './use-game-name.js';
import { useText } from './use-text.js';

/**
 * Why a bid won or lost, as one line in the player's language: "Open 128 → ank 1: Single
 * Digit 1 won ₹10.00 × 9.5 = ₹95.00", "Open 128 → ank 1: Single Digit 4 lost". Core derives the
 * reason from the result by the settlement rule; this only words it.
 */
export function useBidReason(): (reason: BidReason) => string {
  const text = useText();
  const gameName = useGameName();
  const deciding = (part: DecidingResult): string => {
    switch (part.kind) {
      case 'ank':
        return text('reason_ank', { side: text(`reason_${part.side}`), pana: part.pana, ank: part.ank });
      case 'pana':
        return text('reason_pana', { side: text(`reason_${part.side}`), pana: part.pana });
      case 'jodiOfPanas':
        return text('reason_jodiOfPanas', { open: part.openPana, close: part.closePana, jodi: part.jodi });
      case 'jodi':
        return text('reason_jodi', { jodi: part.jodi });
      case 'sangam':
        return text('reason_sangam', {
          open: part.openPana,
          openAnk: part.openAnk,
          close: part.closePana,
          closeAnk: part.closeAnk,
        });
    }
  };
  return (reason) => {
    const values = { deciding: deciding(reason.deciding), game: gameName(reason.game), number: reason.number };
    if (!reason.won) return text('reason_lost', values);
    return text('reason_won', {
      ...values,
      stake: indianRupees(reason.stakePaise),
      rate: reason.rate,
      payout: indianRupees(reason.payoutPaise),
    });
  };
}
