import { Stack, Tabs, Title } from '@mantine/core';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { BannersPanel } from './banners-panel.js';
import { NotificationsPanel } from './notifications-panel.js';
import { PageEditor } from './page-editor.js';

/** Content (owner, support): the rules and videos pages, home's banners, and notifications to players. */
export function ContentScreen() {
  const text = useConsoleText();
  return (
    <Stack>
      <Title order={2}>{text('nav_content')}</Title>
      <Tabs defaultValue="rules" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rules">{text('tab_rules')}</Tabs.Tab>
          <Tabs.Tab value="videos">{text('tab_videos')}</Tabs.Tab>
          <Tabs.Tab value="banners">{text('tab_banners')}</Tabs.Tab>
          <Tabs.Tab value="notifications">{text('tab_notifications')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules" pt="md">
          <PageEditor which="game_rules" />
        </Tabs.Panel>
        <Tabs.Panel value="videos" pt="md">
          <PageEditor which="videos" />
        </Tabs.Panel>
        <Tabs.Panel value="banners" pt="md">
          <BannersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
