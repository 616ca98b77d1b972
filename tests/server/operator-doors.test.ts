// One set of rules for the two doors of operator actions: the bearer-token
// API (/operator, OPERATOR_TOKEN) and the console (/console/api, sessions with roles). The same
// hostile input gets the same answer (status and words) at both, nothing is written when it is
// refused, and what is done is audited with the same fields whichever door it came through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/index.js';
import { signIn, addOperator, type Answer, type ConsoleClient } from './console-client.js';
import {
  auditRows,
  fingerprint,
  lastAudit,
  pendingDeposit,
  pendingWithdrawal,
  playerWithBank,
  type AuditRecord,
} from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let owner: ConsoleClient;
/** The server's time of day and day as markets read them (whatever zone that is): the markets are set around it. */
let now: number;
let today: string;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

beforeAll(async () => {
  s = await startServer(); // 10:00 on 2026-11-20
  now = s.services.markets.nowMinutes();
  today = s.services.markets.today();
  await addOperator(s, 'doors', 'owner');
  owner = await signIn(s.url, 'doors');
  // Drawn already (no early flag needed)...
  for (const market of ['PAST A', 'PAST B', 'CLASH', 'SAME', 'FIX A', 'FIX B', 'DAY'])
    expect(
      (await s.operator('POST', '/markets', { market, open_time: hhmm(now - 60), close_time: hhmm(now - 30) })).status,
    ).toBe(200);
  // ...and still to come.
  for (const market of ['SOON A', 'SOON B'])
    expect(
      (await s.operator('POST', '/markets', { market, open_time: hhmm(now + 120), close_time: hhmm(now + 240) }))
        .status,
    ).toBe(200);
}, 60_000);
afterAll(() => s.close());

/** What a caller reads of an answer: its status and its refusal's words. */
const read = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  error: answer.body.error,
});
const bearer = (method: string, path: string, body?: unknown) => s.operator(method, path, body);
const desk = (method: string, path: string, body?: unknown): Promise<Answer> => owner.call(method, path, body);

/** An audit row as a door-blind record: who did it and from where left out, and the names given. */
function doorBlind(row: AuditRecord, names: Record<string, string> = {}) {
  let text = JSON.stringify({ action: row.action, target: row.target, before: row.before, after: row.after });
  for (const [from, to] of Object.entries(names)) text = text.split(from).join(to);
  return JSON.parse(text) as unknown;
}
const auditCount = async () => (await auditRows(s.db)).length;

/** A call at one door: its method, path and body. */
type DoorCall = [method: string, path: string, body: unknown];

/** The same request through both doors: the same answer, and nothing written. */
async function sameRefusal(
  through: { bearer: DoorCall; desk: DoorCall },
  expected: { status: number; error?: string | RegExp },
) {
  const before = await fingerprint(s.db);
  const viaBearer = read(await bearer(...through.bearer));
  const viaDesk = read(await desk(...through.desk));
  expect(viaBearer, `bearer ${through.bearer[1]} ${JSON.stringify(through.bearer[2])?.slice(0, 80)}`).toEqual(viaDesk);
  expect(viaDesk.status).toBe(expected.status);
  if (expected.error instanceof RegExp) expect(String(viaDesk.error)).toMatch(expected.error);
  else if (expected.error !== undefined) expect(viaDesk.error).toBe(expected.error);
  expect(await fingerprint(s.db)).toEqual(before);
}

/** Declaring `pana` for `market`'s open session at each door: the desk's call also confirms the pana. */
const declaringOpen = (
  market: string,
  pana: string,
  extra: Record<string, unknown> = {},
): { bearer: DoorCall; desk: DoorCall } => ({
  bearer: ['POST', '/results', { market, session: 'open', pana, ...extra }],
  desk: ['POST', '/results/declare', { market, session: 'open', pana, confirm: pana, ...extra }],
});

