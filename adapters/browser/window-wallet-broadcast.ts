import { concatMap, filter, from, fromEvent, map, type Observable } from 'rxjs';
import { STORAGE_KEYS, toPaise, type WalletBroadcast } from 'matka-core/player';

export const WALLET_UPDATED_EVENT = 'wallet-updated';

/** What the broadcast needs of the storage: where the wallet is kept and how to read it back. */
export interface StoredValueReader {
  storageKey(name: string): string;
  decodeStored(raw: string): unknown;
}

/**
 * The wallet beyond the store, app-wide and across tabs: each new balance goes out as a
 * `wallet-updated` window event (detail: the balance), and a balance another tab stores
 * comes in through the `storage` event.
 */
export class WindowWalletBroadcast implements WalletBroadcast {
  readonly fromOtherTabs$: Observable<string>;

  constructor(
    private readonly target: Window,
    storage: StoredValueReader,
  ) {
    const walletKey = storage.storageKey(STORAGE_KEYS.wallet);
    this.fromOtherTabs$ = fromEvent<StorageEvent>(target, 'storage').pipe(
      filter((event) => event.key === walletKey && typeof event.newValue === 'string'),
      concatMap((event) => from(Promise.resolve(storage.decodeStored(event.newValue!)))),
      filter((value) => toPaise(value) !== undefined),
      map(String),
    );
  }

  publish(balance: string): void {
    this.target.dispatchEvent(new CustomEvent(WALLET_UPDATED_EVENT, { detail: balance }));
  }
}
