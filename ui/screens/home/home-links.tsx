import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { contactLinks, SecureStorage, type HomeModel } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useText } from '../../hooks/use-text.js';

/** Labels wrap rather than clip in languages with long words. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** Home's Starline and Jackpot tiles (when the home response enables them) and the contact links from settings. */
export function HomeLinks({ home }: { home: HomeModel }) {
  const text = useText();
  const { call, whatsapp } = contactLinks(useService(SecureStorage));
  return (
    <>
      {(home.starlineEnabled || home.jackpotEnabled) && (
        <SimpleGrid cols={2} px="md" pt="md" spacing="sm">
          {home.starlineEnabled && (
            <Button component={Link} to="/starline" size="md">
              {text('starline')}
            </Button>
          )}
          {home.jackpotEnabled && (
            <Button component={Link} to="/gali" size="md" color="grape">
              {text('jackpot')}
            </Button>
          )}
        </SimpleGrid>
      )}
      {(call || whatsapp) && (
        <SimpleGrid cols={2} px="md" pt="sm" spacing="sm">
          {call && (
            <Button component="a" href={call} variant="default" styles={wrapping}>
              {text('callUs')}
            </Button>
          )}
          {whatsapp && (
            <Button
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              styles={wrapping}
            >
              {text('chatOnWhatsapp')}
            </Button>
          )}
        </SimpleGrid>
      )}
    </>
  );
}