/** A call both doors take as it is (the same method, path and body): the same refusal at each. */
const sameRefusalOf = (call: DoorCall, expected: { status: number; error?: string | RegExp }) =>
  sameRefusal({ bearer: call, desk: call }, expected);

describe('declaring before the draw', () => {
  it('is refused at both doors without early: true, with the same words, and nothing is settled', async () => {
    const player = await s.player('9810000001', 100);
    expect((await s.bet(player.token, 'SOON A', [['1', 10, 'OPEN']])).body.success).toBe(true);
    const words = `It is ${hhmm(now)}; SOON A opens at ${hhmm(now + 120)}: the draw has not happened. Declaring now settles bets placed before the draw; to do it anyway, declare with early: true. A result drawn on an earlier day is declared for that day: send its day (day: "YYYY-MM-DD").`;
    await sameRefusal(declaringOpen('SOON A', '128'), { status: 400, error: words });
    for (const early of ['yes', 1, 'true', {}])
      await sameRefusal(declaringOpen('SOON A', '128', { early }), {
        status: 400,
        error: 'early must be true or false.',
      });
    expect((await s.money(player.mobile)).balance).toBe(10_000 - 1000);
  });

  it('with early: true, declares at both doors and audits each as early, the same row', async () => {
    const viaBearer = await bearer('POST', '/results', { market: 'SOON A', session: 'open', pana: '128', early: true });
    expect(viaBearer.status).toBe(200);
    const bearerRow = await lastAudit(s.db);
    expect(bearerRow).toMatchObject({ operator: 'api-token', role: 'owner', action: 'result.declare' });
    expect(bearerRow.after).toMatchObject({ openPana: '128', early: true });

    const viaDesk = await desk('POST', '/results/declare', {
      market: 'SOON B',
      session: 'open',
      pana: '128',
      confirm: '128',
      early: true,
    });
    expect(viaDesk.status).toBe(200);
    const deskRow = await lastAudit(s.db);
    expect(deskRow).toMatchObject({ operator: 'doors', action: 'result.declare' });
    // SOON A had one bet (settled: 1), SOON B none.
    expect(doorBlind(bearerRow, { 'SOON A': 'SOON' })).toEqual(
      doorBlind({ ...deskRow, after: { ...(deskRow.after as object), settled: 1 } }, { 'SOON B': 'SOON' }),
    );
    // The same answer too, but for what each settled.
    expect({ ...viaBearer.body, message: '', settled: 0 }).toEqual({ ...viaDesk.body, message: '', settled: 0 });
  });

  it('a declaration for a day to come is refused at both doors, with the same words', async () => {
    const tomorrow = addDays(today, 1);
    await sameRefusal(declaringOpen('DAY', '128', { day: tomorrow }), {
      status: 400,
      error: `${tomorrow} is still to come (DAY is in its day of ${today}): a result is declared once its draw has happened.`,
    });
  });
});

describe('a declaration or correction that changes nothing', () => {
  it('writes no audit row, at either door', async () => {
    expect((await bearer('POST', '/results', { market: 'SAME', session: 'open', pana: '128' })).status).toBe(200);
    const count = await auditCount();
    const again = await bearer('POST', '/results', { market: 'SAME', session: 'open', pana: '128' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, settled: 0 });
    const deskAgain = await desk('POST', '/results/declare', {
      market: 'SAME',
      session: 'open',
      pana: '128',
      confirm: '128',
    });
    expect(read(deskAgain)).toEqual(read(again));
    expect(await auditCount()).toBe(count);
  });

  it('a correction to the value already declared is refused at both doors, with nothing written', async () => {
    await sameRefusal(
      {
        bearer: ['PUT', '/results', { market: 'SAME', session: 'open', pana: '128' }],
        desk: ['POST', '/results/correct', { market: 'SAME', session: 'open', pana: '128', confirm: '128' }],
      },
      { status: 400, error: 'SAME already has 128: there is nothing to correct.' },
    );
  });
});

