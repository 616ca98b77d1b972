import { Subject } from 'rxjs';
import type { WalletBroadcast } from '../../core/index.js';

export class FakeWalletBroadcast implements WalletBroadcast {
  readonly published: string[] = [];
  readonly otherTab = new Subject<string>();
  readonly fromOtherTabs$ = this.otherTab.asObservable();
  publish(balance: string): void {
    this.published.push(balance);
  }
}
