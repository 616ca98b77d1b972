import { Alert, Button, Modal, Text } from '@mantine/core';
import type { Notice, NoticeKind } from 'matka-core/player';
import { useText } from '../hooks/use-text.js';

const COLOURS: Record<NoticeKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'indigo',
  loading: 'indigo',
};

/** The popup dialog: its status, title, message and a Close button (which runs its on-close action). */
export function PopupDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const text = useText();
  const title = notice.title ? text(notice.title) : undefined;
  return (
    <Modal opened onClose={onClose} title={title} centered size={400} withCloseButton={false}>
      <Alert color={COLOURS[notice.kind]} variant="light" mb="md">
        <Text>{text(notice.message)}</Text>
      </Alert>
      <Button fullWidth onClick={onClose}>
        {text('close')}
      </Button>
    </Modal>
  );
}
