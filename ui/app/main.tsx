import './styles.js';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import {
  copyToClipboard,
  createHttpGateways,
  createSecureStorage,
  CryptoIdSource,
  MathRandomSource,
  WindowWalletBroadcast,
} from '../../adapters/index.js';
import { App } from './app.js';
import { buildContainer } from './container.js';
import { initI18n } from './i18n.js';
import { MantineNotifier } from './mantine-notifier.js';
import { RouterNavigator } from './router-navigator.js';
import { appRoutes } from './routes.js';

/** The composition root's start: real adapters into the container, then the app. */
async function start() {
  const [{ storage }] = await Promise.all([createSecureStorage({ kind: 'obfuscated' }), initI18n()]);
  const navigator = new RouterNavigator();
  const container = buildContainer({
    storage,
    notifier: new MantineNotifier(),
    navigator,
    broadcast: new WindowWalletBroadcast(window, storage),
    ids: new CryptoIdSource(),
    random: new MathRandomSource(),
    clipboard: { copy: (text) => copyToClipboard(text) },
    gateways: createHttpGateways(storage),
  });
  const router = createBrowserRouter(appRoutes());
  navigator.attach(router);
  createRoot(document.getElementById('root')!).render(<App container={container} router={router} />);
}

void start();
