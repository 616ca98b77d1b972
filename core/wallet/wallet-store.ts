import { BehaviorSubject, distinctUntilChanged, type Observable, type Subscription } from 'rxjs';
import type { SecureStorage } from '../ports/secure-storage.js';
import type { WalletBroadcast } from '../ports/wallet-broadcast.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { toPaise, walletString } from './money.js';

/**
 * The wallet balance, one per app. It starts from storage ("0" when nothing is stored),
 * stores and broadcasts every update, and follows updates that other tabs store.
 */
export class WalletStore {
  private readonly balance: BehaviorSubject<string>;
  private readonly otherTabs: Subscription;
  private liveBalances = 0;
  /** The balance as the app shows it, e.g. "1250" or "1250.50". */
  readonly balance$: Observable<string>;

  constructor(
    private readonly storage: SecureStorage,
    private readonly broadcast: WalletBroadcast,
  ) {
    this.balance = new BehaviorSubject(normalise(storage.get<unknown>(STORAGE_KEYS.wallet, '0')) ?? '0');
    this.balance$ = this.balance.pipe(distinctUntilChanged());
    this.otherTabs = broadcast.fromOtherTabs$.subscribe((value) => {
      const balance = normalise(value);
      if (balance !== undefined) this.balance.next(balance);
    });
  }

  get balanceNow(): string {
    return this.balance.value;
  }

  get balancePaise(): number {
    return toPaise(this.balance.value) ?? 0;
  }

  /**
   * How many balances the live stream has brought. The stream reads the wallet after every
   * movement and delivers in order, so its latest balance is never older than an answer to a
   * call that was out when it came (the session policy leaves such an answer's balance alone).
   */
  get liveUpdates(): number {
    return this.liveBalances;
  }

  /**
   * Takes a new balance from an answer, or with `live` from the live stream. A value that is
   * not an amount is ignored: false.
   */
  update(value: unknown, { live = false }: { live?: boolean } = {}): boolean {
    const balance = normalise(value);
    if (balance === undefined) return false;
    if (live) this.liveBalances += 1;
    this.storage.set(STORAGE_KEYS.wallet, balance);
    this.balance.next(balance);
    this.broadcast.publish(balance);
    return true;
  }

  dispose(): void {
    this.otherTabs.unsubscribe();
    this.balance.complete();
  }
}

function normalise(value: unknown): string | undefined {
  const paise = toPaise(value);
  return paise === undefined ? undefined : walletString(paise);
}

/** Thrown when the balance is used where no wallet store was provided. */
export class MissingWalletStore extends Error {
  override readonly name = 'MissingWalletStore';
  constructor() {
    super(
      'The wallet balance was used outside its provider: create one WalletStore and provide it to the app before reading the balance.',
    );
  }
}

/** The store, or a clear error where none was provided. */
export function requireWalletStore(store: WalletStore | null | undefined): WalletStore {
  if (!store) throw new MissingWalletStore();
  return store;
}
