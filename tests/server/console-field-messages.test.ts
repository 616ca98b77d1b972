// Hostile input to the console's calls (and the operator API's) over real HTTP: each refusal
// says what is wrong and what is allowed, never just the field's name, and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let playerId: number;
let token: string;

beforeAll(async () => {
  s = await startServer();
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
  const player = await s.player('9650000001');
  token = player.token;
  const [row] = await s.db.query<{ id: number }>('select id from users where mobile = $1', [player.mobile]);
  playerId = Number(row!.id);
});
afterAll(() => s.close());

const CONSOLE: [what: string, path: string, body: unknown, error: string][] = [
  ['a bonus past one movement', 'bonus', { amount: '100000000.01' }, 'Amount must be at most ₹1,00,00,000.'],
  ['a bonus of zero', 'bonus', { amount: '0' }, 'Amount must be rupees from ₹0.01 to ₹1,00,00,000, like 500 or 99.50.'],
  [
    'an adjustment of words',
    'adjust',
    { amount: 'lots', reason: 'x' },
    'Amount must be rupees with a sign, like -250 or 500.',
  ],
  [
    'an adjustment of zero',
    'adjust',
    { amount: '-0', reason: 'x' },
    'Amount must be rupees with a sign, like -250 or 500, and not zero.',
  ],
  [
    'an adjustment past one movement',
    'adjust',
    { amount: '-100000000.01', reason: 'x' },
    'Amount must be at most ₹1,00,00,000 either way (to give or to take).',
  ],
];

describe('console field messages', () => {
  it.each(CONSOLE)('%s: says what is allowed, writes nothing', async (_, action, body, error) => {
    const before = await fingerprint(s.db);
    const answer = await as.owner.call('POST', `/players/${playerId}/${action}`, body);
    expect([answer.status, answer.body]).toEqual([400, { error }]);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('a liability limit past the most names the most', async () => {
    const before = await fingerprint(s.db);
    const answer = await as.owner.call('POST', '/markets/KALYAN/limit', { maxPayout: '10000000000.01' });
    expect([answer.status, answer.body]).toEqual([
      400,
      { error: 'Maximum payout per number must be at most ₹1,00,00,00,000, or left empty.' },
    ]);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('a market name of markup says what a name may hold', async () => {
    const answer = await as.owner.call('POST', '/markets', { market: '<b>', open_time: '10:00', close_time: '11:00' });
    expect(answer.body.error).toBe(
      'market must be a name of 2–40 letters, digits, spaces or . _ -, starting with a letter or digit.',
    );
  });

  it('a notification through the operator API: each field says what it needs, as in the console', async () => {
    const before = await fingerprint(s.db);
    const empty = await s.operator('POST', '/notifications', { title: '  ', notification: 'Hello' });
    expect(empty.body).toMatchObject({ error: 'Title is required.' });
    const long = await s.operator('POST', '/notifications', { title: 'Hi', notification: 'x'.repeat(2001) });
    expect(long.body).toMatchObject({ error: 'Notification is too long (at most 2000 characters).' });
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('a player’s deposit past one movement names the most', async () => {
    const answer = await s.api(
      'create-payment-request',
      { amount: '100000001', transaction_id: 'UTR12345678', note: '', deposit_mode: 'Manual Deposit' },
      token,
    );
    expect(answer.body).toMatchObject({ success: false, message: 'Amount must be at most ₹1,00,00,000.' });
  });
});
