import { Group, UnstyledButton, Text } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { NavLink } from 'react-router-dom';
import { contactLinks, LoadHome, SecureStorage } from 'matka-core/player';
import type { TranslationKey } from '../i18n/locales/en.js';
import { useService } from '../hooks/container-context.js';
import { useText } from '../hooks/use-text.js';
import { Icon } from './icons.js';
import classes from './bottom-bar.module.css';

const TABS: [string, TranslationKey, Parameters<typeof Icon>[0]['name']][] = [
  ['/passbook', 'passbook', 'book'],
  ['/gameHistory', 'allBidsTab', 'list'],
  ['/home', 'home', 'home'],
  ['/funds', 'wallet', 'wallet'],
];

/** The bottom bar: passbook, all bids, home, wallet, and the chat link (91 + whatsapp). */
export function BottomBar() {
  const text = useText();
  const storage = useService(SecureStorage);
  // Read again whenever home stores the settings, so the chat link appears with the first home.
  useObservableState(useService(LoadHome).settingsStored$);
  const { whatsapp } = contactLinks(storage);
  return (
    <nav aria-label={text('menu')} className={classes.bar}>
      <Group grow gap={0} wrap="nowrap">
        {TABS.map(([to, key, icon]) => (
          <UnstyledButton key={to} component={NavLink} to={to} className={classes.tab}>
            <Icon name={icon} />
            <Text className={classes.label}>{text(key)}</Text>
          </UnstyledButton>
        ))}
        {whatsapp && (
          <UnstyledButton
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.tab}
          >
            <Icon name="chat" />
            <Text className={classes.label}>{text('chat')}</Text>
          </UnstyledButton>
        )}
      </Group>
    </nav>
  );
}
