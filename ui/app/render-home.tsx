// The server's render of /home, built for Node by `vite build --ssr`
// (vite.ssr.config.ts) into build/ui-ssr/render-home.js, which the server loads beside the
// built app (server/http/home-page.ts). The same components as the app's first screen, with
// the same data: the markets and banners every player sees; no balance (RenderedOnServer: the
// app's header shows the stored one, then the player's own call's).
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { StrictMode } from 'react';
import { NEVER } from 'rxjs';
import {
  createLazyHttpGateways,
  CryptoIdSource,
  homeOf,
  lazyLiveEvents,
  MathRandomSource,
  MemoryStorage,
  type HomeWire,
} from '../../adapters/index.js';
import { LoadHome } from 'matka-core/player';
import { PlayerLayout } from '../chrome/player-layout.js';
import { ContainerContext } from '../hooks/container-context.js';
import { RenderedOnServer } from '../hooks/rendered-on-server.js';
import { changeLanguage, initI18n, isLanguage, type LanguageCode } from '../i18n/i18n.js';
import { HomeScreen } from '../screens/home/home-screen.js';
import { loadOnce } from './bind-use-case.js';
import { module as playerModule } from './chunks/player-chunk.js';
import { buildContainer } from './container.js';
import { MantineNotifier } from './mantine-notifier.js';
import { RouterNavigator } from './router-navigator.js';
import { theme } from './theme.js';

const ready = initI18n();
/** The renders one after another: each sets the one i18next's language for its own. */
let previous: Promise<unknown> = ready;

/**
 * /home's screen as HTML, in `language` (the player's, from the language cookie; English when
 * unknown). The frame without the route guard: the server does not know who asks, and the app
 * shows the login screen instead when no one is signed in.
 */
export function renderHome(answer: HomeWire, language: string | undefined): Promise<string> {
  const render = previous.then(() => renderIn(isLanguage(language) ? language : 'en', answer));
  previous = render.catch(() => undefined);
  return render;
}

async function renderIn(language: LanguageCode, answer: HomeWire): Promise<string> {
  await changeLanguage(language);
  const storage = new MemoryStorage();
  const container = buildContainer({
    storage,
    notifier: new MantineNotifier(),
    navigator: new RouterNavigator(),
    broadcast: { publish: () => undefined, fromOtherTabs$: NEVER },
    ids: new CryptoIdSource(),
    random: new MathRandomSource(),
    // Neither these nor the gateways are called in a render: effects do not run on the server.
    live: lazyLiveEvents('http://localhost'),
    clipboard: { copy: async () => false },
    gateways: createLazyHttpGateways(storage, { baseUrl: 'http://localhost' }),
  });
  loadOnce(container, playerModule);
  container.get(LoadHome).adopt(homeOf(answer));
  // A data router, as the app's: the frame reads its navigation (a bar while a screen loads).
  const handler = createStaticHandler([
    { element: <PlayerLayout />, children: [{ path: '/home', element: <HomeScreen /> }] },
  ]);
  const context = await handler.query(new Request('http://localhost/home'));
  if (context instanceof Response) throw new Error(`/home answered ${context.status} on the server`);
  return renderToString(
    <StrictMode>
      <MantineProvider theme={theme}>
        <ContainerContext.Provider value={container}>
          <RenderedOnServer.Provider value={true}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </RenderedOnServer.Provider>
        </ContainerContext.Provider>
      </MantineProvider>
    </StrictMode>,
  );
}