describe('the same clash, the same status', () => {
  it('a different value for a declared session: 409 at both doors', async () => {
    expect((await bearer('POST', '/results', { market: 'CLASH', session: 'open', pana: '128' })).status).toBe(200);
    await sameRefusal(declaringOpen('CLASH', '137'), { status: 409, error: /CLASH already has open_pana 128/ });
  });

  it('a deposit or withdrawal decided already: 409 at both doors; one that does not exist: 404', async () => {
    const player = await playerWithBank(s, '9810000002', 2000);
    const deposit = await pendingDeposit(s, player.token, '500', 'UTR98100001');
    expect((await bearer('POST', `/deposits/${deposit}/approve`)).status).toBe(200);
    await sameRefusalOf(['POST', `/deposits/${deposit}/approve`, {}], {
      status: 409,
      error: `#${deposit} was already completed by api-token.`,
    });
    await sameRefusalOf(['POST', `/deposits/${deposit}/reject`, { reason: 'Late' }], { status: 409 });
    const withdrawal = await pendingWithdrawal(s, player.token, '600');
    expect((await desk('POST', `/withdrawals/${withdrawal}/reject`, { reason: 'Bank closed' })).status).toBe(200);
    await sameRefusalOf(['POST', `/withdrawals/${withdrawal}/approve`, { payoutReference: 'NEFT1' }], { status: 409 });
    await sameRefusalOf(['POST', '/deposits/999999/approve', {}], { status: 404 });
  });

  it('a market of another kind under a taken name: 409 at both doors; an unknown market declared: 404', async () => {
    await sameRefusalOf(['POST', '/markets', { market: 'CLASH', kind: 'jackpot', close_time: '19:00' }], {
      status: 409,
    });
    await sameRefusal(declaringOpen('NOWHERE', '128'), { status: 404, error: 'There is no market called NOWHERE.' });
  });
});

