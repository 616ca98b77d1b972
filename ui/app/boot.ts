import { watchInstallOffer } from '../screens/home/install-offer.js';
import { answerEarlyTaps } from './early-taps.js';
import { loadLoginScreen } from './load-login-screen.js';

// A tap on the server's /home before the app runs is taken at once and done when it does.
answerEarlyTaps(document);

// The browser may offer to install the app before the app has loaded: listen from the start.
watchInstallOffer(window);

/**
 * The service worker (build/ui/sw.js, scripts/build-service-worker.mjs) precaches the build, so
 * the next visit needs no network for code. Registered once the app's code has arrived and the
 * page has loaded, so its downloads never compete with the first screen's. Not in development
 * (Vite serves no sw.js). A browser that refuses it (private mode, plain http) runs the app
 * from the network as before.
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/**
 * The screens of the addresses players open most, fetched together with the app rather than
 * after it has started and matched the route (one round trip less on a slow network). The
 * router's own lazy import then finds them loaded.
 */
const ROUTE_PRELOADS: Record<string, () => Promise<unknown>> = {
  '/login': loadLoginScreen,
  '/home': () => Promise.all([import('./chunks/player-chunk.js'), import('../screens/home/home-screen.js')]),
};

// The page's entry: the shell in index.html paints first, then the app's scripts load
// (with their chunks fetched in parallel), so a slow network shows the brand at once.
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./main.js').then(registerServiceWorker);
    void ROUTE_PRELOADS[location.pathname]?.();
  }),
);
