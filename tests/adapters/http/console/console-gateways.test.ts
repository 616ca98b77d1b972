import { describe, expect, it } from 'vitest';
import { createConsoleGateways, type ConsoleGateways } from '../../../../adapters/index.js';
import { failureOf, fakeConsoleForEachTest, type FakeConsoleServer } from './fake-console-server.js';

const owner = { id: 1, username: 'owner', role: 'owner', totpEnabled: false };
const session = { operator: owner, csrfToken: 'csrf-1', idleMinutes: 30, serverZone: 'Asia/Kolkata' };
const deposit = {
  id: 12,
  player: { id: 7, name: '<b>Asha</b>', mobile: '9876543210' },
  amountPaise: '9900000',
  utr: '412345678901',
  createdAt: '2026-11-20 10:15:00',
  status: 'pending',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  warnings: ['utr-seen-before', 'something-new'],
  typicalAmountPaise: 100000,
};

let server: FakeConsoleServer;
let gateways: ConsoleGateways;
fakeConsoleForEachTest((started, itsGateways) => {
  [server, gateways] = [started, itsGateways];
});

describe('the console session over HTTP', () => {
  it('signs in with JSON, keeps the CSRF token from core, and sends it on every call but GET', async () => {
    server
      .on('POST', 'sign-in', { body: session })
      .on('GET', 'counts', { body: { pendingDeposits: 1, pendingWithdrawals: 0 } });
    server.on('POST', 'deposits/12/approve', {
      body: { deposit: { ...deposit, status: 'completed', decidedBy: 'owner' } },
    });
    const answer = await gateways.session.signIn({ username: 'owner', password: 'owner-demo-1234' });
    expect(answer).toEqual({
      ok: true,
      value: { operator: { ...owner, id: '1' }, idleMinutes: 30, serverZone: 'Asia/Kolkata' },
    });
    await gateways.desks.counts();
    await gateways.desks.approveDeposit({ id: '12' });
    expect(server.requests.map((r) => [r.method, r.path, r.csrf])).toEqual([
      ['POST', '/console/api/sign-in', undefined],
      ['GET', '/console/api/counts', undefined],
      ['POST', '/console/api/deposits/12/approve', 'csrf-1'],
    ]);
    expect(server.requests[0]).toMatchObject({
      contentType: 'application/json',
      body: { username: 'owner', password: 'owner-demo-1234' },
    });
  });

  it('a refusal is the server’s status and words; TOTP is flagged', async () => {
    server.on('POST', 'sign-in', (r) =>
      (r.body as { totp?: string }).totp
        ? { status: 401, body: { error: 'Wrong code.', totpRequired: true } }
        : { status: 400, body: { error: 'Wrong username or password.' } },
    );
    expect(await gateways.session.signIn({ username: 'x', password: 'y' })).toEqual({
      ok: false,
      refusal: { status: 400, error: 'Wrong username or password.' },
    });
    expect(await gateways.session.signIn({ username: 'x', password: 'y', totp: '1' })).toEqual({
      ok: false,
      refusal: { status: 401, error: 'Wrong code.', totpRequired: true },
    });
  });

  it('forgets the CSRF token after a 401 and after signing out', async () => {
    server.on('GET', 'session', { body: session }).on('POST', 'sign-out', { status: 204 });
    server.on('POST', 'players/7/verify', { status: 401, body: { error: 'Your session has ended.' } });
    await gateways.session.session();
    expect(await gateways.players.verify({ id: '7' })).toEqual({
      ok: false,
      refusal: { status: 401, error: 'Your session has ended.' },
    });
    await gateways.players.verify({ id: '7' });
    await gateways.session.session();
    expect(await gateways.session.signOut()).toEqual({ ok: true, value: undefined });
    await gateways.players.verify({ id: '7' });
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.csrf)).toEqual([
      'csrf-1',
      undefined,
      'csrf-1',
      undefined,
    ]);
  });

  it('reads the second factor’s setup and the operator it answers', async () => {
    server.on('POST', 'me/totp/setup', { body: { secret: 'JBSWY3DP', otpauthUrl: 'otpauth://totp/x' } });
    server.on('POST', 'me/totp/enable', { body: { operator: { ...owner, totpEnabled: true } } });
    expect(await gateways.session.totpSetup()).toEqual({
      ok: true,
      value: { secret: 'JBSWY3DP', otpauthUrl: 'otpauth://totp/x' },
    });
    expect(await gateways.session.totpEnable({ code: '123456' })).toMatchObject({
      ok: true,
      value: { totpEnabled: true },
    });
    expect(server.requests[1]?.body).toEqual({ code: '123456' });
  });
});

