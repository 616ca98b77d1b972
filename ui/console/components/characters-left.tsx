import { Text } from '@mantine/core';
import { useConsoleText } from '../hooks/use-console-text.js';

/**
 * How many characters a field still takes, counted as the field's `maxLength` counts them,
 * against the same maximum (core's constant, the server's too): it reads 0 exactly when the
 * field takes no more. Text longer than that (never typed, but set some other way) is
 * named in red, so it is clear before it is sent.
 */
export function CharactersLeft({ value, max }: { value: string; max: number }) {
  const text = useConsoleText();
  const left = max - value.length;
  return (
    <Text size="xs" c={left < 0 ? 'red.8' : 'dimmed'} aria-live="polite">
      {left < 0 ? text('charactersOver', { count: -left }) : text('charactersLeft', { count: left })}
    </Text>
  );
}
