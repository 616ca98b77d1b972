import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ConsoleSession, type PlayerRef } from 'matka-core/console';
import { useService } from '../../hooks/container-context.js';

/**
 * A player's name and mobile, each on one line: a long name is cut short with an ellipsis
 * (its whole self in the title), never wrapped. The name opens the player's page for a role
 * that may read players.
 */
export function PlayerCell({ player }: { player: PlayerRef }) {
  const canRead = useService(ConsoleSession).may('players.read');
  const name = { size: 'sm', fw: 600, lh: 1.3, truncate: 'end', title: player.name, display: 'block' } as const;
  return (
    <div>
      {canRead ? (
        <Anchor component={Link} to={`/players/${encodeURIComponent(player.id)}`} {...name}>
          {player.name}
        </Anchor>
      ) : (
        <Text {...name}>{player.name}</Text>
      )}
      <Text size="xs" c="dimmed" lh={1.3} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {player.mobile}
      </Text>
    </div>
  );
}
