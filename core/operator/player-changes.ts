import { defer, filter, scan, type Observable } from 'rxjs';
import type { PlayerPageEvents } from '../ports/player-page-events.js';

/**
 * When a player's page reads the player again: a count that rises whenever the
 * player changed anywhere (their wallet, an operator's action, their deposits and
 * withdrawals), and whenever the stream reopens after a drop (changes may have been
 * missed meanwhile); its first opening is not counted, the page having just read.
 */
export class PlayerChanges {
  constructor(private readonly events: PlayerPageEvents) {}

  changes$(id: string): Observable<number> {
    return defer(() => {
      let opened = false;
      return this.events.events$(id).pipe(
        filter((event) => {
          if (event.type !== 'open') return true;
          const again = opened;
          opened = true;
          return again;
        }),
        scan((count) => count + 1, 0),
      );
    });
  }
}
