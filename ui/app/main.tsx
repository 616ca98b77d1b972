import './styles.js';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import {
  copyToClipboard,
  createLazyHttpGateways,
  createSecureStorage,
  CryptoIdSource,
  lazyLiveEvents,
  MathRandomSource,
  WindowWalletBroadcast,
} from '../../adapters/index.js';
import { App } from './app.js';
import { buildContainer } from './container.js';
import { initI18n } from '../i18n/i18n.js';
import { MantineNotifier } from './mantine-notifier.js';
import { RouterNavigator } from './router-navigator.js';
import { appRoutes } from './routes.js';

/** Lets the browser paint and handle input between start-up steps, instead of one long task. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The composition root's start: real adapters into the container, then the app. */
async function start() {
  const [{ storage }] = await Promise.all([createSecureStorage({ kind: 'obfuscated' }), initI18n()]);
  await yieldToBrowser();
  const navigator = new RouterNavigator();
  const container = buildContainer({
    storage,
    notifier: new MantineNotifier(),
    navigator,
    broadcast: new WindowWalletBroadcast(window, storage),
    ids: new CryptoIdSource(),
    random: new MathRandomSource(),
    live: lazyLiveEvents(location.origin),
    clipboard: { copy: (text) => copyToClipboard(text) },
    gateways: createLazyHttpGateways(storage),
  });
  if (location.pathname === '/home') {
    // With the app on /home (boot.ts): the screen the server rendered, if it did, is the app's
    // first; home's request leaves before the first render.
    const player = await import('./chunks/player-chunk.js');
    player.adoptServedHome(container, document);
    player.askHomeEarly(container);
  }
  const router = createBrowserRouter(appRoutes(container));
  navigator.attach(router);
  // What is on screen (the server's /home, the prerendered login, or the shell) stays until the
  // app's first commit replaces it: that commit waits for the route's code, since an
  // uninitialised router renders nothing and the page would blink empty.
  await initialized(router);
  await yieldToBrowser();
  // A transition renders in slices, yielding to the browser, while the shell stays on screen.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App container={container} router={router} />));
}

/** Resolves once the router has loaded the first route's code. */
function initialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void start();
