// Market setup in the console over real HTTP: every call by every role
// (allowed, or 403 with nothing written), each change audited with before and after, and
// hostile input refused with a clear message and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { auditRows, fingerprint, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/starline', { market: 'STAR', timings: ['11:00'] });
});
afterAll(() => s.close());

const OWNER: Role[] = ['owner'];
const LIMITERS: Role[] = ['owner', 'results'];

interface Call {
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
  roles: Role[];
  action?: string;
}

const CALLS: Call[] = [
  { method: 'GET', path: '/markets', roles: LIMITERS },
  { method: 'GET', path: '/settings', roles: OWNER },
  {
    method: 'POST',
    path: '/markets',
    body: { market: 'Roles Market', open_time: '12:00', close_time: '13:00' },
    roles: OWNER,
    action: 'market.add',
  },
  { method: 'POST', path: '/markets/KALYAN/active', body: { active: true }, roles: OWNER, action: 'market.active' },
  {
    method: 'POST',
    path: '/markets/KALYAN/off-days',
    body: { weekdays: [0] },
    roles: OWNER,
    action: 'market.off-days',
  },
  {
    method: 'POST',
    path: '/markets/KALYAN/holidays',
    body: { day: '2026-12-25', reason: 'Christmas' },
    roles: OWNER,
    action: 'market.holiday',
  },
  { method: 'POST', path: '/markets/STAR/slots', body: { timings: ['13:00'] }, roles: OWNER, action: 'starline.add' },
  {
    method: 'POST',
    path: '/markets/KALYAN/limit',
    body: { maxPayout: '50000', maxStake: '1000' },
    roles: LIMITERS,
    action: 'market.limit',
  },
  { method: 'POST', path: '/settings/config', body: { min_bet: '10' }, roles: OWNER, action: 'config.set' },
  { method: 'POST', path: '/settings/rates', body: { single: '9.5' }, roles: OWNER, action: 'rates.set' },
];

describe('market setup by role', () => {
  for (const call of CALLS) {
    for (const role of ['owner', 'cashier', 'results', 'support'] as Role[]) {
      const allowed = call.roles.includes(role);
      it(`${call.method} ${call.path} by ${role}: ${allowed ? 'allowed' : '403'}`, async () => {
        const before = await fingerprint(s.db);
        const audited = (await auditRows(s.db)).length;
        const answer = await as[role].call(call.method, call.path, call.body);
        if (!allowed) {
          expect(answer).toMatchObject({ status: 403, body: { error: `The ${role} role may not do this.` } });
          expect(await fingerprint(s.db)).toEqual(before);
          return;
        }
        expect(answer.status).toBe(200);
        if (call.action) {
          expect((await auditRows(s.db)).length).toBe(audited + 1);
          expect(await lastAudit(s.db)).toMatchObject({ operator: role, role, action: call.action });
        }
      });
    }
  }
});

describe('settings as the owner reads them', () => {
  it('shows the value in force of every setting, a default included (void after 2 hours)', async () => {
    const settings = await as.owner.call('GET', '/settings');
    expect(settings.body.config).toMatchObject({ void_after_hours: '2', min_bet: '10' });
  });
});

