import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { lazy, Suspense, useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import { useObservableState } from 'observable-hooks';
import { LoadHome, SecureStorage } from 'matka-core/player';
import { brandNameIn } from '../hooks/brand-name.js';
import { useService } from '../hooks/container-context.js';
import { RenderedOnServer } from '../hooks/rendered-on-server.js';
import { useText } from '../hooks/use-text.js';
import { useWalletRupees } from '../hooks/use-wallet.js';
import { Icon } from './icons.js';

// The drawer (and the modal machinery under it) loads when the menu is first opened, not with the first page.
const loadSideMenu = () => import('./side-menu.js');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

/** The header: the side-menu button, the title, and the live wallet balance linking to /deposit. */
export function AppHeader() {
  const text = useText();
  // The server's copy of /home shows no balance rather than ₹0.00: the player's call brings it.
  const rupees = useWalletRupees();
  const balance = useContext(RenderedOnServer) ? '' : rupees;
  // The operator's brand, read again whenever home stores its settings (the config's `name`).
  useObservableState(useService(LoadHome).settingsStored$);
  const brand = brandNameIn(useService(SecureStorage), text('appName'));
  const [menu, setMenu] = useState(false);
  // Mounted from the first opening on, so the drawer's closing transition still plays.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <header>
      <Group justify="space-between" px="sm" py={8} bg="indigo.9" c="white" wrap="nowrap">
        {/* The brand gives way (one line, cut with …) so the balance always shows whole. */}
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ActionIcon
            variant="transparent"
            c="white"
            size="lg"
            aria-label={text('menu')}
            onPointerEnter={() => void loadSideMenu()}
            onFocus={() => void loadSideMenu()}
            onClick={() => {
              setMenuUsed(true);
              setMenu(true);
            }}
          >
            <Icon name="menu" />
          </ActionIcon>
          <Title order={1} size="h4" c="white" lineClamp={1} style={{ wordBreak: 'break-all' }}>
            {brand}
          </Title>
        </Group>
        <Button
          component={Link}
          to="/deposit"
          style={{ flexShrink: 0 }}
          variant="white"
          color="indigo"
          size="compact-md"
          leftSection={<Icon name="wallet" size={16} />}
          // Named for what it does (it opens Add Fund), not "Wallet" like the bottom bar's tab.
          aria-label={`${text('addFund')}: ${balance}`}
        >
          {balance}
        </Button>
      </Group>
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu opened={menu} onClose={() => setMenu(false)} />
        </Suspense>
      )}
    </header>
  );
}
