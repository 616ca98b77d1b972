import { useEffect } from 'react';
import { LiveUpdates, LoadHome } from '../../core/index.js';
import { useService } from '../hooks/container-context.js';

/**
 * Asks for the balance and the settings when a signed-in screen opens and whenever the player
 * comes back to the tab, whichever screen it is (not only /home and /wallet); listens to the
 * live events meanwhile (refreshing on focus is the fallback when the stream is down).
 */
export function useAccountRefresh(): void {
  const loadHome = useService(LoadHome);
  const live = useService(LiveUpdates);
  // One live stream while a signed-in screen is open: balance, results, betting windows.
  useEffect(() => {
    const listening = live.start();
    return () => listening.unsubscribe();
  }, [live]);
  useEffect(() => {
    void loadHome.refresh();
    const again = () => {
      if (document.visibilityState !== 'hidden') void loadHome.refresh();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [loadHome]);
}