describe('the audit trail of market setup', () => {
  it('records each change with the values before and after', async () => {
    await as.owner.call('POST', '/markets', { market: 'AUDITED', open_time: '10:30', close_time: '11:30' });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'market.add',
      target: 'market:AUDITED',
      before: null,
      after: { name: 'AUDITED', kind: 'main', open_time: '10:30', close_time: '11:30', active: true },
    });
    await as.owner.call('POST', '/markets', { market: 'audited', open_time: '10:45', close_time: '11:30' });
    expect(await lastAudit(s.db)).toMatchObject({
      before: { name: 'AUDITED', open_time: '10:30', active: true },
      after: { open_time: '10:45' },
    });
    await as.owner.call('POST', '/markets/AUDITED/active', { active: false });
    expect(await lastAudit(s.db)).toMatchObject({ before: { active: true }, after: { active: false } });
    await as.owner.call('POST', '/markets/AUDITED/off-days', { weekdays: [6, 0, 6] });
    expect(await lastAudit(s.db)).toMatchObject({ before: { offDays: [] }, after: { offDays: [0, 6] } });
    await as.owner.call('POST', '/markets/AUDITED/holidays', { day: '2026-11-21', reason: ' Bhai Dooj ' });
    expect(await lastAudit(s.db)).toMatchObject({ before: null, after: { day: '2026-11-21', reason: 'Bhai Dooj' } });
    await as.owner.call('POST', '/markets/AUDITED/holidays/remove', { day: '2026-11-21' });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'market.holiday-remove',
      before: { day: '2026-11-21', reason: 'Bhai Dooj' },
      after: null,
    });
    await as.owner.call('POST', '/settings/config', { min_deposit: '250', starline_enable: false });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'config.set',
      before: { min_deposit: '100', starline_enable: '1' },
      after: { min_deposit: '250', starline_enable: '0' },
    });
    await as.owner.call('POST', '/settings/rates', { jodi: '90' });
    expect(await lastAudit(s.db)).toMatchObject({ action: 'rates.set', before: { jodi: '95' }, after: { jodi: '90' } });
  });

  it('lists markets with their closures, slots and limits', async () => {
    const listed = await as.results.call('GET', '/markets');
    const markets = listed.body.markets as Record<string, unknown>[];
    expect(listed.body.today).toBe('2026-11-20');
    expect(markets.find((m) => m.name === 'AUDITED')).toMatchObject({
      active: false,
      offDays: [0, 6],
      holidays: [],
      limit: null,
      closedToday: null,
    });
    expect(markets.find((m) => m.name === 'KALYAN')).toMatchObject({
      holidays: [{ day: '2026-12-25', reason: 'Christmas' }],
      limit: { maxPayoutPaise: 50000_00, maxStakePaise: 1000_00 },
    });
    expect(markets.find((m) => m.name === 'STAR')).toMatchObject({
      kind: 'starline',
      slots: [
        { timing: '11:00', limit: null },
        { timing: '13:00', limit: null },
      ],
    });
  });

  it('goes through the same service from the bearer-token API, recorded as api-token in the same way', async () => {
    await s.operator('PUT', '/config', { homescreen_text: 'Welcome' });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'api-token',
      action: 'config.set',
      after: { homescreen_text: 'Welcome' },
    });
    const refused = await s.operator('PUT', '/config', { whatsapp: '12345' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'WhatsApp number must be a 10-digit number, or empty.' },
    });
  });
});

