import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server-harness.js';

// /login's prerendered page in the player's language (server/routes/login-page.ts), over a small
// build: login.html (English) and login.hi.html, as scripts/prerender-login.mjs writes them. The
// real pages: tests/e2e/accessibility.spec.ts.
let base: string;
let server: Awaited<ReturnType<typeof startServer>>;
const page = (language: string) =>
  `<!doctype html>\n<html lang="${language}"><body><div id="root"><main>${language} login</main></div></body></html>\n`;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'matka-login-page-'));
  const uiDir = join(base, 'ui');
  mkdirSync(uiDir, { recursive: true });
  writeFileSync(join(uiDir, 'index.html'), '<!doctype html>\n<html lang="en"><body>the app</body></html>\n');
  writeFileSync(join(uiDir, 'login.html'), page('en'));
  writeFileSync(join(uiDir, 'login.hi.html'), page('hi'));
  server = await startServer(undefined, { uiDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(base, { recursive: true, force: true });
});

const login = (cookie?: string) => fetch(`${server.url}/login`, cookie ? { headers: { cookie } } : {});

describe('/login', () => {
  it('is the Hindi page for a player whose language cookie is Hindi, and says it varies with the cookie', async () => {
    const answer = await login('language=hi');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<main>hi login</main>');
    expect(answer.headers.get('vary')).toContain('Cookie');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('is English without a cookie, with English, and with a language the build has no page for', async () => {
    for (const cookie of [undefined, 'language=en', 'language=xx', 'language=../index', 'other=hi']) {
      const answer = await login(cookie);
      expect(answer.status, String(cookie)).toBe(200);
      expect(await answer.text(), String(cookie)).toContain('<main>en login</main>');
    }
  });

  it('is the app’s page for every other route, whatever the cookie', async () => {
    const answer = await fetch(`${server.url}/wallet`, { headers: { cookie: 'language=hi' } });
    expect(await answer.text()).toContain('the app');
  });
});
