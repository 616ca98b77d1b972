// The browser's offer to install the app as a PWA (Chromium's `beforeinstallprompt`). The
// event may fire before the app's code has loaded, so the entry starts listening at once.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install offer for the install-app dialog instead of the browser's own banner. */
export function watchInstallOffer(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = undefined;
    changed();
  });
}

/** Whether the browser offers to install the app now (for useSyncExternalStore). */
export const hasInstallOffer = (): boolean => offer !== undefined;

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install prompt; an offer can be used once. True when the player installed. */
export async function acceptInstallOffer(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = undefined;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

/** The app already runs from the home screen. */
export function runsInstalled(target: Window): boolean {
  return (
    target.matchMedia?.('(display-mode: standalone)').matches === true ||
    (target.navigator as { standalone?: boolean }).standalone === true
  );
}

/** Safari on iOS: no install prompt, but Share → Add to Home Screen works. */
export function installsByHand(target: Window): boolean {
  return (target.navigator as { standalone?: boolean }).standalone === false;
}
