import type { Observable } from 'rxjs';
import { token } from './token.js';

/**
 * The wallet balance beyond the store: sent out to the rest of the page (the
 * `wallet-updated` window event) and taken in when another tab stores a new balance.
 */
export interface WalletBroadcast {
  publish(balance: string): void;
  /** Balances other tabs store, as they come: an `Observable`, as a stream of many values that a subscriber may stop taking. */
  readonly fromOtherTabs$: Observable<string>;
}
export const WalletBroadcast = token<WalletBroadcast>('WalletBroadcast');
