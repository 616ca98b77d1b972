// After `vite build` and the login prerender: the player app's service worker (build/ui/sw.js,
// Workbox 7's generateSW). It precaches the player app's built files, and nothing else: every
// chunk and stylesheet in Vite's manifest of the player build, the two pages (index.html, and
// login.html prerendered by scripts/prerender-login.mjs) and the public files. The operator
// console (its own build, /console) and every answer of the server (API, chart pages, OTP
// outbox) are neither precached nor cached at run time: its navigation fallback refuses every
// server path below, and its one runtime route sends /home to the network (see runtimeCaching).
// Each build makes a new precache manifest (a revision per page, hashed names for chunks); the
// browser finds the changed sw.js (served no-cache) on its next load, the new worker precaches
// the new build, takes over at once and deletes the old build's entries, so the load after
// that runs the new build whole: every page and chunk from one precache, never a mix.
// Web Push's `push` and `notificationclick` handlers (scripts/service-worker-push.js) follow
// Workbox's code in the same file.
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSW } from 'workbox-build';

/** The paths the server answers itself (server/app.ts): a navigation there never gets the app's page. */
export const SERVER_PATHS = /^\/(api|api2|console|results|operator|dev|healthz|readyz)(\/|$)/;
/** The page the server renders (server/http/home-page.ts): navigations there go to the network first. */
const SERVER_RENDERED = /^\/home$/;

/** The files of the player app in a build folder: relative paths, sorted. */
export function playerAppFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const files = new Set(['index.html']);
  if (existsSync(join(dir, 'login.html'))) files.add('login.html');
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  // Vite copies ui/public to the build's top level: the icons, the favicon and the web manifest.
  for (const name of readdirSync(join(dir))) {
    if (/\.(svg|png|webmanifest)$/.test(name) && statSync(join(dir, name)).isFile()) files.add(name);
  }
  for (const file of files)
    if (!existsSync(join(dir, file))) throw new Error(`${file} is in the manifest but not in ${dir}`);
  return [...files].sort();
}

/** Writes dir/sw.js; answers how many files it precaches and their size. */
export async function buildServiceWorker(dir) {
  const { count, size, warnings } = await generateSW({
    globDirectory: dir,
    globPatterns: playerAppFiles(dir),
    swDest: join(dir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    // One file, so the worker needs no importScripts of a second one.
    inlineWorkboxRuntime: true,
    // Vite names chunks by their content: they need no revision in the URL.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // A client-side route (/home, /passbook) is the precached index.html; /login is the
    // precached login.html (Workbox tries `.html` after a path); the server's paths go to it.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [SERVER_PATHS, SERVER_RENDERED],
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/.*/],
    // A new build takes over at once and its precache replaces the old one (see above).
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // /home is rendered by the server with today's markets (server/http/home-page.ts): online
    // it comes from the network, never from a cache; offline (the fetch fails) it is the
    // precached index.html, and the app loads home as it did before.
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/home',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
    ],
    // Nothing else is cached at run time: what is not precached always goes to the network.
  });
  for (const warning of warnings) console.warn(warning);
  // Web Push's handlers (docs/web-push.md), in the same file: the worker imports no second one.
  appendFileSync(join(dir, 'sw.js'), `\n${readFileSync(join(import.meta.dirname, 'service-worker-push.js'), 'utf8')}`);
  return { count, size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'build/ui';
  const { count, size } = await buildServiceWorker(dir);
  console.log(`service worker ${dir}/sw.js: precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
}
