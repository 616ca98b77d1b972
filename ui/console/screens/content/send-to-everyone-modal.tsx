import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useConsoleText } from '../../hooks/use-console-text.js';

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
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {text('cancel')}
          </Button>
          <Button color="orange" loading={busy} onClick={onConfirm} data-autofocus>
            {text('sendToEveryoneConfirm', reach)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
