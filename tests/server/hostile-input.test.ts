// Every endpoint, every field it reads, hostile values: each gets a clear refusal in the
// player API's answer shape, and nothing is written (a snapshot of every table that holds money,
// players or requests is the same before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let token: string;
let other: { token: string; mobile: string };
const MOBILE = '9500000001';

const MEGABYTE = 'x'.repeat(1_000_000);
const ANY = [undefined, null, true, [], {}, MEGABYTE] as const;
// A NUL and half a surrogate pair: text PostgreSQL cannot store.
const TEXT = [...ANY, '', '   ', 'Ab\u0000c', 'x\ud800'];
const AMOUNT = [...ANY, '', '-5', -5, '0', '0.001', 1.234, 'NaN', 'Infinity', '1e9', '12abc', '99999999999'];
const MOBILES = [...ANY, '12345', '98765432101', 'abcdefghij', '+919876543'];
const OTPS = [...ANY, '12', '12345', 'abcd'];

type Shape = 'json' | 'legacy' | 'operator';
interface Endpoint {
  call: string;
  shape: Shape;
  auth: boolean;
  valid: () => Record<string, unknown>;
  hostile: Record<string, readonly unknown[]>;
  method?: string;
  /** Every field is optional (a read with defaults): an empty request is a valid one. */
  optionalOnly?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    call: 'login',
    shape: 'json',
    auth: false,
    valid: () => ({ mobile: MOBILE, password: 'secret1' }),
    hostile: { mobile: MOBILES, password: [...ANY, '', 'ab', 12345] },
  },
  {
    call: 'sendOTP',
    shape: 'json',
    auth: false,
    valid: () => ({ mobile: '9599999999', name: 'Asha', type: 'signup' }),
    hostile: { mobile: MOBILES, name: [...TEXT, 'A'], type: ['forgot', 7] },
  },
  {
    call: 'verifyOTP',
    shape: 'json',
    auth: false,
    valid: () => ({ mobile: '9599999998', otp: '1234', type: 'signup' }),
    hostile: { mobile: MOBILES, otp: OTPS, type: ['x'] },
  },
  {
    call: 'register',
    shape: 'json',
    auth: false,
    valid: () => ({ mobile: '9599999997', password: 'secret1', name: 'Ravi', otp: '1234', adult: true }),
    hostile: { mobile: MOBILES, password: [...ANY, '12345', 123456], name: [...TEXT, 'R'], otp: OTPS },
  },
  { call: 'forgotOTP', shape: 'json', auth: false, valid: () => ({ mobile: MOBILE }), hostile: { mobile: MOBILES } },
  {
    call: 'verifyForgotOTP',
    shape: 'json',
    auth: false,
    valid: () => ({ mobile: MOBILE, otp: '1234', password: 'newpass1' }),
    hostile: { mobile: MOBILES, otp: OTPS, password: [...ANY, 'short'] },
  },
  {
    call: 'updatePassword',
    shape: 'json',
    auth: true,
    valid: () => ({ current_password: 'secret1', password: 'another1' }),
    hostile: { current_password: [...ANY, 'wrong-one'], password: [...ANY, 'short'] },
  },
  {
    call: 'create-payment-request',
    shape: 'json',
    auth: true,
    valid: () => ({ amount: '500', transaction_id: 'UTR9500001', image: PNG }),
    hostile: {
      amount: AMOUNT,
      transaction_id: [...TEXT, 'UTR 1', '<script>'],
      image: [...TEXT, 'data:text/html;base64,PGI+', 'data:image/png;base64,!!!!'],
    },
  },
  {
    call: 'withdraw-details-update',
    shape: 'json',
    auth: true,
    valid: () => ({ acno: '123456789', name: 'Asha', ifsc: 'SBIN0001234' }),
    hostile: { acno: [...TEXT, '12ab56', '1'.repeat(30)], name: [...TEXT, 'A'], ifsc: [...TEXT, 'SBIN1001234', 'ABC'] },
  },
  {
    call: 'withdraw',
    shape: 'json',
    auth: true,
    valid: () => ({ amount: '600' }),
    hostile: { amount: [...AMOUNT, '100000'] },
  },
  {
    call: 'place-bet',
    shape: 'json',
    auth: true,
    valid: () => ({ number: '5', amount: '10', types: 'OPEN', market: 'KALYAN', request_id: `r-${Math.random()}` }),
    hostile: {
      number: [...ANY, '', '019', '12a', '1,2', '1-019', '5,'],
      amount: [...AMOUNT, '5', '10.5'],
      types: [...ANY, 'MIDDLE', 'OPEN,CLOSE', 'open'],
      market: [...TEXT, 'NOPE', 'CLOSEDONE'],
      request_id: [true, {}, MEGABYTE, '<script>', "' or 1=1 --"],
    },
  },
  {
    call: 'games2',
    shape: 'json',
    auth: true,
    optionalOnly: true,
    valid: () => ({ start_date: '2026-11-13', end_date: '2026-11-20', page: 1 }),
    hostile: {
      start_date: [true, {}, MEGABYTE, '2026-13-45', 'yesterday', '2026-11-30'],
      page: [0, -1, 1.5, 'x', MEGABYTE],
      type: ['xx', 'jackpot', {}, MEGABYTE],
    },
  },
  {
    call: 'passbook',
    shape: 'json',
    auth: true,
    optionalOnly: true,
    valid: () => ({ current_page: 1 }),
    hostile: { current_page: [0, -1, 'x'], type: ['xx', MEGABYTE], end_date: ['2026-02-30x'] },
  },
  {
    // An absent, null, empty or 0 amount removes a limit, so those are not hostile here.
    call: 'set-limit',
    shape: 'json',
    auth: true,
    valid: () => ({ kind: 'loss', period: 'week', amount: '500' }),
    hostile: {
      kind: [...ANY, 'wins'],
      period: [...ANY, 'year'],
      amount: [true, [], {}, MEGABYTE, '-5', -5, '0.001', 'NaN', '12abc', '99999999999'],
    },
  },
  {
    call: 'limits-offer',
    shape: 'json',
    auth: true,
    valid: () => ({ answer: 'skipped' }),
    hostile: { answer: [...ANY, 'maybe'] },
  },
  {
    call: 'withdraw-details-get',
    shape: 'json',
    auth: true,
    valid: () => ({ onlyContent: 'game_rules' }),
    hostile: { onlyContent: [...ANY, 'passwords'] },
  },
  {
    call: 'reset_password',
    shape: 'legacy',
    auth: false,
    valid: () => ({ mobile: MOBILE, otp: '1234', pass: 'newpass1' }),
    hostile: { mobile: ['', '12345', MEGABYTE.slice(0, 900_000)], otp: ['', '12', 'abcd'], pass: ['', 'short'] },
  },
  {
    call: 'transfer-recipient',
    shape: 'json',
    auth: true,
    valid: () => ({ user: '9500000002' }),
    hostile: { user: [...MOBILES, '', '123'] },
  },
  {
    call: 'transfer',
    shape: 'legacy',
    auth: true,
    valid: () => ({ user: '9500000002', amount: '10' }),
    hostile: {
      user: ['', '123', '9500000001', '9599990000'],
      amount: ['', '-5', '0', '0.001', 'NaN', '1e9', '100000'],
    },
  },
  {
    call: 'winning_ledger',
    shape: 'legacy',
    auth: true,
    optionalOnly: true,
    valid: () => ({ type: 'main' }),
    hostile: { type: ['', 'everything'] },
  },
  {
    call: '/results',
    method: 'POST',
    shape: 'operator',
    auth: true,
    valid: () => ({ market: 'KALYAN', session: 'open', pana: '128' }),
    hostile: { market: [...TEXT, 'NOPE'], session: [...ANY, 'middle'], pana: [...ANY, '019', '12', '1234'] },
  },
  {
    call: '/config',
    method: 'PUT',
    shape: 'operator',
    auth: true,
    valid: () => ({ min_bet: '10' }),
    hostile: { min_bet: [null, [], {}, 'x'.repeat(300_000)], 'Bad Key': ['1'] },
  },
  {
    call: '/rates',
    method: 'PUT',
    shape: 'operator',
    auth: true,
    valid: () => ({ single: '9.5' }),
    hostile: { single: [null, [], -1, 'NaN', '9.5555'], bogus: ['1'] },
  },
  {
    call: '/markets',
    method: 'POST',
    shape: 'operator',
    auth: true,
    valid: () => ({ market: 'NEWONE', open_time: '10:00', close_time: '12:00' }),
    hostile: { market: [...TEXT, '<b>'], open_time: [...ANY, '25:00', '9:00', '13:00'], close_time: [...ANY, '09:00'] },
  },
  {
    call: '/bonus',
    method: 'POST',
    shape: 'operator',
    auth: true,
    valid: () => ({ mobile: MOBILE, amount: '10' }),
    hostile: { mobile: MOBILES, amount: AMOUNT },
  },
  {
    call: '/notifications',
    method: 'POST',
    shape: 'operator',
    auth: true,
    valid: () => ({ title: 'Hi', notification: 'There' }),
    hostile: { title: [...TEXT], notification: [...TEXT] },
  },
];

