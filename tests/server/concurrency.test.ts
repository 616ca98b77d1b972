// The races and abuse of issue "Production", run against real server processes: two
// sharing one PostgreSQL (npm run test:postgres), or one on PGlite. Requests alternate
// between the processes; the store is checked afterwards.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { sha256 } from '../../server/services/platform/passwords.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import type { ServerProcesses } from './server-processes.js';
import { processesForFile, seedPlayer, tokenOf } from './seeded-store.js';

const DAY = '2026-11-20';
const PASSWORD = 'secret1';
let p: ServerProcesses;

/** Players seeded straight into the store: a deposit with its ledger row, and a token. */
const PLAYERS = {
  x: '9300000001',
  y: '9300000002',
  bettor: '9300000003',
  victim: '9300000004',
  forgetful: '9300000005',
} as const;

async function seed(db: Database): Promise<void> {
  await db.query(`insert into markets (name, kind, open_time, close_time) values ('RACE', 'main', '15:45', '17:45')`);
  const hash = await hashPassword(PASSWORD);
  for (const mobile of Object.values(PLAYERS)) {
    await seedPlayer(db, mobile, { name: 'Racer', passwordHash: hash, paise: 100_000 });
  }
  // Codes waiting to be checked: a sign-up and a forgotten password.
  const otp = (mobile: string, purpose: string, code: string) =>
    db.query(
      `insert into otps (mobile, purpose, code_hash, expires_at, sent_at) values ($1, $2, $3, '2026-11-20T10:05:00', '2026-11-20T09:59:00')`,
      [mobile, purpose, sha256(`${mobile}:${code}`)],
    );
  await otp('9300000100', 'signup', '1234');
  await otp(PLAYERS.forgetful, 'forgot', '4321');
}

// A first login wait of 30 s: no burst outlasts it, so the count of checked tries is exact.
processesForFile(seed, { CLOCK_START: `${DAY}T10:00:00`, LOGIN_FIRST_DELAY_S: '30' }, (started) => {
  p = started;
});

async function call(i: number, path: string, body: Record<string, unknown>, form = false) {
  const response = await fetch(p.url(i) + path, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const burst = (count: number, make: (i: number) => Promise<{ status: number; body: Record<string, unknown> }>) =>
  Promise.all(Array.from({ length: count }, (_, i) => make(i)));
const countOf = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

describe('limits under parallel requests', () => {
  it('sends one OTP for 50 parallel sendOTP to one mobile (the 60 s resend lock)', async () => {
    const answers = await burst(50, (i) =>
      call(i, '/api/sendOTP', { mobile: '9300000200', name: 'Ravi', type: 'signup' }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(countOf(answers, (a) => a.body.success === true)).toBe(1);
    expect(countOf(answers, (a) => /Please wait for \d+ seconds/.test(String(a.body.message)))).toBe(49);
  });

  it('checks 5 of 201 parallel wrong OTPs, then refuses even the right one', async () => {
    const answers = await burst(201, (i) =>
      call(i, '/api/verifyOTP', { mobile: '9300000100', otp: '0000', type: 'signup' }),
    );
    expect(answers.every((a) => a.status === 200 && a.body.success === false)).toBe(true);
    expect(countOf(answers, (a) => a.body.message === 'Wrong OTP.')).toBe(5);
    expect(
      (await call(0, '/api/verifyOTP', { mobile: '9300000100', otp: '1234', type: 'signup' })).body.message,
    ).toMatch(/Too many wrong tries/);
  });

  it('uses one forgot-password OTP once among 10 parallel resets', async () => {
    const answers = await burst(10, (i) =>
      call(i, '/api/verifyForgotOTP', { mobile: PLAYERS.forgetful, otp: '4321', password: `newpass${i}` }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(countOf(answers, (a) => a.body.success === true)).toBe(1);
  });

  it('answers 30 parallel place-bets with one request id with one stored answer, and stakes once', async () => {
    const slip = {
      session: tokenOf(PLAYERS.bettor),
      number: '5',
      amount: '10',
      types: 'OPEN',
      market: 'RACE',
      specialGame: '',
      request_id: 'one-slip',
    };
    const answers = await burst(30, (i) => call(i, '/api/place-bet', slip));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    for (const answer of answers)
      expect(answer.body).toEqual({ success: true, message: 'Bid placed successfully', wallet: '990' });
  });

  it('carries 40 crossed transfers X→Y and Y→X without a deadlock or an error', async () => {
    const answers = await burst(40, (i) => {
      const [from, to] = i % 2 === 0 ? [PLAYERS.x, PLAYERS.y] : [PLAYERS.y, PLAYERS.x];
      return call(i, '/api2/transfer', { session: tokenOf(from), mobile: from, user: to, amount: '10' }, true);
    });
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect(countOf(answers, (a) => a.body.success === '1')).toBe(40);
  });

  it('checks 6 of 200 parallel wrong passwords, and then the right one waits too', async () => {
    const answers = await burst(200, (i) => call(i, '/api/login', { mobile: PLAYERS.victim, password: 'wrong-guess' }));
    expect(answers.every((a) => a.status === 200 && a.body.success === false)).toBe(true);
    const checked = countOf(answers, (a) => a.body.message === 'Wrong mobile number or password.');
    // Five free tries, and a sixth that starts the first wait.
    expect(checked).toBe(6);
    expect(
      countOf(answers, (a) =>
        /Too many login attempts\. Try again in \d+ (seconds?|minutes)\./.test(String(a.body.message)),
      ),
    ).toBe(200 - checked);
    const right = await call(1, '/api/login', { mobile: PLAYERS.victim, password: PASSWORD });
    expect(right.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many login attempts/) });
  });

  it('accepts at most 20 sendOTP an hour from one address, whatever the mobiles', async () => {
    const answers = await burst(300, (i) =>
      call(i, '/api/sendOTP', { mobile: String(9_310_000_000 + i), name: 'Bulk', type: 'signup' }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const sent = countOf(answers, (a) => a.body.success === true);
    // One OTP of this address went out in the first test.
    expect(sent).toBe(19);
    expect(
      countOf(answers, (a) =>
        /Too many OTP requests from your network\. Try again in \d+ minutes\./.test(String(a.body.message)),
      ),
    ).toBe(300 - sent);
  });
});

describe('the store afterwards', () => {
  it('keeps every wallet equal to its ledger, every bet with its stake row, nothing negative', async () => {
    await p.stop();
    const facts = await p.inspect(async (db) => ({
      mismatched: await db.query(
        `select u.mobile from users u join wallets w on w.user_id = u.id
         where w.balance + w.bonus <> coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = u.id), 0)`,
      ),
      unstaked: await db.query(
        `select b.id from bets b where not exists (select 1 from ledger l where l.bet_id = b.id and l.kind = 'bet')`,
      ),
      negative: await db.query('select user_id from wallets where balance < 0 or bonus < 0 or debt < 0'),
      slipBets: (await db.query<{ n: number }>(`select count(*)::int as n from bets where request_id = 'one-slip'`))[0]!
        .n,
      crossed: await db.query<{ mobile: string; balance: number }>(
        `select u.mobile, w.balance from users u join wallets w on w.user_id = u.id where u.mobile in ($1, $2) order by u.mobile`,
        [PLAYERS.x, PLAYERS.y],
      ),
    }));
    expect(facts).toEqual({
      mismatched: [],
      unstaked: [],
      negative: [],
      slipBets: 1,
      // 20 transfers each way of ₹10: both end where they began.
      crossed: [
        { mobile: PLAYERS.x, balance: 100000 },
        { mobile: PLAYERS.y, balance: 100000 },
      ],
    });
  });
});
