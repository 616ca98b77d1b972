import { Center, Loader } from '@mantine/core';

/** While a screen's chunk loads. */
export function RouteLoader() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading…" />
    </Center>
  );
}
