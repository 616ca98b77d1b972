import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATOR_TOKEN, startServer } from './server-harness.js';

// /home as the server renders it (server/http/home-page.ts), over a small build: index.html,
// Vite's manifest and stylesheets, and a stand-in for build/ui-ssr/render-home.js that writes
// what it was given. The real renderer and the app's takeover: tests/e2e/server-rendered-home.spec.ts.
const MARKET = 'PAGE BAZAR';
/** What the stand-in renderer counts and obeys (the server's process is this test's). */
interface RendererState {
  renders: number;
  fail: boolean;
}
const state: RendererState = { renders: 0, fail: false };
(globalThis as { homePageTestRenderer?: RendererState }).homePageTestRenderer = state;
let base: string;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'matka-home-page-'));
  const uiDir = join(base, 'ui');
  for (const folder of ['ui/assets', 'ui/.vite', 'ui-ssr']) mkdirSync(join(base, folder), { recursive: true });
  writeFileSync(
    join(uiDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>app</title>\n  </head>\n  <body>\n    <div id="root">\n      <div class="shell">Loading…</div>\n    </div>\n    <script type="module" src="/assets/index.js"></script>\n  </body>\n</html>\n',
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', name: 'app', css: ['assets/app.css'] },
    '_home.js': { file: 'assets/home.js', name: 'home', css: ['assets/home.css'], imports: ['_app.js'] },
    '_board.js': { file: 'assets/board.js', name: 'board', css: ['assets/board.css'] },
  };
  writeFileSync(join(uiDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const name of ['app', 'home', 'board']) writeFileSync(join(uiDir, 'assets', `${name}.css`), `.${name}{}`);
  writeFileSync(
    join(base, 'ui-ssr', 'render-home.js'),
    `export async function renderHome(answer, language) {
      const state = globalThis.homePageTestRenderer;
      if (state.fail) throw new Error('the renderer failed');
      state.renders += 1;
      return '<main data-language="' + language + '">' + answer.result.map((m) => '<p>' + m.market + ' ' + (m.result || '***') + '</p>').join('') + '</main>';
    }`,
  );
  server = await startServer(undefined, { uiDir });
  await server.db.query(
    `insert into markets (name, kind, open_time, close_time) values ($1, 'main', '15:45', '17:45')`,
    [MARKET],
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(base, { recursive: true, force: true });
});

const home = (headers: Record<string, string> = {}) => fetch(`${server.url}/home`, { headers });
/** The page's served-home script: the answer it rendered and when. */
const served = (html: string) =>
  JSON.parse(/<script type="application\/json" id="served-home">([^<]*)<\/script>/.exec(html)![1]!) as {
    renderedAt: string;
    answer: { result: { market: string }[]; wallet?: unknown };
  };

describe('/home rendered by the server', () => {
  it('carries the screen, home’s stylesheets, and the answer it drew with the server’s time', async () => {
    const response = await home();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(
      `<div data-served style="display: contents"><main data-language="en"><p>${MARKET} ***</p></main>`,
    );
    expect(html).not.toContain('class="shell"');
    // The first load's stylesheets (the entry's, app's and home's), not another screen's, each
    // beside a disabled link to its file: the app's loader then fetches and applies it no more.
    expect(html).toContain(
      '<style data-inlined-from="/assets/app.css">.app{}</style><link rel="stylesheet" href="/assets/app.css" disabled />',
    );
    expect(html).toContain(
      '<style data-inlined-from="/assets/home.css">.home{}</style><link rel="stylesheet" href="/assets/home.css" disabled />',
    );
    expect(html).not.toContain('.board{}');
    const { renderedAt, answer } = served(html);
    expect(renderedAt).toBe(server.clock.now().toISOString());
    expect(html).toContain(`<meta name="rendered-at" content="${renderedAt}" />`);
    expect(answer.result.map((market) => market.market)).toContain(MARKET);
    expect(answer).not.toHaveProperty('wallet');
  });

  it('paints in the language of the cookie, English for none or an unknown one', async () => {
    expect(await (await home({ cookie: 'language=hi' })).text()).toContain('<main data-language="hi">');
    expect(await (await home({ cookie: 'language=hi' })).text()).toContain('<html lang="hi"');
    expect(await (await home({ cookie: 'language="><script>' })).text()).toContain('<main data-language="en">');
  });

  it('is sent compressed as the browser accepts, each way the same page', async () => {
    const plain = await (await home({ 'accept-encoding': 'identity' })).text();
    for (const encoding of ['br', 'gzip']) {
      const response = await home({ 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(plain);
    }
  });

  it('serves one render to everyone for a while, and renders anew once a result is declared', async () => {
    // A language no test has asked for: the first call renders, now.
    const marathi = () => home({ cookie: 'language=mr' });
    const startedAt = Date.now();
    const first = await (await marathi()).text();
    const renders = state.renders;
    expect(await (await marathi()).text()).toBe(first);
    expect(state.renders).toBe(renders);
    const declared = await fetch(`${server.url}/operator/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: JSON.stringify({ market: MARKET, session: 'open', pana: '128', early: true }),
    });
    expect(declared.status).toBe(200);
    await expect.poll(async () => (await marathi()).text(), { timeout: 3000 }).toContain(`<p>${MARKET} 128-1</p>`);
    // Sooner than the 5 s a render is kept: the declaration, not the time, started the new one.
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('is the app’s plain page when the render fails', async () => {
    state.fail = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // A language not yet rendered, so no kept render answers it.
      const response = await home({ cookie: 'language=ta' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('class="shell"');
      expect(html).not.toContain('served-home');
      expect(logged).toHaveBeenCalledWith('[home-page] /home was not rendered:', 'the renderer failed');
    } finally {
      state.fail = false;
      logged.mockRestore();
    }
  });
});
