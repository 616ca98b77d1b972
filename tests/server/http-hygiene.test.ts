// What every answer carries (security headers, HSTS only over TLS), what a missing asset
// and a broken URL get, and that secrets are read from a body only.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  writeFileSync(
    join(uiDir, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/x.js"></script>',
  );
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

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers });

/** The directives of a CSP header, by name. */
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it.each([
    '/healthz',
    '/api/login',
    '/home',
    '/assets/x.js',
    '/assets/gone.js',
    '/api2/nope',
    '/results/log',
    '/results/log.json',
  ])('%s carries the app policy', async (path) => {
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
    expect(
      (await get(plain, '/healthz', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toBeNull();
    expect((await get(proxied, '/healthz')).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await get(proxied, '/healthz', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await get(proxied, '/healthz', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toMatch(/^max-age=\d{7,}/);
    expect(
      (await get(proxied, '/api/login', { 'x-forwarded-proto': 'HTTPS, http' })).headers.get(
        'strict-transport-security',
      ),
    ).toMatch(/^max-age=/);
  });
});

describe('the built UI', () => {
  it('a real asset is cached for good; a missing one is a 404 no cache keeps', async () => {
    const found = await get(plain, '/assets/x.js');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/gone.js', '/assets/gone', '/assets/deep/gone.css', '/gone.png']) {
      const missing = await get(plain, path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control'), path).toBe('no-store');
      expect(await missing.text(), path).not.toContain('<title>app</title>');
    }
  });

  it('a client-side route gets the page, revalidated each time', async () => {
    const page = await get(plain, '/home');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>app</title>');
  });
});

describe('bad requests', () => {
  it('a broken percent-encoding is a short 400, on any route, with nothing logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of [
        '/results/jodi/%E0%A4%A',
        '/api/home?session=%E0%A4%A',
        '/assets/%FF.js',
        '/home/%C3',
        '/api2/transfer%',
      ]) {
        const response = await get(plain, path);
        expect(response.status, path).toBe(400);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
        expect((await response.text()).length, path).toBeLessThan(100);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('an encoded percent sign in a market name is a name like any other', async () => {
    const response = await get(plain, '/results/jodi/50%25E0');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('There is no market called 50%E0.');
  });

  it('an unexpected failure is a 500 that tells nothing of it, and is logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const query = vi
      .spyOn(plain.db, 'query')
      .mockRejectedValueOnce(new Error('password authentication failed for user "matka"'));
    try {
      const response = await get(plain, '/results/jodi/KALYAN');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(/password|matka|Error/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(errors).toHaveBeenCalledOnce();
    } finally {
      query.mockRestore();
      errors.mockRestore();
    }
  });
});

describe('secrets come from a body only', () => {
  const tokens = async () =>
    Number((await plain.db.query<{ n: number }>('select count(*)::int as n from api_tokens'))[0]!.n);

  it('a GET login with the password in the query is refused and logs nobody in', async () => {
    const before = await tokens();
    const response = await get(plain, `/api/login?mobile=${MOBILE}&password=secret1`);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Enter valid password',
      error: 'Enter valid password',
      message_key: 'enterValidPassword',
      message_values: {},
    });
    expect(await tokens()).toBe(before);
  });

  it('a POST with the password in the query and not in the body is refused too', async () => {
    const before = await tokens();
    const response = await fetch(`${plain.url}/api/login?password=secret1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: MOBILE }),
    });
    expect(await response.json()).toMatchObject({ success: false, message: 'Enter valid password' });
    expect(await tokens()).toBe(before);
  });

  it('OTPs and the legacy pass are not read from the query either', async () => {
    const verify = await get(plain, '/api/verifyOTP?mobile=9600000002&otp=1234&type=signup');
    expect(await verify.json()).toMatchObject({ success: false, message: 'OTP is required.' });
    const reset = await fetch(`${plain.url}/api2/reset_password?pass=newpass1&otp=1234`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `mobile=${MOBILE}`,
    });
    expect(await reset.json()).toMatchObject({ success: '0' });
  });

  it('the same login in a POST body works', async () => {
    const response = await plain.api('login', { mobile: MOBILE, password: 'secret1' });
    expect(response.body).toMatchObject({ success: true, api_token: expect.any(String) });
  });

  it('a session token in the URL of a call that changes anything places nothing', async () => {
    const token = (await plain.api('login', { mobile: MOBILE, password: 'secret1' })).body.api_token as string;
    await plain.operator('POST', '/markets', { market: 'URL TOKEN', open_time: '23:00', close_time: '23:30' });
    const bids = () => plain.db.query('select 1 from bets where market = $1', ['URL TOKEN']);
    const slip = `number=5&amount=10&types=OPEN&market=URL%20TOKEN&specialGame=`;
    const viaGet = await get(plain, `/api/place-bet?session=${token}&${slip}`);
    expect(viaGet.status).toBe(404);
    // A POST whose token is in the query alone is as if it had none.
    const queryOnly = await fetch(`${plain.url}/api/place-bet?session=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '5', amount: '10', types: 'OPEN', market: 'URL TOKEN', specialGame: '' }),
    });
    expect(await queryOnly.json()).toMatchObject({ success: false, session: false });
    expect(await bids()).toEqual([]);
    // Reads keep their GET.
    expect((await get(plain, `/api/withdraw-info?session=${token}`)).status).toBe(200);
  });
});