describe('the same hostile input, the same refusal', () => {
  it('content pages: the same size limit, the same words, the same 404 for another page', async () => {
    for (const html of ['x'.repeat(150_000), 'x'.repeat(100_001), 5, null, ['a']])
      await sameRefusal(
        {
          bearer: ['PUT', '/content', { key: 'game_rules', html }],
          desk: ['POST', '/content/game_rules', { html }],
        },
        { status: 400 },
      );
    await sameRefusal(
      {
        bearer: ['PUT', '/content', { key: 'terms', html: '<p>x</p>' }],
        desk: ['POST', '/content/terms', { html: '<p>x</p>' }],
      },
      { status: 404 },
    );
  });

  it('results: market, session, value and day refused alike', async () => {
    const cases: Record<string, unknown>[] = [
      { market: '', session: 'open', pana: '128' },
      { market: 'x'.repeat(61), session: 'open', pana: '128' },
      { market: 'PAST A', session: 'middle', pana: '128' },
      { market: 'PAST A', pana: '128' },
      { market: 'PAST A', session: 'open', pana: '321' },
      { market: 'PAST A', session: 'open', pana: '12' },
      { market: 'PAST A', session: 'open', pana: ['128'] },
      { market: 'PAST A', session: 'close', pana: '128' },
      { market: 'PAST A', session: 'open', pana: '128', day: 'yesterday' },
    ];
    for (const fields of cases) {
      const confirm = typeof fields.pana === 'string' ? fields.pana : '';
      await sameRefusal(
        { bearer: ['POST', '/results', fields], desk: ['POST', '/results/declare', { ...fields, confirm }] },
        { status: 400 },
      );
      await sameRefusal(
        { bearer: ['PUT', '/results', fields], desk: ['POST', '/results/correct', { ...fields, confirm }] },
        { status: 400 },
      );
    }
  });

  it('deciding a request: the same reason and payout reference rules', async () => {
    const player = await playerWithBank(s, '9810000003', 2000);
    const deposit = await pendingDeposit(s, player.token, '300', 'UTR98100002');
    for (const reason of [undefined, '', '   ', 'x'.repeat(201), 'a\u0001b', 5])
      await sameRefusalOf(['POST', `/deposits/${deposit}/reject`, { reason }], { status: 400 });
    const withdrawal = await pendingWithdrawal(s, player.token, '700');
    for (const payoutReference of [undefined, '', 'x'.repeat(101)])
      await sameRefusalOf(['POST', `/withdrawals/${withdrawal}/approve`, { payoutReference }], { status: 400 });
    for (const id of ['abc', '-1', '1.5'])
      await sameRefusalOf(['POST', `/deposits/${id}/approve`, {}], { status: 400 });
  });

  it('bonuses and notifications: the same amount and text rules', async () => {
    const player = await playerWithBank(s, '9810000004', 0);
    for (const amount of [undefined, '', '0', '-5', '0.001', 'NaN', '1e9', '100000001', [], {}])
      await sameRefusal(
        {
          bearer: ['POST', '/bonus', { mobile: player.mobile, amount }],
          desk: ['POST', `/players/${player.id}/bonus`, { amount }],
        },
        { status: 400 },
      );
    await sameRefusal(
      {
        bearer: ['POST', '/bonus', { mobile: player.mobile, amount: '10', reason: 'x'.repeat(201) }],
        desk: ['POST', `/players/${player.id}/bonus`, { amount: '10', reason: 'x'.repeat(201) }],
      },
      { status: 400 },
    );
    for (const fields of [
      { title: '  ', notification: 'Hello' },
      { title: 'x'.repeat(121), notification: 'Hello' },
      { title: 'Hi', notification: 'x'.repeat(2001) },
      { title: 'Hi', notification: '' },
      { title: 'Hi\u0007', notification: 'Hello' },
      { title: 'Hi', notification: 'Hello', mobile: '12345' },
    ])
      await sameRefusalOf(['POST', '/notifications', fields], { status: 400 });
    await sameRefusalOf(['POST', '/notifications', { title: 'Hi', notification: 'Hello', mobile: '9899999999' }], {
      status: 404,
    });
  });

  it('config, rates, markets and slots: the same checks', async () => {
    const pairs: [string, string, string, unknown][] = [
      ['PUT', '/config', '/settings/config', { min_bet: '0' }],
      ['PUT', '/config', '/settings/config', { 'Bad Key': '1' }],
      ['PUT', '/config', '/settings/config', {}],
      ['PUT', '/rates', '/settings/rates', { single: '9.5555' }],
      ['PUT', '/rates', '/settings/rates', { bogus: '1' }],
      ['POST', '/markets', '/markets', { market: '<b>', open_time: '10:00', close_time: '11:00' }],
      ['POST', '/markets', '/markets', { market: 'NEWMAIN', open_time: '13:00', close_time: '11:00' }],
    ];
    for (const [method, path, deskPath, fields] of pairs)
      await sameRefusal({ bearer: [method, path, fields], desk: ['POST', deskPath, fields] }, { status: 400 });
    for (const timings of [[], ['25:00'], 'x'])
      await sameRefusal(
        {
          bearer: ['POST', '/starline', { market: 'STAR DOOR', timings }],
          desk: ['POST', '/markets/STAR DOOR/slots', { timings }],
        },
        { status: 400 },
      );
  });
});

