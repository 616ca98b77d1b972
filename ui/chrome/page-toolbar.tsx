import { ActionIcon, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useText } from '../hooks/use-text.js';
import { Icon } from './icons.js';

/** A page's toolbar: its title, a back button (one step back in history), an optional colour. */
export function PageToolbar({ title, color = 'indigo.0' }: { title: string; color?: string }) {
  const text = useText();
  const navigate = useNavigate();
  return (
    <Group gap="xs" p={13} bg={color} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={text('back')} onClick={() => void navigate(-1)}>
        <Icon name="back" />
      </ActionIcon>
      <Title order={2} size="h4">
        {title}
      </Title>
    </Group>
  );
}
