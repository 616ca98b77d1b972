// The logged-in frame, its own chunk so /login loads none of it, with home's use case (the
// bottom bar, home and the charts all read it) and the live updates the frame listens to.
import { ContainerModule } from 'inversify';
import {
  AccountsGateway,
  LiveEventsSource,
  LiveUpdates,
  LoadHome,
  MarketsGateway,
  SecureStorage,
  SessionPolicy,
  TimeScheduler,
  WalletStore,
} from '../../../core/index.js';
import { PlayerLayout } from '../../chrome/player-layout.js';
import { RouteGuard } from '../../chrome/route-guard.js';
import { LoginScreen } from '../../screens/accounts/login-screen.js';
import { bindUseCase } from '../bind-use-case.js';

/** Every logged-in screen, behind the route guard: without a login it shows the login screen. */
export function GuardedPlayerLayout() {
  return (
    <RouteGuard login={<LoginScreen />}>
      <PlayerLayout />
    </RouteGuard>
  );
}

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, LoadHome, [MarketsGateway, SessionPolicy, SecureStorage]);
  bindUseCase(bind, LiveUpdates, [
    AccountsGateway,
    SessionPolicy,
    LiveEventsSource,
    WalletStore,
    LoadHome,
    TimeScheduler,
  ]);
});
