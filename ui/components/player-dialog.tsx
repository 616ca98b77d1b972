import { Modal, type ModalProps } from '@mantine/core';
import { useText } from '../hooks/use-text.js';

/**
 * The player app's dialog: centred, as wide as a phone, its close button named in the
 * player's language. Open unless `opened` says otherwise (most are shown only while open).
 */
export function PlayerDialog({ opened = true, ...props }: Omit<ModalProps, 'opened'> & { opened?: boolean }) {
  const text = useText();
  return <Modal opened={opened} centered size={400} closeButtonProps={{ 'aria-label': text('close') }} {...props} />;
}
