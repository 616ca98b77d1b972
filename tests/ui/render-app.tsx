import { act, render } from '@testing-library/react';
import type { Container } from 'inversify';
import { Subject, type SchedulerLike } from 'rxjs';
import { createMemoryRouter } from 'react-router-dom';
import { WalletStore, type LiveEvent, type WalletBroadcast } from '../../core/index.js';
import { MemoryStorage } from '../../adapters/index.js';
import { App } from '../../ui/app/app.js';
import { buildContainer } from '../../ui/app/container.js';
import { initI18n } from '../../ui/i18n/i18n.js';
import { MantineNotifier } from '../../ui/app/mantine-notifier.js';
import { RouterNavigator } from '../../ui/app/router-navigator.js';
import { appRoutes } from '../../ui/app/routes.js';
import { scriptedWireGateways, type ScriptedWireGateways } from '../scripted-wire.js';

export const LOGGED_IN = { token: 'tok', mobile: '9876543210', name: 'Asha' };

/** The scripted gateways a screen test replies through. */
export type RenderedGateways = ScriptedWireGateways;

/**
 * The whole app at a path, as main.tsx builds it, but with in-memory storage, scripted
 * gateways and a memory router: the one way every screen test renders.
 */
export async function renderApp(
  path: string,
  options: {
    stored?: Record<string, unknown>;
    script?: (gateways: RenderedGateways) => void;
    scheduler?: SchedulerLike;
    state?: unknown;
    /** What main.tsx does with the container before the first render (player-chunk's askHomeEarly). */
    beforeRender?: (container: Container) => void;
  } = {},
) {
  await initI18n();
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.set(key, value);
  const gateways: RenderedGateways = scriptedWireGateways();
  gateways.markets.reply('home', { result: [] });
  gateways.markets.reply('streamTicket', { success: true, ticket: 'ticket' });
  // The reality check reads its setting on every signed-in screen: off unless a test says.
  gateways.funds.reply('realityCheck', { success: true, reality_check: 0, played_seconds: 0, net: '0' });
  options.script?.(gateways);
  const otherTab = new Subject<string>();
  const broadcast: WalletBroadcast & { published: string[] } = {
    published: [],
    publish: (b) => void broadcast.published.push(b),
    fromOtherTabs$: otherTab,
  };
  // The live stream: a test pushes events through `live` (each connect gets the same one).
  const live = new Subject<LiveEvent>();
  const navigator = new RouterNavigator();
  const copied: string[] = [];
  const container = buildContainer({
    storage,
    notifier: new MantineNotifier(),
    navigator,
    broadcast,
    ids: { newId: () => Math.random().toString(36).slice(2) },
    random: { next: () => 0.5 },
    live: { connect: () => live },
    clipboard: { copy: async (text) => (copied.push(text), true) },
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    gateways: {
      accounts: gateways.accounts.api,
      funds: gateways.funds.api,
      markets: gateways.markets.api,
      betting: gateways.betting.api,
      history: gateways.history.api,
      content: gateways.content.api,
      push: gateways.push.api,
    },
  });
  options.beforeRender?.(container);
  const router = createMemoryRouter(appRoutes(container), {
    initialEntries: [{ pathname: path, state: options.state }],
  });
  navigator.attach(router);
  const view = render(<App container={container} router={router} />);
  // Every route is lazy: wait until the first one has loaded and rendered.
  await act(async () => {
    while (!router.state.initialized) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return {
    ...view,
    router,
    storage,
    gateways,
    broadcast,
    otherTab,
    live,
    copied,
    di: container,
    wallet: container.get(WalletStore),
  };
}
