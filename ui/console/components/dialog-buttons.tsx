import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConsoleText } from '../hooks/use-console-text.js';

/** A dialog's two buttons on its right: cancel, then what the dialog does. */
export function DialogButtons(props: {
  onCancel: () => void;
  /** The action's words on its button. */
  action: ReactNode;
  /** A dialog without a form acts on a click; one with a form submits it (its fields checked first). */
  onAction?: () => void;
  color?: MantineColor;
  busy?: boolean;
  /** The action takes the focus as the dialog opens: a dialog with nothing to type. */
  focusAction?: boolean;
}) {
  const text = useConsoleText();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {text('cancel')}
      </Button>
      <Button
        type={props.onAction ? 'button' : 'submit'}
        color={props.color}
        loading={props.busy}
        onClick={props.onAction}
        data-autofocus={props.focusAction || undefined}
      >
        {props.action}
      </Button>
    </Group>
  );
}
