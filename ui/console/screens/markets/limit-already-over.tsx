import { Alert, List, Stack, Text } from '@mantine/core';
import { indianRupees } from 'matka-core/player';
import { type NumberOverLimit } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** The numbers a limit just saved found already over it (the server's answer names them), `today`'s without their day. */
export function LimitAlreadyOver({ over, today }: { over: NumberOverLimit[]; today: string }) {
  const text = useConsoleText();
  return (
    <Alert color="orange" title={text('limitAlreadyOver', { count: over.length })}>
      <Stack gap={4}>
        <List size="sm" spacing={2}>
          {over.map((n) => {
            const name = `${text(`game_${n.game}`)} ${n.number}${n.session ? ` ${n.session}` : ''}`;
            const when = [n.day === today ? '' : n.day, n.timing].filter(Boolean).join(' ');
            return (
              <List.Item key={`${n.day} ${n.timing} ${n.game} ${n.number} ${n.session}`}>
                {text('limitOverItem', {
                  number: when ? text('limitOverOn', { number: name, when }) : name,
                  payout: indianRupees(n.payoutPaise),
                  over: indianRupees(n.overPaise),
                })}
              </List.Item>
            );
          })}
        </List>
        <Text size="sm">{text('limitAlreadyOverNote')}</Text>
      </Stack>
    </Alert>
  );
}
