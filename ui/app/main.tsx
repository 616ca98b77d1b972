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
    // With the app on /home (boot.ts): home's request leaves before the first render.
    void import('./chunks/player-chunk.js').then((player) => player.askHomeEarly(container));
  }
  const router = createBrowserRouter(appRoutes(container));
  navigator.attach(router);
  await yieldToBrowser();
  // A transition renders in slices, yielding to the browser, while the shell stays on screen.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App container={container} router={router} />));
}

void start();
