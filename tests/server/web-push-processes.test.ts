// Web Push (docs/web-push.md) from real server processes: two sharing one PostgreSQL (npm run
// test:postgres), or one on PGlite, both sending, to a push service on the loopback that checks
// each push as a real one does and decrypts it (tests/server/fake-push-service.ts). A result of
// a market bet on that day, a win, a decided deposit and a decided withdrawal reach each device
// of the player once, in the words of that device; nothing reaches a self-excluded player or
// one on a cool-off, nor to the device of a session that ended; a device its push service calls
// gone (410) is dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword, sha256 } from '../../server/services/platform/passwords.js';
import { ENGLISH_PUSH_TEXTS, HINDI_PUSH_TEXTS } from '../push-texts.js';
import { startFakePushService } from './fake-push-service.js';
import { PROCESS_OPERATOR_TOKEN, startProcesses, type ServerProcesses } from './server-processes.js';

const TODAY = '2026-11-20';
const PLAYERS = ['alice', 'excluded', 'resting', 'gone', 'nobet', 'leaver'] as const;
type Name = (typeof PLAYERS)[number];
const tokenOf = (name: Name) => sha256(`push-player:${name}`).slice(0, 64);

const ENGLISH = ENGLISH_PUSH_TEXTS;
const HINDI = HINDI_PUSH_TEXTS;

let p: ServerProcesses;
let push: Awaited<ReturnType<typeof startFakePushService>>;
const ids = new Map<Name, number>();

async function seed(db: Database): Promise<void> {
  await db.query(`insert into markets (name, kind, open_time, close_time) values ('KALYAN', 'main', '11:00', '12:00')`);
  const hash = await hashPassword('secret1');
  for (const [i, name] of PLAYERS.entries()) {
    const [user] = await db.query<{ id: number }>(
      `insert into users (mobile, name, password_hash, verified) values ($1, $2, $3, true) returning id`,
      [`94000000${i}0`, name, hash],
    );
    const id = Number(user!.id);
    ids.set(name, id);
    await db.query('insert into wallets (user_id, balance) values ($1, 100000)', [id]);
    await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2027-01-01')`, [
      sha256(tokenOf(name)),
      id,
    ]);
    // Alice's single 1 wins on an open of 128 (ank 1); the others' 2 loses.
    if (name !== 'nobet')
      await db.query(
        `insert into bets (user_id, request_id, market, day, number, game, session, amount, rate)
         values ($1, 'seed', 'KALYAN', $2, $3, 'single', 'OPEN', 1000, 9.5)`,
        [id, TODAY, name === 'alice' ? '1' : '2'],
      );
  }
  await db.query(`insert into self_limits (user_id, excluded_for_good, updated_at) values ($1, true, now())`, [
    ids.get('excluded'),
  ]);
  await db.query(
    `insert into self_limits (user_id, cool_off_until, updated_at) values ($1, '2026-11-21T10:00:00+05:30', now())`,
    [ids.get('resting')],
  );
  for (const name of ['alice', 'excluded'] as const) {
    await db.query(`insert into deposits (user_id, amount, utr) values ($1, 50000, $2)`, [ids.get(name), `UTR${name}`]);
    await db.query(`insert into withdrawals (user_id, amount) values ($1, 20000)`, [ids.get(name)]);
  }
}