describe('the same audit row, whichever door', () => {
  it('a correction', async () => {
    expect((await bearer('POST', '/results', { market: 'FIX A', session: 'open', pana: '128' })).status).toBe(200);
    expect((await bearer('POST', '/results', { market: 'FIX B', session: 'open', pana: '128' })).status).toBe(200);
    expect((await bearer('PUT', '/results', { market: 'FIX A', session: 'open', pana: '137' })).status).toBe(200);
    const bearerRow = await lastAudit(s.db);
    expect(
      (await desk('POST', '/results/correct', { market: 'FIX B', session: 'open', pana: '137', confirm: '137' }))
        .status,
    ).toBe(200);
    const deskRow = await lastAudit(s.db);
    expect(bearerRow).toMatchObject({ operator: 'api-token', action: 'result.correct' });
    expect(doorBlind(bearerRow, { 'FIX A': 'FIX' })).toEqual(doorBlind(deskRow, { 'FIX B': 'FIX' }));
    expect(bearerRow.before).toMatchObject({ openPana: '128' });
    expect(bearerRow.after).toMatchObject({ openPana: '137', reversed: 0, settled: 0 });
  });

  it('a declaration after the draw (no early mark at either door)', async () => {
    expect((await bearer('POST', '/results', { market: 'PAST A', session: 'open', pana: '370' })).status).toBe(200);
    const bearerRow = await lastAudit(s.db);
    const declared = await desk('POST', '/results/declare', {
      market: 'PAST B',
      session: 'open',
      pana: '370',
      confirm: '370',
    });
    expect(declared.status).toBe(200);
    const deskRow = await lastAudit(s.db);
    expect(bearerRow.after).not.toHaveProperty('early');
    expect(doorBlind(bearerRow, { 'PAST A': 'PAST' })).toEqual(doorBlind(deskRow, { 'PAST B': 'PAST' }));
  });

  it('a bonus, a notification and a content page', async () => {
    const first = await playerWithBank(s, '9810000005', 0);
    const second = await playerWithBank(s, '9810000006', 0);
    const given = await bearer('POST', '/bonus', { mobile: first.mobile, amount: '25', reason: 'Diwali' });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ success: true });
    const bearerBonus = await lastAudit(s.db);
    expect((await desk('POST', `/players/${second.id}/bonus`, { amount: '25', reason: 'Diwali' })).status).toBe(200);
    const deskBonus = await lastAudit(s.db);
    expect(bearerBonus).toMatchObject({ operator: 'api-token', action: 'player.bonus', player_id: first.id });
    expect(doorBlind(bearerBonus, { [first.mobile]: 'M' })).toEqual(doorBlind(deskBonus, { [second.mobile]: 'M' }));
    // The same ledger row: a bonus with its reason.
    const remarks = await s.db.query<{ remark: string }>(
      `select remark from ledger where kind = 'bonus' and user_id = any($1::bigint[]) order by id`,
      [[first.id, second.id]],
    );
    expect(remarks.map((r) => r.remark)).toEqual(['Bonus: Diwali', 'Bonus: Diwali']);

    expect((await bearer('POST', '/notifications', { title: 'Hi', notification: 'Hello' })).status).toBe(200);
    const bearerNote = await lastAudit(s.db);
    expect((await desk('POST', '/notifications', { title: 'Hi', notification: 'Hello' })).status).toBe(200);
    const deskNote = await lastAudit(s.db);
    const withoutId = (row: AuditRecord) => ({ ...row, after: { ...(row.after as object), id: 0 } });
    expect(bearerNote).toMatchObject({ operator: 'api-token', action: 'notification.send', target: 'players:all' });
    expect(doorBlind(withoutId(bearerNote))).toEqual(doorBlind(withoutId(deskNote)));
    const sent = await s.db.query<{ created_at: Date | null }>('select created_at from notifications order by id');
    expect(sent.every((row) => row.created_at !== null)).toBe(true);

    expect((await bearer('PUT', '/content', { key: 'videos', html: '<p>One</p>' })).status).toBe(200);
    const bearerPage = await lastAudit(s.db);
    expect((await desk('POST', '/content/videos', { html: '<p>Two</p>' })).status).toBe(200);
    const deskPage = await lastAudit(s.db);
    expect(bearerPage).toMatchObject({
      operator: 'api-token',
      action: 'content.set',
      target: 'content:videos',
      before: null,
      after: { html: '<p>One</p>' },
    });
    expect(deskPage).toMatchObject({ before: { html: '<p>One</p>' }, after: { html: '<p>Two</p>' } });
  });
});
