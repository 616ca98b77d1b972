import { Modal, Stack, Text } from '@mantine/core';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { DialogButtons } from '../../components/dialog-buttons.js';

export interface SendToEveryoneModalProps {
  /** The players it reaches, as the server counted them; undefined while no confirmation is asked. */
  players: number | undefined;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const COUNT = new Intl.NumberFormat('en-IN');

/** The second step of a notification to everyone: it names how many players it reaches before it goes. */
export function SendToEveryoneModal({ players, title, busy, onCancel, onConfirm }: SendToEveryoneModalProps) {
  const text = useConsoleText();
  // `count` picks the plural; the figure is shown with Indian grouping.
  const reach = { count: players ?? 0, players: COUNT.format(players ?? 0) };
  return (
    <Modal opened={players !== undefined} onClose={onCancel} title={text('sendToEveryoneTitle')} centered>
      <Stack>
        <Text>{text('sendToEveryoneReach', { ...reach, title })}</Text>
        <DialogButtons
          onCancel={onCancel}
          action={text('sendToEveryoneConfirm', reach)}
          onAction={onConfirm}
          color="orange"
          busy={busy}
          focusAction
        />
      </Stack>
    </Modal>
  );
}
