// The logged-in frame, its own chunk so /login loads none of it, with home's use case (the
// bottom bar, home and the charts all read it).
import { ContainerModule } from 'inversify';
import { useContext, useEffect } from 'react';
import { LoadHome, MarketsGateway, SecureStorage, SessionPolicy } from '../../../core/index.js';
import { PlayerLayout } from '../../chrome/player-layout.js';
import { RouteGuard } from '../../chrome/route-guard.js';
import { ContainerContext } from '../../hooks/container-context.js';
import { LoginScreen } from '../../screens/accounts/login-screen.js';
import { bindUseCase } from '../bind-use-case.js';

/** Every logged-in screen, behind the route guard: without a login it shows the login screen. */
export function GuardedPlayerLayout() {
  return (
    <RouteGuard login={<LoginScreen />}>
      <LiveUpdatesWhileOpen />
      <PlayerLayout />
    </RouteGuard>
  );
}

/**
 * One live stream while a signed-in screen is open (issue 13): balance, results, betting
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

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, LoadHome, [MarketsGateway, SessionPolicy, SecureStorage]);
});
