// What happy-dom lacks and Mantine needs.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// findBy… and waitFor wait up to 10 s, not 1 s: on a loaded 2-core host one render can take
// seconds. A test whose screen never comes right still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// Mantine's toasts live in a module-wide store: each test starts with none on screen or queued,
// as a fresh page would (toasts of an earlier test would otherwise hold the few places).
afterEach(() => {
  cleanup();
  notifications.clean();
});
