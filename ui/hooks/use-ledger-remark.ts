import type { PassbookRow } from '../../core/index.js';
import { useGameName } from './use-game-name.js';
import { useText } from './use-text.js';

/**
 * A passbook movement in the player's language, from what the server says it was (its kind,
 * reference and bet) rather than its English remark: "Bid · KALYAN · Single Panna 248 · OPEN".
 * A movement the app cannot word (an older server) shows the server's remark.
 */
export function useLedgerRemark(): (row: PassbookRow) => string {
  const text = useText();
  const gameName = useGameName();
  return (row) => {
    const entry = row.entry;
    if (!entry) return row.remark;
    const bet = row.bet;
    switch (entry.kind) {
      case 'bet':
      case 'win':
      case 'winReversed': {
        if (!bet) return row.remark;
        const session = bet.type === 'OPEN' ? 'sessionOpen' : bet.type === 'CLOSE' ? 'sessionClose' : undefined;
        const words = [bet.playedFor, `${gameName(bet.game)} ${bet.number}`, ...(session ? [text(session)] : [])];
        return text(`ledger_${entry.kind}`, { bid: words.join(' · ') });
      }
      case 'bonus':
      case 'welcomeBonus':
        return text(`ledger_${entry.kind}`);
      default:
        return entry.ref ? text(`ledger_${entry.kind}`, { ref: entry.ref }) : row.remark;
    }
  };
}
