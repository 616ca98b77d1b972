import { useEffect } from 'react';
import { LoadHome } from 'matka-core/player';
import { useService } from '../hooks/container-context.js';
import { takeEarlyHome } from '../hooks/early-home.js';

/**
 * Asks for the balance and the settings when a signed-in screen opens and whenever the player
 * comes back to the tab, whichever screen it is (not only /home and /wallet): the fallback
 * for whatever the live events (ui/app/chunks/live-chunk.ts) missed while down.
 */
export function useAccountRefresh(): void {
  const loadHome = useService(LoadHome);
  useEffect(() => {
    // On /home the app may have asked already, before it rendered (hooks/early-home.ts).
    void (takeEarlyHome(loadHome) ?? loadHome.refresh());
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
