import { watchInstallOffer } from '../screens/home/install-offer.js';

// The browser may offer to install the app before the app has loaded: listen from the start.
watchInstallOffer(window);

/**
 * The screen of the address players open most, fetched together with the app rather than after
 * it has started and matched the route (one round trip less on a slow network). The router's
 * own lazy import then finds it loaded. (/login is part of the app itself.)
 */
const ROUTE_PRELOADS: Record<string, () => Promise<unknown>> = {
  '/home': () => Promise.all([import('./chunks/player-chunk.js'), import('../screens/home/home-screen.js')]),
};

// The page's entry: the shell in index.html paints first, then the app's scripts load
// (with their chunks fetched in parallel), so a slow network shows the brand at once.
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./main.js');
    void ROUTE_PRELOADS[location.pathname]?.();
  }),
);
