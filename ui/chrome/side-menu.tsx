import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TranslationKey } from '../i18n/locales/en.js';
import { useText } from '../hooks/use-text.js';
import { usePlayer } from '../hooks/use-wallet.js';
import { LanguageDialog } from './language-dialog.js';

const LINKS: [string, TranslationKey][] = [
  ['/gameRates', 'gameRates'],
  ['/gameRules', 'gameRules'],
  ['/charts', 'charts'],
  ['/videos', 'videos'],
  ['/notifications', 'notifications'],
  ['/profile', 'changePasswordTitle'],
  ['/limits', 'myLimits'],
  ['/deviceNotifications', 'deviceNotifications'],
  ['/logout', 'logout'],
];

/** The side menu: the player's name and mobile, the links the existing apps have, and Language. */
export function SideMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const text = useText();
  const player = usePlayer();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        size={300}
        title={text('menu')}
        closeButtonProps={{ 'aria-label': text('close') }}
      >
        <Stack gap={2} mb="sm">
          <Text fw={700}>{player.name}</Text>
          <Text c="dimmed" size="sm">
            {player.mobile}
          </Text>
        </Stack>
        <Divider mb="xs" />
        <nav aria-label={text('menu')}>
          {LINKS.map(([to, key]) => (
            <NavLink key={to} component={Link} to={to} label={text(key)} onClick={onClose} />
          ))}
          <NavLink component="button" label={text('language')} onClick={() => setChoosing(true)} />
        </nav>
      </Drawer>
      <LanguageDialog opened={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
