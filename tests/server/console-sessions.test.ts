// Console sessions over HTTP: sign-in and its cookie, CSRF, idle and 12-hour ends, sign-out,
// throttled sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, OPERATOR_PASSWORD, signIn, signInAnswer } from './console-client.js';
import { auditRows, fingerprint, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0), { trustProxy: true });
});
afterAll(() => s.close());

const later = (minutes: number) => s.clock.set(new Date(s.clock.now().getTime() + minutes * 60_000));

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /console and answers the operator, CSRF token and idle time', async () => {
    await addOperator(s, 'asha', 'cashier');
    const response = await fetch(`${s.url}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Asha', password: OPERATOR_PASSWORD }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body).toEqual({
      operator: { id: expect.any(Number), username: 'asha', role: 'cashier', totpEnabled: false },
      csrfToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      idleMinutes: 30,
      serverZone: expect.any(String),
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^matka_console=[0-9a-f]{64}; Path=\/console; HttpOnly; SameSite=Strict$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'asha',
      role: 'cashier',
      action: 'sign-in',
      target: 'operator:asha',
    });
  });

  it('marks the cookie Secure when the request came over TLS (through the trusted proxy)', async () => {
    const response = await fetch(`${s.url}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: 'asha', password: OPERATOR_PASSWORD }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('answers a wrong password and an unknown username alike, and audits both', async () => {
    const wrong = await signInAnswer(s.url, { username: 'asha', password: 'not the password' });
    const unknown = await signInAnswer(s.url, { username: 'nobody', password: 'not the password' });
    expect([wrong.status, wrong.body]).toEqual([400, { error: 'Wrong username or password.' }]);
    expect([unknown.status, unknown.body]).toEqual([400, { error: 'Wrong username or password.' }]);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const failed = (await auditRows(s.db)).filter((row) => row.action === 'sign-in.failed');
    expect(failed.slice(-2)).toEqual([
      expect.objectContaining({ operator: 'asha', role: 'cashier', target: 'operator:asha' }),
      expect.objectContaining({ operator: 'nobody', role: '', target: 'operator:nobody' }),
    ]);
    await s.db.query(`delete from backoffs`);
  });

  it('takes JSON only, refuses a form or a missing field with a clear 400, and writes nothing', async () => {
    const before = await fingerprint(s.db);
    const form = await fetch(`${s.url}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=asha&password=operator-pass-1',
    });
    expect(form.status).toBe(400);
    expect((await signInAnswer(s.url, { username: 'asha' })).body).toEqual({
      error: 'Enter your username and password.',
    });
    expect((await signInAnswer(s.url, { username: ['asha'], password: 1 })).status).toBe(400);
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('the session', () => {
  it('needs the CSRF token on every call but GET: missing or wrong is a 403 that writes nothing', async () => {
    const asha = await signIn(s.url, 'asha');
    const before = await fingerprint(s.db);
    for (const csrf of [false, 'f'.repeat(64), ''] as const) {
      const refused = await asha.call('POST', '/me/totp/setup', undefined, { csrf });
      expect([refused.status, refused.body]).toEqual([403, { error: 'Missing or wrong CSRF token.' }]);
    }
    expect(await fingerprint(s.db)).toEqual(before);
    expect((await asha.call('GET', '/session', undefined, { csrf: false })).status).toBe(200);
  });

  it('ends after 30 idle minutes; each request starts the idle time again', async () => {
    const asha = await signIn(s.url, 'asha');
    later(29);
    expect((await asha.call('GET', '/session')).status).toBe(200);
    later(29);
    expect((await asha.call('GET', '/counts')).status).toBe(200);
    later(31);
    const ended = await asha.call('GET', '/session');
    expect(ended.status).toBe(401);
    expect(ended.body.error).toMatch(/Sign in/);
  });

  it('ends after 12 hours however busy', async () => {
    const asha = await signIn(s.url, 'asha');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      later(20);
      expect((await asha.call('GET', '/session')).status).toBe(200);
    }
    later(20);
    expect((await asha.call('GET', '/session')).status).toBe(401);
  });

  it('ends on sign-out: the cookie is cleared, the session refused, and the audit says so', async () => {
    const asha = await signIn(s.url, 'asha');
    const out = await asha.call('POST', '/sign-out');
    expect([out.status, out.body]).toEqual([200, { ok: true }]);
    expect(out.headers.get('set-cookie')).toMatch(/^matka_console=; Max-Age=0; Path=\/console/);
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'asha', action: 'sign-out' });
    expect((await asha.call('GET', '/session')).status).toBe(401);
  });
});

describe('throttled sign-in', () => {
  it('checks five free tries per username and one more that starts the wait, then refuses with 429, even the right one', async () => {
    await addOperator(s, 'target', 'support');
    for (let i = 0; i < 6; i++)
      expect((await signInAnswer(s.url, { username: 'target', password: 'guess' })).status).toBe(400);
    const throttled = await signInAnswer(s.url, { username: 'target', password: 'guess' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect((await signInAnswer(s.url, { username: 'target', password: OPERATOR_PASSWORD })).status).toBe(429);
    later(1);
    expect((await signInAnswer(s.url, { username: 'target', password: OPERATOR_PASSWORD })).status).toBe(200);
  });

  it('counts per address too', async () => {
    const strict = await startServer(marketMoment(2026, 10, 20, 10, 0), { limits: { loginFreeTriesPerAddress: 3 } });
    try {
      for (const name of ['one', 'two', 'three', 'four'])
        expect((await signInAnswer(strict.url, { username: name, password: 'guess' })).status).toBe(400);
      expect((await signInAnswer(strict.url, { username: 'five', password: 'guess' })).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('throttled own password change', () => {
  it('checks five wrong current passwords and one more that starts the wait, then answers 429, even to the right one, and sign-in shares the count', async () => {
    await addOperator(s, 'keeper', 'support');
    const keeper = await signIn(s.url, 'keeper');
    const change = (current: string) => keeper.call('POST', '/me/password', { current, next: 'a-new-password-1' });
    for (let i = 0; i < 6; i++)
      expect(await change('wrong-guess')).toMatchObject({
        status: 400,
        body: { error: 'The current password is wrong.' },
      });
    for (let i = 0; i < 24; i++) {
      const throttled = await change('wrong-guess');
      expect(throttled.status).toBe(429);
      expect(throttled.body.error).toMatch(/^Too many tries at the current password\. Try again in \d+ seconds?\.$/);
    }
    expect((await change(OPERATOR_PASSWORD)).status).toBe(429);
    // A taken session guesses no faster than a stranger at the sign-in, nor the other way round.
    expect((await signInAnswer(s.url, { username: 'keeper', password: OPERATOR_PASSWORD })).status).toBe(429);
    later(1);
    expect(await change(OPERATOR_PASSWORD)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'keeper', action: 'operator.password' });
  });
});
