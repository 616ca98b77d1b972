// The page's entry: the shell in index.html paints first, then the app's scripts load
// (with their chunks fetched in parallel), so a slow network shows the brand at once.
requestAnimationFrame(() => setTimeout(() => void import('./main.js')));
