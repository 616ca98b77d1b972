import { useObservableState } from 'observable-hooks';
import { indianRupees, requireWalletStore, SecureStorage, STORAGE_KEYS, toPaise, WalletStore } from 'matka-core/player';
import { useService } from './container-context.js';

/** The live wallet balance; outside its provider this is core's clear error. */
export function useWalletBalance(): string {
  const store = requireWalletStore(useService(WalletStore));
  return useObservableState(store.balance$, store.balanceNow);
}

/** The wallet balance as the player reads it: ₹14,560.00. */
export function useWalletRupees(): string {
  return indianRupees(toPaise(useWalletBalance()) ?? 0);
}

/** The player's stored name and mobile, for the side menu. */
export function usePlayer(): { name: string; mobile: string } {
  const storage = useService(SecureStorage);
  return {
    name: storage.get<string>(STORAGE_KEYS.name, '') ?? '',
    mobile: storage.get<string>(STORAGE_KEYS.mobile, '') ?? '',
  };
}
