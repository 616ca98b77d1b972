import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../hooks/use-text.js';
import { useWalletBalance } from '../hooks/use-wallet.js';
import { Icon } from './icons.js';
import { SideMenu } from './side-menu.js';

/** The header: the side-menu button, the title, and the live wallet balance linking to /deposit. */
export function AppHeader() {
  const text = useText();
  const balance = useWalletBalance();
  const [menu, setMenu] = useState(false);
  return (
    <header>
      <Group justify="space-between" px="sm" py={8} bg="indigo.9" c="white" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="transparent" c="white" size="lg" aria-label={text('menu')} onClick={() => setMenu(true)}>
            <Icon name="menu" />
          </ActionIcon>
          <Title order={1} size="h4" c="white">
            {text('appName')}
          </Title>
        </Group>
        <Button component={Link} to="/deposit" variant="white" color="indigo" size="compact-md" leftSection={<Icon name="wallet" size={16} />} aria-label={`${text('wallet')}: ₹${balance}`}>
          ₹{balance}
        </Button>
      </Group>
      <SideMenu opened={menu} onClose={() => setMenu(false)} />
    </header>
  );
}
