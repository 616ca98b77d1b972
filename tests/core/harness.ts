import { type IdSource, SessionPolicy, WalletStore } from '../../core/index.js';
import { FakeWalletBroadcast } from '../../testing/fakes/fake-wallet-broadcast.js';
import { MemoryStorage } from '../../adapters/index.js';
import { RecordingNavigator } from '../../testing/fakes/recording-navigator.js';
import { RecordingNotifier } from '../../testing/fakes/recording-notifier.js';
import { scriptedWireGateways } from '../scripted-wire.js';
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';

/** Ids 'id-1', 'id-2', … */
export class SequentialIds implements IdSource {
  private count = 0;
  newId(): string {
    return `id-${++this.count}`;
  }
}

/** Every port faked, wired as the composition root wires the real ones. */
export function harness(options: { stored?: Record<string, unknown>; nowMs?: number } = {}) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.set(key, value);
  const notifier = new RecordingNotifier();
  const navigator = new RecordingNavigator();
  const broadcast = new FakeWalletBroadcast();
  const wallet = new WalletStore(storage, broadcast);
  const policy = new SessionPolicy(storage, notifier, navigator, wallet);
  const clock = new VirtualClock(options.nowMs ?? 0);
  return {
    storage,
    notifier,
    navigator,
    broadcast,
    wallet,
    policy,
    clock,
    ids: new SequentialIds(),
    ...scriptedWireGateways(),
  };
}

export type Harness = ReturnType<typeof harness>;
