import { Center, Loader } from '@mantine/core';
import { useConsoleText } from '../hooks/use-console-text.js';

/** While a screen's chunk loads. */
export function RouteLoader() {
  const text = useConsoleText();
  return (
    <Center h="60vh">
      <Loader aria-label={text('loading')} />
    </Center>
  );
}
