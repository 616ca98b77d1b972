import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../hooks/use-text.js';

/**
 * The player app's dialog: centred, as wide as a phone, its title and its close button named in
 * the player's language. Open unless `opened` says otherwise (most are shown only while open).
 * Its header is a plain block, not Mantine's <header>: that would be a second banner landmark
 * beside the app's own header, to a screen reader's list of landmarks.
 */
export function PlayerDialog({
  opened = true,
  title,
  children,
  ...props
}: Omit<ModalRootProps, 'opened' | 'title'> & { opened?: boolean; title: ReactNode; children: ReactNode }) {
  const text = useText();
  return (
    <Modal.Root opened={opened} centered size={400} {...props}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={text('close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
