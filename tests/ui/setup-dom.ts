// What happy-dom lacks and Mantine needs.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

// Mantine's toasts live in a module-wide store: each test starts with none on screen or queued,
// as a fresh page would (toasts of an earlier test would otherwise hold the few places).
afterEach(() => {
  cleanup();
  notifications.clean();
});
