// Login throttles slow attackers, not crowds: only failed logins count,
// per mobile and per address. Many players behind one address (a shared network, a carrier's
// NAT) log in as often as they like; wrong passwords from it are slowed as before, in a
// burst as much as one by one, and a right password in between buys an attacker nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { DEFAULT_LIMITS } from '../../server/services/platform/limits.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

const PASSWORD = 'secret1';
const TOO_MANY = /^Too many login attempts\. Try again in \d+ (seconds?|minutes)\.$/;
const WRONG = 'Wrong mobile number or password.';

let s: TestServer;
beforeAll(async () => {
  // The real per-address limit (the harness sets it out of reach for other test files), and a
  // trusted proxy, so each test comes from an address of its own (X-Forwarded-For).
  s = await startServer(marketMoment(2026, 10, 20, 10, 0), {
    trustProxy: true,
    limits: { loginFreeTriesPerAddress: DEFAULT_LIMITS.loginFreeTriesPerAddress },
  });
});
afterAll(() => s.close());

/** Players straight into the store, all with one password (one hash: quicker than 50 sign-ups). */
async function seedPlayers(count: number, first: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const mobiles = Array.from({ length: count }, (_, i) => String(first + i));
  for (const mobile of mobiles) {
    const [user] = await s.db.query<{ id: number }>(
      `insert into users (mobile, name, password_hash, verified, created_at) values ($1, 'Crowd', $2, true, $3) returning id`,
      [mobile, hash, s.clock.now()],
    );
    await s.db.query('insert into wallets (user_id) values ($1)', [user!.id]);
  }
  return mobiles;
}

/** A login from `address`, as the trusted proxy reports it. */
async function login(address: string, mobile: string, password: string) {
  const response = await fetch(`${s.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ mobile, password, deviceid: 'web', device_info: 'web' }),
  });
  return (await response.json()) as Record<string, unknown>;
}

const later = (ms: number) => s.clock.set(new Date(s.clock.now().getTime() + ms));

/** Wrong passwords for strangers' mobiles from `address` (so only the address counts): how many were checked. */
async function wrongOnes(address: string, count: number, from: number): Promise<number> {
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const body = await login(address, String(from + i), 'not-the-one');
    if (body.message === WRONG) checked += 1;
    else expect(body.message).toMatch(TOO_MANY);
  }
  return checked;
}

describe('a crowd behind one address', () => {
  it('lets 50 players log in correctly from one address, one after another: every one gets in', async () => {
    const mobiles = await seedPlayers(50, 9_400_000_000);
    const answers = [];
    for (const mobile of mobiles) answers.push(await login('10.0.0.1', mobile, PASSWORD));
    expect(answers.filter((a) => a.success === true)).toHaveLength(50);
    // And again: successes never add up to a wait.
    for (const mobile of mobiles.slice(0, 10))
      expect(await login('10.0.0.1', mobile, PASSWORD)).toMatchObject({ success: true });
  });

  it('lets one player log in correctly 30 times in a row', async () => {
    const [mobile] = await seedPlayers(1, 9_401_000_000);
    for (let i = 0; i < 30; i++) expect(await login('10.0.0.2', mobile!, PASSWORD)).toMatchObject({ success: true });
  });

  it('starts afresh an hour after the last failure, however many successes came since', async () => {
    const [mobile] = await seedPlayers(1, 9_402_000_000);
    expect(await wrongOnes('10.0.0.3', 20, 9_490_000_000)).toBe(20);
    for (let i = 0; i < 4; i++) {
      later(20 * 60_000);
      expect(await login('10.0.0.3', mobile!, PASSWORD)).toMatchObject({ success: true });
    }
    // 80 minutes since the last failure: 20 free tries and the one that starts the wait.
    expect(await wrongOnes('10.0.0.3', 30, 9_490_100_000)).toBe(21);
  });
});

describe('wrong passwords from one address', () => {
  it('slows 200 wrong passwords one after another as before: 20 free, one that starts the wait, then waits that double', async () => {
    expect(await wrongOnes('10.0.1.1', 200, 9_491_000_000)).toBe(21);
    // The first wait is 1 s; each window checks one more, and the next wait is twice as long.
    later(1000);
    expect(await wrongOnes('10.0.1.1', 5, 9_491_100_000)).toBe(1);
    later(1000);
    expect(await wrongOnes('10.0.1.1', 5, 9_491_200_000)).toBe(0);
    later(1000);
    expect(await wrongOnes('10.0.1.1', 5, 9_491_300_000)).toBe(1);
  });

  it('checks 21 of 200 parallel wrong passwords from one address, whatever the mobiles', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login('10.0.1.2', String(9_492_000_000 + i), 'not-the-one')),
    );
    const checked = answers.filter((a) => a.message === WRONG).length;
    expect(checked).toBe(21);
    expect(answers.filter((a) => TOO_MANY.test(String(a.message)))).toHaveLength(200 - checked);
  });

  it('gives no extra try for a right password between wrong ones: one wrong one a window, as without it', async () => {
    const [mobile] = await seedPlayers(1, 9_403_000_000);
    expect(await wrongOnes('10.0.1.3', 21, 9_493_000_000)).toBe(21);
    // While the address waits, the right password waits too (as it always did).
    expect((await login('10.0.1.3', mobile!, PASSWORD)).message).toMatch(TOO_MANY);
    later(1000);
    expect(await login('10.0.1.3', mobile!, PASSWORD)).toMatchObject({ success: true });
    expect(await wrongOnes('10.0.1.3', 5, 9_493_100_000)).toBe(1);
    later(2000);
    expect(await login('10.0.1.3', mobile!, PASSWORD)).toMatchObject({ success: true });
    expect(await wrongOnes('10.0.1.3', 5, 9_493_200_000)).toBe(1);
  });
});

describe('wrong passwords for one mobile', () => {
  it('keeps its failures after a success: the success takes back only its own try', async () => {
    const [mobile] = await seedPlayers(1, 9_404_000_000);
    const from = (password: string) => login('10.0.2.1', mobile!, password);
    for (let i = 0; i < 5; i++) expect((await from('not-the-one')).message).toBe(WRONG);
    expect(await from(PASSWORD)).toMatchObject({ success: true });
    // The sixth failure starts the wait: the success did not hand out five fresh tries.
    expect((await from('not-the-one')).message).toBe(WRONG);
    expect((await from('not-the-one')).message).toMatch(TOO_MANY);
    later(1000);
    expect(await from(PASSWORD)).toMatchObject({ success: true });
  });
});