/** Every table whose change would be a write, summed up. */
async function snapshot() {
  const [row] = await s.db.query(
    `select (select count(*) from users)::int as users, (select count(*) from api_tokens)::int as tokens,
            (select coalesce(sum(balance), 0) || '/' || coalesce(sum(bonus), 0) || '/' || coalesce(sum(debt), 0) from wallets) as wallets,
            (select count(*) from ledger)::int as ledger, (select count(*) from bets)::int as bets, (select count(*) from bet_requests)::int as requests,
            (select count(*) from deposits)::int as deposits, (select count(*) from withdrawals)::int as withdrawals,
            (select string_agg(acno || name || ifsc, ',' order by user_id) from bank_details) as banks,
            (select string_agg(password_hash, ',' order by id) from users) as passwords,
            (select count(*) || '/' || coalesce(sum(wrong_tries), 0) from otps) as otps,
            (select string_agg(key || '=' || value, ',' order by key) from config) as config,
            (select string_agg(game || '=' || rate, ',' order by game) from rates) as rates,
            (select count(*) from markets)::int as markets, (select count(*) from results)::int as results, (select count(*) from notifications)::int as notifications`,
  );
  return row;
}

async function send(endpoint: Endpoint, fields: Record<string, unknown>, session = token) {
  if (endpoint.shape === 'operator') return s.operator(endpoint.method!, endpoint.call, fields);
  if (endpoint.shape === 'json') return s.api(endpoint.call, fields, endpoint.auth ? session : undefined);
  const form = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return s.legacy(endpoint.call, endpoint.auth ? { ...form, session, mobile: MOBILE } : form);
}

