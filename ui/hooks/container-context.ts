import type { Container } from 'inversify';
import { createContext, useContext, useState } from 'react';
import type { Token } from 'matka-core/player';

export const ContainerContext = createContext<Container | null>(null);

type Key<T> = Token<T> | (abstract new (...args: never[]) => T);

/** What the container holds for a token or class; a flow bound as transient stays the same for the screen's life. */
export function useService<T>(key: Key<T>): T {
  const container = useContext(ContainerContext);
  if (!container)
    throw new Error('useService was called outside <ContainerContext.Provider>: render the app through <App>.');
  const [service] = useState(() => container.get<T>(key as never));
  return service;
}
