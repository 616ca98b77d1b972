// Every refusal of the player API names a catalogue key: a sweep of hostile
// fields over every player call, one field at a time beside valid ones, and each refused
// answer must name a key core's catalogue has, so the app can word it in any language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/index.js';
import { PNG, startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let token = '';
let mobile = '';
beforeAll(async () => {
  s = await startServer();
  ({ token, mobile } = await s.player('9300000101', 100));
});
afterAll(() => s.close());

/** Each call's fields with valid values: a sweep changes one of them at a time. */
const API: Record<string, Record<string, unknown>> = {
  login: { mobile: '9300000199', password: 'secret1' },
  sendOTP: { mobile: '9300000198', name: 'Sweep', type: 'signup' },
  verifyOTP: { mobile: '9300000198', otp: '1234', type: 'signup' },
  register: { mobile: '9300000198', name: 'Sweep', password: 'secret1', otp: '1234' },
  forgotOTP: { mobile: '9300000197' },
  verifyForgotOTP: { mobile: '9300000197', otp: '1234', password: 'secret1' },
  updatePassword: { password: 'secret2', current_password: 'secret1' },
  'create-payment-request': { amount: '500', transaction_id: 'UTR123456', image: `data:image/png;base64,${PNG}` },
  'withdraw-details-update': { acno: '12345678', name: 'Sweep Player', ifsc: 'SBIN0001234' },
  withdraw: { amount: '50' },
  'place-bet': { market: 'KALYAN', number: '5', amount: '10', types: 'OPEN', board: 'singleDigits', timing: '' },
  games2: { start_date: '2026-01-01', end_date: '2026-01-02', page: '1', type: 'main' },
  passbook: { start_date: '2026-01-01', end_date: '2026-01-02', current_page: '1', type: 'dw' },
  'withdraw-details-get': { onlyContent: 'videos' },
  'daily-limit': { amount: '500' },
  'cool-off': { period: '24h' },
  'self-exclusion': { period: '6m' },
};
const LEGACY: Record<string, Record<string, string>> = {
  reset_password: { mobile: '9300000197', otp: '1234', pass: 'secret1' },
  transfer: { user: '9300000102', amount: '500' },
  winning_ledger: { type: 'main' },
};
/**
 * The open account calls count wrong tries: an hour between them keeps the sweep under the
 * backoff, whose refusal ("Too many login attempts…") is not keyed yet (its wait is English).
 */
const COUNTS_TRIES = new Set(['login', 'verifyOTP', 'register', 'verifyForgotOTP', 'updatePassword']);

/** Calls that read no field: a hostile one must not make them refuse without a key. */
const NO_FIELDS = ['manual-payment-details', 'withdraw-info', 'home', 'starline', 'rate', 'self-limits'];

const HOSTILE: unknown[] = [
  '',
  ' ',
  ['a'],
  { a: 1 },
  '-5',
  '0',
  '0.001',
  '9'.repeat(40),
  'x'.repeat(21_000),
  '2026-13-45',
  '12,34',
  'a\u0000b',
];

function expectKeyed(call: string, field: string, body: Record<string, unknown>) {
  const refused = body.success === false || body.success === '0';
  if (!refused) return;
  const where = `${call} ${field}: ${String(body.message ?? body.msg)}`;
  expect(typeof body.message_key === 'string' && Object.hasOwn(MESSAGES, body.message_key), where).toBe(true);
  expect(typeof body.message_values, where).toBe('object');
}

describe('every refusal of the player API names a catalogue key', () => {
  it('for hostile fields on each JSON call', { timeout: 120_000 }, async () => {
    for (const [call, valid] of Object.entries(API))
      for (const field of [...Object.keys(valid), 'session'])
        for (const value of HOSTILE) {
          const fields = { ...valid, [field]: value };
          const authed = field === 'session' ? { ...fields } : { ...fields, session: token };
          if (COUNTS_TRIES.has(call)) s.clock.set(new Date(s.clock.now().getTime() + 3_600_000));
          expectKeyed(call, field, (await s.api(call, authed)).body);
        }
    for (const call of NO_FIELDS) expectKeyed(call, 'session', (await s.api(call, { session: 'nope' })).body);
  });

  it('for hostile fields on each legacy call', { timeout: 120_000 }, async () => {
    for (const [call, valid] of Object.entries(LEGACY))
      for (const field of Object.keys(valid))
        for (const value of HOSTILE.filter((each) => typeof each === 'string')) {
          const body = (await s.legacy(call, { session: token, mobile, ...valid, [field]: value })).body;
          expectKeyed(call, field, body);
        }
  });

  it('for an unreadable body, an unknown call and text that cannot be stored', async () => {
    const bad = await fetch(`${s.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expectKeyed('login', 'body', (await bad.json()) as Record<string, unknown>);
    expectKeyed('nothing', 'path', (await s.api('no-such-call')).body);
    expectKeyed('nothing', 'path', (await s.legacy('no-such-call')).body);
  });

  it('for the date range, the UTR and a transfer beyond the balance, with their values', async () => {
    expect((await s.api('games2', { start_date: '2026-02-02', end_date: '2026-02-01' }, token)).body).toMatchObject({
      message: 'start_date must not be after end_date.',
      message_key: 'startAfterEnd',
    });
    expect(
      (await s.api('create-payment-request', { amount: '500', transaction_id: 'U1', image: 'x' }, token)).body,
    ).toMatchObject({
      message: 'The UTR number has 6 to 30 letters or digits.',
      message_key: 'utrHint',
      message_values: { min: 6, max: 30 },
    });
    await s.player('9300000102');
    expect(
      (await s.legacy('transfer', { session: token, mobile, user: '9300000102', amount: '5000' })).body,
    ).toMatchObject({ success: '0', msg: 'Insufficient balance', message_key: 'insufficientBalance' });
    expect((await s.api('withdraw', { amount: '99999999999' }, token)).body).toMatchObject({
      message_key: 'amountTooLarge',
      message_values: { max: '₹1,00,00,000' },
    });
  });
});
