import { Text } from '@mantine/core';
import type { TranslationKey } from '../app/locales/en.js';
import { PageToolbar } from '../chrome/page-toolbar.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useText } from '../hooks/use-text.js';

/** Market-play screens not built yet (issue 7): a route the player can reach, saying so plainly. */
export function ComingSoonScreen({ title }: { title: TranslationKey }) {
  const text = useText();
  usePageTitle(title);
  return (
    <>
      <PageToolbar title={text(title)} />
      <Text p="md" c="dimmed">
        {text('comingSoon')}
      </Text>
    </>
  );
}
