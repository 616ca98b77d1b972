// What every answer carries: security headers, and HSTS only over TLS.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHash } from '../../server/http/security-headers.js';
import { startServer, type TestServer } from './server-harness.js';

let plain: TestServer;
let proxied: TestServer;
let uiDir: string;
const MOBILE = '9600000001';

beforeAll(async () => {
  // A stand-in for build/ui: the page and one hashed asset.
  uiDir = mkdtempSync(join(tmpdir(), 'matka-ui-'));
  mkdirSync(join(uiDir, 'assets'));
  writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/x.js"></script>');
  writeFileSync(join(uiDir, 'assets', 'x.js'), 'console.log(1);');
  plain = await startServer(undefined, { uiDir });
  proxied = await startServer(undefined, { trustProxy: true });
  await plain.player(MOBILE);
  await plain.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
});
afterAll(async () => {
  await plain?.close();
  await proxied?.close();
  rmSync(uiDir, { recursive: true, force: true });
});

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

/** The directives of a CSP header, by name. */
const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((part) => { const [name = '', ...values] = part.trim().split(/\s+/); return [name, values] as const; }));

describe('security headers', () => {
  it.each(['/healthz', '/api/login', '/home', '/assets/x.js', '/api2/nope'])('%s carries the app policy', async (path) => {
    const response = await get(plain, path);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('a chart page may be framed by the app, and allows only its own inline style', async () => {
    const response = await get(plain, '/results/jodi/KALYAN');
    expect(response.status).toBe(200);
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('style-src')).toEqual([`'${inlineHash(style)}'`]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('HSTS only when a trusted proxy says the request came over TLS', async () => {
    expect((await get(plain, '/healthz', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    expect((await get(proxied, '/healthz')).headers.get('strict-transport-security')).toBeNull();
    expect((await get(proxied, '/healthz', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await get(proxied, '/healthz', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect((await get(proxied, '/api/login', { 'x-forwarded-proto': 'HTTPS, http' })).headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });
});