function expectRefusal(endpoint: Endpoint, answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).not.toBe(500);
  if (endpoint.shape === 'json') {
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.message === 'string' && answer.body.message.length > 3).toBe(true);
  } else if (endpoint.shape === 'legacy') {
    expect(answer.body.success).toBe('0');
    expect(typeof answer.body.msg === 'string' && answer.body.msg.length > 3).toBe(true);
  } else {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(typeof answer.body.error).toBe('string');
  }
  const words = String(answer.body.message ?? answer.body.msg ?? answer.body.error);
  expect(words.length).toBeLessThan(300);
}

beforeAll(async () => {
  s = await startServer();
  ({ token } = await s.player(MOBILE, 1000));
  other = await s.player('9500000002', 100);
  await s.api('withdraw-details-update', { acno: '123456789', name: 'Asha', ifsc: 'SBIN0001234' }, token);
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/markets', { market: 'CLOSEDONE', open_time: '08:00', close_time: '09:00' });
});
afterAll(() => s.close());

describe('hostile input, endpoint by endpoint', () => {
  it.each(ENDPOINTS.map((e) => [e.call, e] as const))('%s', async (_, endpoint) => {
    let cases = 0;
    for (const [name, values] of Object.entries(endpoint.hostile)) {
      for (const value of values) {
        const fields = { ...endpoint.valid(), [name]: value };
        if (value === undefined) delete fields[name];
        const before = await snapshot();
        const answer = await send(endpoint, fields);
        expectRefusal(endpoint, answer);
        expect(await snapshot(), `${endpoint.call} ${name}=${JSON.stringify(value)?.slice(0, 40)}`).toEqual(before);
        cases++;
      }
    }
    if (!endpoint.optionalOnly) {
      const before = await snapshot();
      expectRefusal(endpoint, await send(endpoint, {}));
      expect(await snapshot()).toEqual(before);
    }
    expect(cases).toBeGreaterThan(0);
  });

  it('a forged or expired token gets the session answer on every player call, and writes nothing', async () => {
    const before = await snapshot();
    for (const endpoint of ENDPOINTS.filter((e) => e.auth && e.shape !== 'operator')) {
      const answer = await send(endpoint, endpoint.valid(), 'f'.repeat(64));
      expect(endpoint.shape === 'json' ? answer.body.session : answer.body.nosession, endpoint.call).toBe(
        endpoint.shape === 'json' ? false : true,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('another player’s mobile with one’s own token is refused on legacy calls', async () => {
    const before = await snapshot();
    const answer = await s.legacy('transfer', { session: token, mobile: other.mobile, user: MOBILE, amount: '10' });
    expect(answer.body).toMatchObject({ nosession: true });
    expect(await snapshot()).toEqual(before);
  });

  it('an operator call without the token is refused', async () => {
    const answer = await fetch(`${s.url}/operator/bonus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nope' },
      body: JSON.stringify({ mobile: MOBILE, amount: '10' }),
    });
    expect(answer.status).toBe(401);
  });

  it('a body that is not JSON, or too large, is refused in the player API’s shape', async () => {
    const broken = await fetch(`${s.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mobile": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, error: expect.any(String) });
    const huge = await fetch(`${s.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: 'x'.repeat(7_000_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false });
    // Refused unread, the connection is closed and says so: the client sends nothing more on it.
    expect(huge.headers.get('connection')).toBe('close');
    // The next call, on a fresh connection, is answered.
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });
});
