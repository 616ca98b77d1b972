import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ConsoleSession, type PlayerRef } from '../../../core/index.js';
import { useService } from '../../hooks/container-context.js';

/** A player's name and mobile; the name opens the player's page for a role that may read players. */
export function PlayerCell({ player }: { player: PlayerRef }) {
  const canRead = useService(ConsoleSession).may('players.read');
  return (
    <div>
      {canRead ? (
        <Anchor component={Link} to={`/players/${encodeURIComponent(player.id)}`} size="sm" fw={600}>
          {player.name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {player.name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {player.mobile}
      </Text>
    </div>
  );
}