const api = (i: number, call: string, name: Name, body: object = {}) =>
  fetch(`${p.url(i)}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, session: tokenOf(name) }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

const operator = (i: number, method: string, path: string, body: object = {}) =>
  fetch(`${p.url(i)}/operator${path}`, {
    method,
    headers: { authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.status);

/** Until `done` holds (the pushes of a step arrived), then a while more: a second copy would come meanwhile. */
async function settle(done: () => boolean): Promise<void> {
  for (let i = 0; i < 150 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

beforeAll(async () => {
  push = await startFakePushService();
  p = await startProcesses(seed, {
    CLOCK_START: `${TODAY}T10:00:00`,
    NODE_EXTRA_CA_CERTS: push.certificateFile,
    // The test's push service is the one this server may send to besides the browsers'.
    PUSH_SERVICE_HOSTS: new URL(push.origin).host,
  });
}, 120_000);
afterAll(async () => {
  await p?.stop();
  p?.remove();
  await push?.close();
});

describe(`Web Push on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('announces one VAPID key from every process, made once and kept', async () => {
    const keys = await Promise.all(p.urls.map((_, i) => api(i, 'push-key', 'alice')));
    const key = keys[0]!.body.public_key as string;
    expect(key).toMatch(/^[\w-]{87}$/);
    expect(keys.map((k) => k.body.public_key)).toEqual(keys.map(() => key));
    push.expectKey(key);
  });

  it('takes a device in with its words, and refuses one that is not a subscription', async () => {
    const devices: [Name, string, typeof ENGLISH][] = [
      ['alice', 'alice-phone', ENGLISH],
      ['alice', 'alice-tablet', HINDI],
      ['excluded', 'excluded-phone', ENGLISH],
      ['resting', 'resting-phone', ENGLISH],
      ['nobet', 'nobet-phone', ENGLISH],
    ];
    for (const [i, [name, device, texts]] of devices.entries())
      expect((await api(i, 'push-subscribe', name, { ...push.device(device), texts })).body).toEqual({ success: true });
    expect(
      (await api(0, 'push-subscribe', 'gone', { ...push.device('gone-phone', true), texts: ENGLISH })).body,
    ).toEqual({ success: true });

    // A player who signs out: their session's device is dropped at once.
    expect((await api(1, 'push-subscribe', 'leaver', { ...push.device('leaver-phone'), texts: ENGLISH })).body).toEqual(
      {
        success: true,
      },
    );
    expect((await api(0, 'logout', 'leaver')).body).toMatchObject({ success: true });

    const refused = await api(0, 'push-subscribe', 'alice', {
      ...push.device('plain'),
      endpoint: 'http://127.0.0.1/push/plain',
      texts: ENGLISH,
    });
    expect(refused.body).toMatchObject({ success: false, message_key: 'pushSubscriptionInvalid' });
    const wordless = await api(0, 'push-subscribe', 'alice', { ...push.device('x'), texts: { win: 'Won' } });
    expect(wordless.body).toMatchObject({ success: false, message_key: 'pushSubscriptionInvalid' });
  });

  it('pushes a result and a win once to each device of a player who bet, and nothing to the excluded or resting', async () => {
    // Declared on one process, corrected on the other (a second event): both processes send.
    expect(await operator(0, 'POST', '/results', { market: 'KALYAN', session: 'open', pana: '128', early: true })).toBe(
      200,
    );
    await settle(() => push.to('alice-phone').length >= 2 && push.to('alice-tablet').length >= 2);
    expect(push.faults).toEqual([]);
    const bodies = (device: string) =>
      push.to(device).map((d) => `${d.message.title} · ${d.message.body} · ${d.message.url}`);
    expect(bodies('alice-phone').sort()).toEqual([
      'Result of KALYAN · 128-1 · /gameHistory',
      'Wallet · You won ₹95.00 on KALYAN · /gameHistory',
    ]);
    expect(bodies('alice-tablet').sort()).toEqual([
      'KALYAN का परिणाम · 128-1 · /gameHistory',
      'वॉलेट · आपने KALYAN पर ₹95.00 जीते · /gameHistory',
    ]);
    expect(push.to('alice-phone').every((d) => d.ttl === 86400)).toBe(true);
    for (const silent of ['excluded-phone', 'resting-phone', 'nobet-phone', 'leaver-phone'])
      expect(push.to(silent)).toEqual([]);
    // The gone device was tried once, answered 410, and is dropped.
    expect(push.to('gone-phone').map((d) => d.status)).toEqual([410]);

    expect(
      await operator(1, 'POST', '/results', { market: 'KALYAN', session: 'close', pana: '140', early: true }),
    ).toBe(200);
    await settle(() => push.to('alice-phone').length >= 3);
    expect(bodies('alice-phone').filter((b) => b.startsWith('Result'))).toEqual([
      'Result of KALYAN · 128-1 · /gameHistory',
      'Result of KALYAN · 128-15-140 · /gameHistory',
    ]);
    expect(push.to('alice-tablet')).toHaveLength(3);
    expect(push.to('gone-phone')).toHaveLength(1);
  });

  it('pushes decided deposits and withdrawals once, to the player who is not excluded', async () => {
    // Alice's deposit and withdrawal are #1, the excluded player's #2.
    const [aliceDeposit, excludedDeposit] = [1, 2];
    // Sent to both processes at once: one decides, the other is refused; each device hears once.
    await Promise.all([
      operator(0, 'POST', `/deposits/${aliceDeposit}/approve`),
      operator(1, 'POST', `/deposits/${aliceDeposit}/approve`),
      operator(0, 'POST', `/withdrawals/1/reject`, { reason: 'Bank details do not match' }),
      operator(1, 'POST', `/deposits/${excludedDeposit}/approve`),
      operator(0, 'POST', `/withdrawals/2/approve`, { payoutReference: 'PAY-2' }),
    ]);
    await settle(() => push.to('alice-phone').length >= 5 && push.to('alice-tablet').length >= 5);
    expect(push.faults).toEqual([]);
    const wallet = (device: string) =>
      push
        .to(device)
        .filter((d) => d.message.url !== '/gameHistory')
        .map((d) => `${d.message.body} · ${d.message.url}`)
        .sort();
    expect(wallet('alice-phone')).toEqual([
      'Deposit of ₹500.00 approved · /depositHistory',
      'Withdrawal of ₹200.00 rejected · /withdrawHistory',
    ]);
    expect(wallet('alice-tablet')).toEqual([
      '₹200.00 की निकासी अस्वीकृत · /withdrawHistory',
      '₹500.00 की जमा स्वीकृत · /depositHistory',
    ]);
    expect(push.to('excluded-phone')).toEqual([]);
    // Every push reached its device once: no two with the same tag.
    for (const device of ['alice-phone', 'alice-tablet']) {
      const tags = push.to(device).map((d) => d.message.tag);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('drops the gone device, and stamps the silenced pushes without sending them', async () => {
    await p.stop();
    const [endpoints, silenced] = await p.inspect(async (db) => [
      (await db.query<{ endpoint: string }>('select endpoint from push_subscriptions order by id')).map((r) =>
        r.endpoint.replace(/^.*\//, ''),
      ),
      await db.query<{ waiting: number; sent: number }>(
        `select count(*) filter (where o.sent_at is null)::int as waiting, count(*) filter (where o.sent_at is not null)::int as sent
         from push_outbox o join push_subscriptions s on s.id = o.subscription_id where s.user_id = any($1::bigint[])`,
        [[ids.get('excluded'), ids.get('resting')]],
      ),
    ]);
    expect(endpoints).toEqual(['alice-phone', 'alice-tablet', 'excluded-phone', 'resting-phone', 'nobet-phone']);
    // The excluded: two results, a deposit and a withdrawal; the resting: two results. None waits.
    expect(silenced[0]).toEqual({ waiting: 0, sent: 6 });
  });
});
