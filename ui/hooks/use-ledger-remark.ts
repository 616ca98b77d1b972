import type { LedgerEntry } from 'matka-core/player';
import { useGameName } from './use-game-name.js';
import { useText } from './use-text.js';

/**
 * A wallet movement in the player's language, from what the server says it was (its kind,
 * reference and bid) rather than its English remark: "Bid · KALYAN · Single Panna 248 · OPEN".
 * A movement the app cannot word (an older server) shows the server's remark.
 */
export function useLedgerRemark(): (entry: LedgerEntry | undefined, remark: string) => string {
  const text = useText();
  const gameName = useGameName();
  return (entry, remark) => {
    if (!entry) return remark;
    switch (entry.kind) {
      case 'bet':
      case 'win':
      case 'winReversed':
      case 'refund': {
        const bid = entry.bid;
        if (!bid) return remark;
        const session = bid.session === 'OPEN' ? 'sessionOpen' : bid.session === 'CLOSE' ? 'sessionClose' : undefined;
        const words = [bid.market, `${gameName(bid.game)} ${bid.number}`, ...(session ? [text(session)] : [])];
        return text(`ledger_${entry.kind}`, { bid: words.join(' · ') });
      }
      case 'bonus':
      case 'welcomeBonus':
      case 'debtIncurred':
      case 'debtRepaid':
        return text(`ledger_${entry.kind}`);
      default:
        return entry.ref ? text(`ledger_${entry.kind}`, { ref: entry.ref }) : remark;
    }
  };
}
