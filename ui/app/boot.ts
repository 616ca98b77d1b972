import { watchInstallOffer } from './install-offer.js';

// The browser may offer to install the app before the app has loaded: listen from the start.
watchInstallOffer(window);

// The page's entry: the shell in index.html paints first, then the app's scripts load
// (with their chunks fetched in parallel), so a slow network shows the brand at once.
requestAnimationFrame(() => setTimeout(() => void import('./main.js')));