const HOSTILE: [string, string, unknown, RegExp][] = [
  [
    'a market name of markup',
    '/markets',
    { market: '<b>x</b>', open_time: '10:00', close_time: '11:00' },
    /market must be a name/,
  ],
  [
    'a time of 25:00',
    '/markets',
    { market: 'BAD', open_time: '25:00', close_time: '11:00' },
    /open_time must be a 24-hour time/,
  ],
  [
    'a close an hour before the open (not a night market)',
    '/markets',
    { market: 'BAD', open_time: '12:00', close_time: '11:00' },
    /a night market closes by 06:00/,
  ],
  ['the same open and close', '/markets', { market: 'BAD', open_time: '12:00', close_time: '12:00' }, /must differ/],
  ['a changed kind', '/markets', { market: 'KALYAN', kind: 'jackpot', close_time: '18:00' }, /kind cannot change/],
  ['active as text', '/markets/KALYAN/active', { active: 'yes' }, /active must be true or false/],
  ['a weekday of 7', '/markets/KALYAN/off-days', { weekdays: [7] }, /weekday numbers from 0/],
  ['weekdays as text', '/markets/KALYAN/off-days', { weekdays: 'sunday' }, /weekday numbers/],
  ['30 February', '/markets/KALYAN/holidays', { day: '2026-02-30', reason: 'x' }, /day must be a date/],
  ['a holiday passed', '/markets/KALYAN/holidays', { day: '2026-11-19', reason: 'Late' }, /has passed/],
  ['a holiday without a reason', '/markets/KALYAN/holidays', { day: '2026-11-25', reason: '  ' }, /Reason is required/],
  ['a reason too long', '/markets/KALYAN/holidays', { day: '2026-11-25', reason: 'x'.repeat(121) }, /too long/],
  [
    'a holiday on no market',
    '/markets/NOWHERE/holidays',
    { day: '2026-11-25', reason: 'x' },
    /no market called NOWHERE/,
  ],
  ['slots on a main market', '/markets/KALYAN/slots', { timings: ['10:00'] }, /not a starline market/],
  ['a slot of 9:5', '/markets/STAR/slots', { timings: ['9:5'] }, /timing must be a 24-hour time/],
  // Adding slots may add the market: its name passes the rule of "add market".
  [
    'a new starline named in Cyrillic',
    '/markets/%D0%A1TAR/slots',
    { timings: ['10:00'] },
    /market must be a name of 2–40/,
  ],
  ['a new starline of one letter', '/markets/S/slots', { timings: ['10:00'] }, /market must be a name of 2–40/],
  [
    'a new starline of 303 letters',
    `/markets/${'S'.repeat(303)}/slots`,
    { timings: ['10:00'] },
    /market must be a name/,
  ],
  ['a negative payout', '/markets/KALYAN/limit', { maxPayout: '-5' }, /Maximum payout per number must be a positive/],
  ['a payout of NaN', '/markets/KALYAN/limit', { maxPayout: 'NaN' }, /Maximum payout per number must be a positive/],
  ['three decimals', '/markets/KALYAN/limit', { maxPayout: '10.555' }, /Maximum payout per number must be a positive/],
  ['a stake above the payout', '/markets/KALYAN/limit', { maxPayout: '100', maxStake: '200' }, /cannot be more than/],
  ['a stake without a payout', '/markets/KALYAN/limit', { maxStake: '200' }, /Set a maximum payout/],
  ['a slot limit on a main market', '/markets/KALYAN/limit', { timing: '11:00', maxPayout: '100' }, /has no slots/],
  ['a limit on no slot', '/markets/STAR/limit', { timing: '23:00', maxPayout: '100' }, /no slot at 23:00/],
  ['a min bet of zero', '/settings/config', { min_bet: '0' }, /Minimum bet must be a whole number of rupees from 1/],
  ['a min deposit of words', '/settings/config', { min_deposit: 'lots' }, /Minimum deposit must be a whole number/],
  ['a WhatsApp number of letters', '/settings/config', { whatsapp: 'call-me' }, /WhatsApp number must be a 10-digit/],
  ['a starline flag of 2', '/settings/config', { starline_enable: '2' }, /Starline must be 1 \(on\) or 0 \(off\)/],
  ['a long home-screen text', '/settings/config', { homescreen_text: 'x'.repeat(501) }, /Home-screen text is too long/],
  ['a wagering multiple of 1000', '/settings/config', { bonus_wagering_multiple: '1000' }, /Bonus wagering multiple/],
  [
    'one bad value among good ones',
    '/settings/config',
    { min_bet: '20', call_number: '+91 98' },
    /Call number must be/,
  ],
  ['a bad config key', '/settings/config', { 'DROP TABLE': '1' }, /is not a config key/],
  ['no config at all', '/settings/config', {}, /at least one config key/],
  ['a negative rate', '/settings/rates', { single: '-1' }, /rate of single must be a number/],
  ['an unknown game rate', '/settings/rates', { roulette: '36' }, /is not a game rate/],
];

describe('hostile input to market setup', () => {
  it.each(HOSTILE)('refuses %s with a clear message and writes nothing', async (_, path, body, message) => {
    const before = await fingerprint(s.db);
    const answer = await as.owner.call('POST', path, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(String(answer.body.error)).toMatch(message);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    const before = await fingerprint(s.db);
    const response = await fetch(`${s.url}/console/api/settings/config`, {
      method: 'POST',
      headers: { cookie: as.owner.cookie, 'x-csrf-token': as.owner.csrf, 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect(response.status).toBe(400);
    expect(await fingerprint(s.db)).toEqual(before);
  });
});
