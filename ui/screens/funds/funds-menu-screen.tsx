import type { TranslationKey } from '../../i18n/locales/en.js';
import { LinkTiles } from '../../components/link-tiles.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

const TILES: [string, TranslationKey, unknown?][] = [
  ['/deposit', 'addFund'],
  ['/withdraw', 'withdraw'],
  ['/passbookDW', 'depositWithdrawHistory'],
  ['/bankDetails', 'addBankDetails'],
  ['/wallet', 'transactions'],
  ['/transfer', 'transfer'],
  ['/withdrawHistory', 'withdrawHistory'],
  ['/depositHistory', 'depositHistory'],
  // The three bid histories, one per kind of market.
  ['/gameHistory', 'mainMatkaBids', { kind: 'main' }],
  ['/gameHistory', 'starlineMatkaBids', { kind: 'starline' }],
  ['/gameHistory', 'galiDisawarBids', { kind: 'gali' }],
];

/** The wallet menu (/funds). */
export function FundsMenuScreen() {
  const text = useText();
  usePageTitle('wallet');
  return (
    <>
      <PageToolbar title={text('wallet')} />
      <LinkTiles tiles={TILES} />
    </>
  );
}
