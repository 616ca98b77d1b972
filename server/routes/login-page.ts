import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { existsSync, readdirSync } from 'node:fs';

/**
 * /login's page, prerendered at build time (scripts/prerender-login.mjs) so it paints before any
 * script, in the player's language: login.html is English, login.<code>.html each other language
 * the build rendered, and the player's `language` cookie (which the app keeps with the stored
 * choice, ui/i18n/i18n.ts) chooses, as it does for /home's render. `root` is `uiDir` as
 * serveStatic reads it (relative to the working directory). Without the pages (the sources' ui/
 * folder) /login falls through to the app's page.
 */
export function loginPage(uiDir: string, root: string): MiddlewareHandler {
  const pages = new Map<string, MiddlewareHandler>();
  for (const name of existsSync(uiDir) ? readdirSync(uiDir) : []) {
    const language = /^login\.([a-z]{2})\.html$/.exec(name)?.[1];
    if (language) pages.set(language, serveStatic({ root, path: name, precompressed: true }));
  }
  const english = serveStatic({ root, path: 'login.html', precompressed: true });
  return async (c, next) => {
    const page = pages.get(getCookie(c, 'language') ?? '') ?? english;
    const answer = await page(c, next);
    // One address, a page per language: a cache keys it by the cookie too.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Vary', 'Accept-Encoding, Cookie');
    return answer;
  };
}
