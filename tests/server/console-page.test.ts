import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server-harness.js';

// The console's page (its own build, beside the player app's) at /console and every route under it.
let uiDir: string;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  uiDir = mkdtempSync(join(tmpdir(), 'matka-ui-'));
  mkdirSync(join(uiDir, 'assets'));
  mkdirSync(join(uiDir, 'console'));
  writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>player app</title>');
  writeFileSync(join(uiDir, 'console', 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(uiDir, 'assets', 'console-x.js'), 'console.log(1);');
  server = await startServer(undefined, { uiDir });
});
afterAll(async () => {
  await server.close();
  rmSync(uiDir, { recursive: true, force: true });
});

describe('the console’s page', () => {
  it.each(['/console', '/console/', '/console/sign-in', '/console/players/12'])(
    '%s answers the console’s page, never cached for long',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>console</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('the player app keeps its own page, and the console’s assets are shared ones under /assets', async () => {
    expect(await (await fetch(`${server.url}/home`)).text()).toContain('player app');
    const asset = await fetch(`${server.url}/assets/console-x.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  // An unknown API call is the API's refusal (401 without a session), a missing file a 404: never the page.
  it.each(['/console/api/no-such-call', '/console/missing.js'])('%s is refused, not the page', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect([401, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('<title>');
  });
});
