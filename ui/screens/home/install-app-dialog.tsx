import { Button, Group, Text } from '@mantine/core';
import { acceptInstallOffer } from './install-offer.js';
import { SecureStorage } from 'matka-core/player';
import { PlayerDialog } from '../../components/player-dialog.js';
import { brandNameIn } from '../../hooks/brand-name.js';
import { useService } from '../../hooks/container-context.js';
import { useText } from '../../hooks/use-text.js';

/**
 * The install-app dialog (at most once a day): Install opens the browser's own
 * prompt where it offers one; elsewhere (Safari on iOS) it says how to add the app by hand.
 */
export function InstallAppDialog({ offered, onClose }: { offered: boolean; onClose: () => void }) {
  const text = useText();
  const install = async () => {
    onClose();
    await acceptInstallOffer();
  };
  return (
    <PlayerDialog onClose={onClose} title={text('installApp')}>
      <Text fw={700}>{brandNameIn(useService(SecureStorage), text('appName'))}</Text>
      <Text size="sm">{text('installAppText')}</Text>
      {!offered && (
        <Text size="sm" mt="xs" c="dimmed">
          {text('installHowTo')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {text(offered ? 'notNow' : 'close')}
        </Button>
        {offered && <Button onClick={() => void install()}>{text('install')}</Button>}
      </Group>
    </PlayerDialog>
  );
}
