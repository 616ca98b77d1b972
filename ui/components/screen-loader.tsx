import { Center, Loader } from '@mantine/core';
import { useText } from '../hooks/use-text.js';

export function ScreenLoader() {
  const text = useText();
  return (
    <Center py="xl">
      <Loader aria-label={text('loading')} />
    </Center>
  );
}
