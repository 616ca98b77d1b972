// The live updates (balance, results, betting windows), loaded after the first screen by the signed-in frame.
import { ContainerModule, type Container } from 'inversify';
import {
  LiveChanges,
  LiveEventsSource,
  LiveUpdates,
  LoadHome,
  MarketsGateway,
  SessionPolicy,
  TimeScheduler,
  WalletStore,
} from 'matka-core/player';
import { bindUseCase, loadOnce } from '../bind-use-case.js';

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, LiveUpdates, [
    MarketsGateway,
    SessionPolicy,
    LiveEventsSource,
    WalletStore,
    LoadHome,
    LiveChanges,
    TimeScheduler,
  ]);
});

/** Starts listening; gives the function that stops. */
export function startLiveUpdates(container: Container): () => void {
  loadOnce(container, module);
  const listening = container.get(LiveUpdates).start();
  return () => listening.unsubscribe();
}
