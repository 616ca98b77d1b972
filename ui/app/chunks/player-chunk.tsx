// The logged-in frame, its own chunk so /login loads none of it, with home's use case (the
// bottom bar, home and the charts all read it).
import { ContainerModule, type Container } from 'inversify';
import { lazy, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { LoadHome, MarketClock, MarketsGateway, routeAccess, SecureStorage, SessionPolicy } from 'matka-core/player';
import { homeOf } from '../../../adapters/index.js';
import { PlayerLayout } from '../../chrome/player-layout.js';
import { RouteGuard } from '../../chrome/route-guard.js';
import { ContainerContext } from '../../hooks/container-context.js';
import { askEarly } from '../../hooks/early-home.js';
import { bindUseCase, loadOnce } from '../bind-use-case.js';
import { loadLoginScreen } from '../load-login-screen.js';
import { serverRenderedHome } from '../served-home.js';

/** Login's own chunk, fetched only when a signed-out visitor opens a signed-in address. */
const LoginScreen = lazy(async () => ({ default: (await loadLoginScreen()).LoginScreen }));

/** Every logged-in screen, behind the route guard: without a login it shows the login screen. */
export function GuardedPlayerLayout() {
  return (
    <RouteGuard
      login={
        <Suspense>
          <LoginScreen />
        </Suspense>
      }
    >
      <LiveUpdatesWhileOpen />
      <RealityCheckWhileOpen />
      <PlayerLayout />
    </RouteGuard>
  );
}

/**
 * One live stream while a signed-in screen is open: balance, results, betting
 * windows. Its code is a chunk of its own, loaded after the first screen, so /home's first
 * load does not carry it. Inside the guard: no stream without a login.
 */
function LiveUpdatesWhileOpen() {
  const container = useContext(ContainerContext);
  useEffect(() => {
    if (!container) return;
    let stopped = false;
    let stop = () => undefined as void;
    void import('./live-chunk.js').then((live) => {
      if (!stopped) stop = live.startLiveUpdates(container);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [container]);
  return null;
}

/**
 * The reality check while a signed-in screen is open: its code, its use case and its
 * dialog load after the first screen, as the live stream's do.
 */
function RealityCheckWhileOpen() {
  const container = useContext(ContainerContext);
  const [Watch, setWatch] = useState<ComponentType | undefined>(undefined);
  useEffect(() => {
    if (!container) return;
    let stopped = false;
    void import('./reality-check-chunk.js').then((chunk) => {
      if (stopped) return;
      loadOnce(container, chunk.module);
      setWatch(() => chunk.RealityCheckWatch);
    });
    return () => {
      stopped = true;
    };
  }, [container]);
  return Watch ? <Watch /> : null;
}

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, LoadHome, [MarketsGateway, SessionPolicy, SecureStorage, MarketClock]);
});

/**
 * Starts home from what the server rendered into the page of /home (its markets and banners),
 * so the app's first screen is the server's; with a login only (without one the app shows the
 * login screen).
 */
export function adoptServedHome(container: Container, page: Document): void {
  const served = serverRenderedHome(page);
  if (!served || routeAccess('/home', container.get(SecureStorage)) !== 'open') return;
  loadOnce(container, module);
  container.get(LoadHome).adopt(homeOf(served.answer));
}

/**
 * Asks for home (the markets, the balance) as soon as the app has its container, on /home with
 * a login, while the app still renders: the market cards, /home's largest paint, waited for the
 * whole first render before their request left. The same call the screen and the frame make.
 */
export function askHomeEarly(container: Container): void {
  if (routeAccess('/home', container.get(SecureStorage)) !== 'open') return;
  loadOnce(container, module);
  askEarly(container.get(LoadHome));
}