describe('what goes wrong on the wire becomes a TransportFailure', () => {
  it.each([
    ['an HTML page', { body: '<!doctype html><p>proxy</p>' }, 'malformed'],
    [
      'a wrong shape',
      { body: { rows: [{ ...deposit, amountPaise: 1.5 }], total: 1, page: 1, pageSize: 20 } },
      'malformed',
    ],
    ['a 502 without words', { status: 502, body: '<p>Bad gateway</p>' }, 'http'],
  ] as const)('%s', async (_, reply, reason) => {
    server.on('GET', 'deposits', reply);
    expect(await failureOf(gateways.desks.deposits({ page: 1 }))).toMatchObject({ reason, call: 'deposits' });
  });

  it('an unreachable server', async () => {
    const nowhere = createConsoleGateways({ baseUrl: 'http://127.0.0.1:9', getRetries: 0, timeoutMs: 2000 });
    expect(await failureOf(nowhere.desks.counts())).toMatchObject({ reason: 'network' });
  });
});

describe('the desks, players, audit and operators over HTTP', () => {
  it('reads a deposit page: ids as strings, paise as numbers, unknown warnings dropped, nulls as missing', async () => {
    server.on('GET', 'deposits', { body: { rows: [deposit], total: 1, page: 2, pageSize: 20 } });
    const answer = await gateways.desks.deposits({ status: 'pending', page: 2 });
    expect(server.requests[0]?.query).toEqual({ status: 'pending', page: '2' });
    expect(answer.ok && answer.value.rows[0]).toEqual({
      id: '12',
      player: { id: '7', name: '<b>Asha</b>', mobile: '9876543210' },
      amountPaise: 9_900_000,
      utr: '412345678901',
      createdAt: '2026-11-20 10:15:00',
      status: 'pending',
      warnings: ['utr-seen-before'],
      typicalAmountPaise: 100_000,
    });
  });

  it('sends a desk’s search and amount range: the amounts as rupees, what is not set left out', async () => {
    server.on('GET', 'withdrawals', { body: { rows: [], total: 0, page: 1, pageSize: 25 } });
    await gateways.desks.withdrawals({ page: 1, search: 'asha', minPaise: 50_000, maxPaise: 99_950 });
    expect(server.requests[0]?.query).toEqual({ page: '1', q: 'asha', min: '500', max: '999.50' });
  });

  it('reads a duplicate UTR’s mark: the deposit it repeats, as a string, and its warning', async () => {
    server.on('GET', 'deposits', {
      body: {
        rows: [{ ...deposit, duplicateOf: 11, warnings: ['utr-duplicate', 'amount-unusual'] }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    });
    const answer = await gateways.desks.deposits({ page: 1 });
    expect(answer.ok && answer.value.rows[0]).toMatchObject({
      duplicateOf: '11',
      warnings: ['utr-duplicate', 'amount-unusual'],
    });
  });

  it('sends the reasons and the payout reference, and reads the withdrawal’s context into activity rows', async () => {
    server.on('POST', 'deposits/12/reject', {
      body: { deposit: { ...deposit, status: 'rejected', reason: 'No such UTR' } },
    });
    server.on('GET', 'withdrawals/3/context', {
      body: {
        deposits: [{ id: 12, amountPaise: 500, utr: '4123', createdAt: '2026-11-19 10:00:00', status: 'completed' }],
        bets: [
          {
            id: 5,
            at: '2026-11-19 11:00:00',
            market: 'KALYAN',
            game: 'single',
            session: 'open',
            number: '5',
            amountPaise: 100,
          },
        ],
        wins: null,
        totals: { depositedPaise: 500, stakedPaise: 100, wonPaise: 0, bets: 1 },
      },
    });
    expect(await gateways.desks.rejectDeposit({ id: '12', reason: 'No such UTR' })).toMatchObject({
      ok: true,
      value: { status: 'rejected' },
    });
    expect(server.requests[0]?.body).toEqual({ reason: 'No such UTR' });
    const context = await gateways.desks.withdrawalContext({ id: '3' });
    expect(context.ok && context.value).toEqual({
      deposits: [{ id: '12', at: '2026-11-19 10:00:00', amountPaise: 500, status: 'completed', detail: 'UTR 4123' }],
      bets: [
        {
          id: '5',
          at: '2026-11-19 11:00:00',
          amountPaise: 100,
          status: undefined,
          detail: 'KALYAN · single · open · 5',
        },
      ],
      wins: [],
      totals: { depositedPaise: 500, stakedPaise: 100, wonPaise: 0, bets: 1 },
    });
  });

  it('builds the screenshot and CSV addresses under /console/api', () => {
    expect(gateways.desks.depositImageUrl('12')).toBe(`${server.url}/console/api/deposits/12/image`);
    expect(gateways.audit.csvUrl({ operator: 'asha', from: '2026-11-01' })).toBe(
      `${server.url}/console/api/audit.csv?operator=asha&from=2026-11-01`,
    );
    expect(gateways.audit.csvUrl({})).toBe(`${server.url}/console/api/audit.csv`);
  });

  it('players: search, adjust with a signed amount, and their answers', async () => {
    const player = {
      id: 7,
      name: 'Asha',
      mobile: '9876543210',
      verified: true,
      blocked: false,
      balancePaise: 100,
      bonusPaise: 0,
      debtPaise: 0,
      createdAt: '2026-11-01 09:00:00',
    };
    server.on('GET', 'players', { body: { rows: [player], total: 1, page: 1, pageSize: 20 } });
    server.on('POST', 'players/7/adjust', { body: { player: { ...player, blockedReason: null, email: null } } });
    expect(await gateways.players.search({ q: '98765', page: 1 })).toMatchObject({
      ok: true,
      value: { rows: [{ id: '7' }] },
    });
    expect(await gateways.players.adjust({ id: '7', amount: '-250', reason: 'Duplicate' })).toMatchObject({
      ok: true,
      value: { id: '7', balancePaise: 100 },
    });
    expect(server.requests.map((r) => [r.path, r.query, r.body])).toEqual([
      ['/console/api/players', { q: '98765', page: '1' }, undefined],
      ['/console/api/players/7/adjust', {}, { amount: '-250', reason: 'Duplicate' }],
    ]);
  });

  it('players: notes (newest first), a new note, and the wallet allowance of an owner and of a cashier', async () => {
    const note = { id: 3, at: '2026-11-20 10:00:00', operator: 'meera', role: 'support', text: 'Line one\nline two' };
    server.on('GET', 'players/7/notes', { body: { rows: [note], total: 1, page: 1, pageSize: 25 } });
    server.on('POST', 'players/7/notes', { body: { note } });
    server.on('GET', 'players/wallet-allowance', {
      body: { unlimited: false, day: '2026-11-20', ceilingPaise: '100000', movedPaise: 0, leftPaise: 100000 },
    });
    expect(await gateways.players.notes({ id: '7', page: 2 })).toEqual({
      ok: true,
      value: { rows: [{ ...note, id: '3' }], total: 1, page: 1, pageSize: 25 },
    });
    expect(await gateways.players.addNote({ id: '7', text: 'Line one\nline two' })).toEqual({
      ok: true,
      value: { ...note, id: '3' },
    });
    expect(await gateways.players.walletAllowance()).toEqual({
      ok: true,
      value: { unlimited: false, day: '2026-11-20', ceilingPaise: 100_000, movedPaise: 0, leftPaise: 100_000 },
    });
    expect(server.requests.map((r) => [r.method, r.path, r.query, r.body])).toEqual([
      ['GET', '/console/api/players/7/notes', { page: '2' }, undefined],
      ['POST', '/console/api/players/7/notes', {}, { text: 'Line one\nline two' }],
      ['GET', '/console/api/players/wallet-allowance', {}, undefined],
    ]);
  });

  it('audit rows carry the before and after JSON as text; operators list and add', async () => {
    const row = {
      id: 1,
      at: '2026-11-20 12:00:00',
      operator: 'owner',
      role: 'owner',
      action: 'deposit.approve',
      target: 'deposit:12',
      before: { status: 'pending' },
      after: null,
      address: '127.0.0.1',
    };
    server.on('GET', 'audit', { body: { rows: [row], total: 1, page: 1, pageSize: 50 } });
    server.on('GET', 'operators', {
      body: { rows: [{ ...owner, disabled: false, createdAt: '2026-11-01 08:00:00', lastSignInAt: null }] },
    });
    server.on('POST', 'operators', {
      body: { operator: { id: 2, username: 'asha', role: 'cashier', totpEnabled: false } },
    });
    const audit = await gateways.audit.list({ action: 'deposit.approve', page: 1 });
    expect(audit.ok && audit.value.rows[0]).toMatchObject({ id: '1', before: '{"status":"pending"}', after: '' });
    expect(await gateways.operators.list()).toMatchObject({ ok: true, value: [{ id: '1', username: 'owner' }] });
    expect(
      await gateways.operators.add({ username: 'asha', password: 'long-enough-1', role: 'cashier' }),
    ).toMatchObject({ ok: true, value: { id: '2' } });
  });
});
