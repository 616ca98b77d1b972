// Text PostgreSQL cannot store (a NUL) or the audit trail cannot write as JSON (half a
// surrogate pair) is refused with a clear 400 on every surface, with nothing written,
// instead of failing in the database with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './console-fixtures.js';
import { operatorsOfEveryRole, signInAnswer, type ConsoleClient } from './console-client.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

const MESSAGE = 'Text may not contain the NUL character or broken Unicode.';
const HOSTILE = ['Ab\u0000c', 'x\ud800', '\udc00y'];
let s: TestServer;
let owner: ConsoleClient;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10));
  owner = (await operatorsOfEveryRole(s)).owner;
});
afterAll(() => s.close());

describe('text that cannot be stored', () => {
  it.each(HOSTILE)('is refused by the player API before it is used (%j)', async (name) => {
    const before = await fingerprint(s.db);
    const answer = await s.api('sendOTP', { mobile: '9876512345', name, type: 'signup' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, message: MESSAGE });
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it.each(HOSTILE)('is refused by the console sign-in and its calls (%j)', async (text) => {
    const before = await fingerprint(s.db);
    expect(await signInAnswer(s.url, { username: text, password: 'x' })).toMatchObject({
      status: 400,
      body: { error: MESSAGE },
    });
    const saved = await owner.call('POST', '/content/videos', { html: text });
    expect(saved).toMatchObject({ status: 400, body: { error: MESSAGE } });
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('is refused in an address, before any route reads it', async () => {
    const answer = await fetch(`${s.url}/console/api/markets/ATK%00/limit`, { method: 'POST' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(`Bad request: ${MESSAGE}`);
  });

  it('is refused by the bearer-token operator API', async () => {
    const answer = await s.operator('PUT', '/config', { upi_id: 'x\u0000' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: MESSAGE });
  });
});
