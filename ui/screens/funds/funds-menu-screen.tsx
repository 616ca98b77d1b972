import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TranslationKey } from '../../app/locales/en.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

const TILES: [string, TranslationKey][] = [
  ['/deposit', 'addFund'],
  ['/withdraw', 'withdraw'],
  ['/passbookDW', 'depositWithdrawHistory'],
  ['/bankDetails', 'addBankDetails'],
  ['/wallet', 'transactions'],
  ['/transfer', 'transfer'],
  ['/withdrawHistory', 'withdrawHistory'],
  ['/depositHistory', 'depositHistory'],
];

/** The wallet menu (/funds). */
export function FundsMenuScreen() {
  const text = useText();
  usePageTitle('wallet');
  return (
    <>
      <PageToolbar title={text('wallet')} />
      <SimpleGrid cols={2} p="md" spacing="sm">
        {TILES.map(([to, key]) => (
          <UnstyledButton key={to} component={Link} to={to}>
            <Paper withBorder p="md" radius="md" ta="center" h="100%">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {text(key)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
