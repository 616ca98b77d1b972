import { consoleEn, type ConsoleKey } from '../i18n/en.js';
import { useConsoleText } from './use-console-text.js';

const isKey = (key: string): key is ConsoleKey => Object.hasOwn(consoleEn, key);

/**
 * A game (or a rate's key) as an operator reads it: 'singlepanna' → 'Single pana',
 * 'starline_singlepanna' → 'Starline · Single pana'; a key it does not know, as it came.
 */
export function useGameName(): (key: string) => string {
  const text = useConsoleText();
  return (key) => {
    const [kind, game] = key.includes('_') ? key.split('_', 2) : [undefined, key];
    const gameKey = `game_${game}`;
    if (!isKey(gameKey)) return key;
    if (kind === undefined) return text(gameKey);
    const kindKey = `marketKind_${kind}`;
    return isKey(kindKey) ? `${text(kindKey)} · ${text(gameKey)}` : key;
  };
}
