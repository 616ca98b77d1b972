import type { TranslationKey } from '../../i18n/locales/en.js';
import { LinkTiles } from '../../components/link-tiles.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** Everything a player looks back on after betting: bids, wins and the passbooks. */
const TILES: [string, TranslationKey][] = [
  ['/gameHistory', 'allBids'],
  ['/winningHistorySelection', 'winnings'],
  ['/passbook', 'passbook'],
  ['/passbookDW', 'depositWithdrawHistory'],
];

/** My bids (/myBids): the funds-style menu of the player's histories. */
export function MyBidsScreen() {
  const text = useText();
  usePageTitle('allBids');
  return (
    <>
      <PageToolbar title={text('allBids')} />
      <LinkTiles tiles={TILES} />
    </>
  );
}
