import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../hooks/use-text.js';
import classes from './bottom-sheet.module.css';

/**
 * A bottom sheet: slides up from the bottom edge, as tall as what it holds (at most most of the
 * screen, then it scrolls), as wide as the app. The deposit request and the bet details use it.
 */
export function BottomSheet({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const text = useText();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={title}
      classNames={{ inner: classes.inner, content: classes.content }}
      closeButtonProps={{ 'aria-label': text('close') }}
    >
      {children}
    </Drawer>
  );
}
