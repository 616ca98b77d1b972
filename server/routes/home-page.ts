import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sharedHomeAnswer } from './home-answer.js';
import type { Services } from '../services/server-services.js';
import { inlinedStylesheet } from '../http/inlined-stylesheet.js';

/** How long one render serves every player: the markets' badges turn with the minute, and a banner may change. */
const KEPT_MS = 5_000;

/** The chunks /home loads first (vite.first-load-chunks.ts, as scripts/check-bundle-budget.mjs reads them): their stylesheets go in the page. */
const HOME_CHUNKS = ['app', 'home'];

type RenderHome = (answer: unknown, language: string | undefined) => Promise<string>;
/** One render: the page, and the page compressed both ways. */
interface KeptPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}
interface ManifestChunk {
  name?: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/**
 * /home as the server renders it: the app's page with home's screen in it
 * (the markets and banners every player sees, and when they were rendered), so its largest
 * paint needs no script and no call. The app then takes the screen over (ui/app/main.tsx) and
 * its live stream keeps it current. The screen is drawn by the built app's own components
 * (ui/app/render-home.tsx, built into ui-ssr/ beside the app's folder), in the language of
 * the player's `language` cookie. One render per language serves everyone for a few seconds,
 * and a declared result or a market's window opening or closing starts a new one.
 * Undefined without that build (the sources' ui/ folder): /home is then the app's plain page,
 * as it is when a render fails.
 */
export function homePage(uiDir: string, services: Services): MiddlewareHandler | undefined {
  const rendererFile = join(dirname(uiDir), `${basename(uiDir)}-ssr`, 'render-home.js');
  const manifestFile = join(uiDir, '.vite', 'manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) return undefined;
  const template = pageTemplate(uiDir, JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
  // Loaded at once (about 0.1 s), not by the first player's /home.
  const renderer = import(pathToFileURL(rendererFile).href).then((m: { renderHome: RenderHome }) => m.renderHome);
  renderer.catch((error: Error) => console.error(`[home-page] ${rendererFile} did not load:`, error.message));
  const kept = new Map<string, { page: Promise<KeptPage>; at: number }>();
  let listening = false;

  const render = async (language: string): Promise<KeptPage> => {
    if (!listening) {
      listening = true;
      // A new result, a voided day or a window opening or closing: the next /home renders anew.
      await services.events.subscribe('markets', () => kept.clear());
      services.live.onMarketTimes(() => kept.clear());
    }
    const renderedAt = services.clock.now().toISOString();
    const answer = await sharedHomeAnswer(services);
    const screen = await (await renderer)(answer, language);
    const html = Buffer.from(template(screen, { renderedAt, answer }, language));
    // Compressed once for everyone it serves (a fast brotli level: the page is rendered anew often).
    const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { html, br, gzip: gzipSync(html) };
  };

  return async (c, next) => {
    const cookie = getCookie(c, 'language');
    const language = cookie && /^[a-z]{2}$/.test(cookie) ? cookie : 'en';
    let rendering = kept.get(language);
    if (!rendering || Date.now() - rendering.at > KEPT_MS) {
      // Requests that come while it renders share the render.
      rendering = { page: render(language), at: Date.now() };
      kept.set(language, rendering);
      const mine = rendering;
      mine.page.catch(() => kept.get(language) === mine && kept.delete(language));
    }
    let page: KeptPage;
    try {
      page = await rendering.page;
    } catch (error) {
      // Home still opens: the app's plain page, which loads home as before.
      console.error('[home-page] /home was not rendered:', (error as Error).message);
      return next();
    }
    const accepted = c.req.header('Accept-Encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(encoding ? page[encoding] : page.html));
  };
}

/** The built index.html with home's stylesheets in it, ready for a rendered screen. */
function pageTemplate(uiDir: string, manifest: Record<string, ManifestChunk>) {
  const index = readFileSync(join(uiDir, 'index.html'), 'utf8');
  const shell = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!shell.test(index)) throw new Error(`${uiDir}/index.html has no <div id="root"> with the loading shell`);
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  const chunks = HOME_CHUNKS.map((name) => keys.find((key) => manifest[key]?.name === name && !manifest[key]?.src));
  for (const key of [entry, ...chunks]) if (key) visit(key);
  // In the page, as /login's (scripts/prerender-login.mjs): the first paint waits for no other
  // request. Each beside a disabled link to its file, which the browser neither fetches nor
  // applies: the app's loader sees the file as loaded and does not apply the same rules again.
  const styles = [...stylesheets]
    .map((file) => inlinedStylesheet(`/${file}`, readFileSync(join(uiDir, file), 'utf8')))
    .join('\n    ');
  return (screen: string, served: { renderedAt: string; answer: unknown }, language: string) =>
    index
      .replace(
        /<html[^>]*>/,
        `<html lang="${language}" data-mantine-color-scheme="light" data-respect-reduced-motion="true">`,
      )
      .replace(
        '</head>',
        () => `    ${styles}\n    <meta name="rendered-at" content="${served.renderedAt}" />\n  </head>`,
      )
      .replace(
        shell,
        () =>
          // Until the app replaces it (ui/app/main.tsx): a card or link tapped before then is
          // pressed at once and tapped again in the app as soon as it runs (ui/app/early-taps.ts).
          `<div id="root"><div data-served style="display: contents">${screen}</div></div>\n    <script type="application/json" id="served-home">${jsonInHtml(served)}</script>`,
      );
}

/** JSON that cannot end its <script> element early. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
