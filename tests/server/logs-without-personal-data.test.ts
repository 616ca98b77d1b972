// A hostile session against real server processes whose writes the database refuses (a
// constraint that fails every deposit, bank detail, sign-up, password change, verified OTP
// and session of the players below, as a broken migration would): each call
// fails and is logged, and the log (the processes' stdout and stderr) carries none of what
// the players sent or what stands for it: no screenshot, bank detail, UTR, password or its
// hash, OTP or its hash, session token or its hash, and no full mobile.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword, sha256 } from '../../server/services/platform/passwords.js';
import { startProcesses, type ServerProcesses } from './server-processes.js';

// A 1×1 PNG, as the app sends a payment screenshot.
const SCREENSHOT_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SCREENSHOT = `data:image/png;base64,${SCREENSHOT_BASE64}`;
const UTR = 'UTR77310429LEAK';
const BANK = { acno: '501009876543', name: 'Kavita Deshmukh', ifsc: 'HDFC0004821' };

/** Pays and changes her password: her deposits, bank details and password changes are refused. */
const KAVITA = { mobile: '9811100001', password: 'Kesar#Mango-4471', newPassword: 'Chai#Tapri-9902' };
const KAVITA_TOKEN = sha256('kavita-session').slice(0, 64);
/** Signs up: her sign-up is refused. */
const RAMESH = { mobile: '9811100002', password: 'Vada#Pav-6613', name: 'Ramesh Kulkarni' };
/** Verifies a sign-up OTP: the verification is refused. */
const SUNITA = { mobile: '9811100003', name: 'Sunita Patil' };
/** Logs in: her new session is refused. */
const ANJALI = { mobile: '9811100004', password: 'Masala#Dosa-3390' };

let kavitaHash = '';
let anjaliId = 0;

async function seed(db: Database): Promise<void> {
  kavitaHash = await hashPassword(KAVITA.password);
  const [kavita] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash, verified) values ($1, 'Kavita', $2, true) returning id`,
    [KAVITA.mobile, kavitaHash],
  );
  await db.query('insert into wallets (user_id, balance) values ($1, 100000)', [kavita!.id]);
  await db.query(
    `insert into ledger (user_id, kind, amount, before_total, after_total, remark) values ($1, 'deposit', 100000, 0, 100000, 'Seed')`,
    [kavita!.id],
  );
  await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2099-01-01')`, [
    sha256(KAVITA_TOKEN),
    kavita!.id,
  ]);
  const [anjali] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash, verified) values ($1, 'Anjali', $2, true) returning id`,
    [ANJALI.mobile, await hashPassword(ANJALI.password)],
  );
  await db.query('insert into wallets (user_id) values ($1)', [anjali!.id]);
  anjaliId = Number(anjali!.id);
  // Writes the database refuses from now on (rows already there stay valid).
  await db.exec(`
    alter table deposits add constraint probe_deposit check (false) not valid;
    alter table bank_details add constraint probe_bank check (false) not valid;
    -- PostgreSQL's own words quote the value a cast refuses: 'invalid input syntax for type integer: "Ramesh Kulkarni"'.
    alter table users add constraint probe_signup check (mobile <> '${RAMESH.mobile}' or name::int > 0) not valid;
    alter table users add constraint probe_password check (mobile <> '${KAVITA.mobile}' or password_hash = '${kavitaHash}') not valid;
    alter table otps add constraint probe_otp check (mobile <> '${SUNITA.mobile}' or not verified) not valid;
    alter table api_tokens add constraint probe_session check (user_id <> ${anjaliId}) not valid;
  `);
}

/** The SMS provider: every OTP it is asked to send, by mobile. */
const sent = new Map<string, string>();
let provider: Server;
let p: ServerProcesses;

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { to, text } = JSON.parse(body) as { to: string; text: string };
      sent.set(to, text);
      response.end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  p = await startProcesses(seed, {
    SMS_SENDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
    SMS_HTTP_TEMPLATE: '{"to":"{mobile}","text":"{code}"}',
  });
}, 120_000);
afterAll(async () => {
  await p?.stop();
  p?.remove();
  provider?.close();
});

let calls = 0;
async function api(name: string, payload: Record<string, unknown>) {
  const response = await fetch(`${p.url(calls++)}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('logs a failed query by its statement and error, never by what it carried', async () => {
  const session = KAVITA_TOKEN;
  const failed = { success: false };
  const deposit = { amount: '500', transaction_id: UTR, image: SCREENSHOT, session };
  expect(await api('create-payment-request', deposit)).toMatchObject({ status: 500, body: failed });
  expect(await api('withdraw-details-update', { ...BANK, session })).toMatchObject({ status: 500, body: failed });
  const passwordChange = { current_password: KAVITA.password, password: KAVITA.newPassword, session };
  expect(await api('updatePassword', passwordChange)).toMatchObject({ status: 500, body: failed });

  expect((await api('sendOTP', { mobile: SUNITA.mobile, name: SUNITA.name, type: 'signup' })).status).toBe(200);
  const sunitaOtp = sent.get(SUNITA.mobile)!;
  expect(sunitaOtp).toMatch(/^\d{4}$/);
  expect(await api('verifyOTP', { mobile: SUNITA.mobile, otp: sunitaOtp, type: 'signup' })).toMatchObject({
    status: 500,
    body: failed,
  });

  expect((await api('sendOTP', { mobile: RAMESH.mobile, name: RAMESH.name, type: 'signup' })).status).toBe(200);
  const rameshOtp = sent.get(RAMESH.mobile)!;
  expect(await api('verifyOTP', { mobile: RAMESH.mobile, otp: rameshOtp, type: 'signup' })).toMatchObject({
    status: 200,
  });
  const signUp = { mobile: RAMESH.mobile, password: RAMESH.password, name: RAMESH.name, otp: rameshOtp, adult: true };
  expect(await api('register', signUp)).toMatchObject({ status: 500, body: failed });

  expect(await api('login', { mobile: ANJALI.mobile, password: ANJALI.password })).toMatchObject({
    status: 500,
    body: failed,
  });

  const log = p.output();
  // Each refusal is in the log, by the constraint that refused it, or PostgreSQL's words.
  for (const constraint of ['probe_deposit', 'probe_bank', 'probe_password', 'probe_otp', 'probe_session'])
    expect(log).toContain(constraint);
  expect(log).toContain('invalid input syntax for type integer');

  const secrets: Record<string, string> = {
    screenshot: SCREENSHOT_BASE64.slice(0, 24),
    'screenshot data URL': 'data:image/png',
    UTR,
    'account number': BANK.acno,
    'account holder': BANK.name,
    IFSC: BANK.ifsc,
    'Kavita’s password': KAVITA.password,
    'Kavita’s new password': KAVITA.newPassword,
    'Ramesh’s password': RAMESH.password,
    'Ramesh’s name': RAMESH.name,
    'Anjali’s password': ANJALI.password,
    'Kavita’s session token': KAVITA_TOKEN,
    'a password hash': 'scrypt$',
    ...Object.fromEntries([KAVITA, RAMESH, SUNITA, ANJALI].map((player) => [`mobile ${player.mobile}`, player.mobile])),
  };
  // An OTP as a request or a parameter carries it (a four-digit number alone is any line number).
  for (const otp of [sunitaOtp, rameshOtp])
    for (const written of [`"${otp}"`, `'${otp}'`, `=${otp}`, `: ${otp}`, `(${otp}`])
      secrets[`the OTP as ${written}`] = written;
  const leaked = Object.entries(secrets)
    .filter(([, value]) => log.includes(value))
    .map(([what]) => what);
  // A hash or a token (sha256 hex: a session's, an OTP's, a password reset's) of any kind.
  if (/[0-9a-f]{64}/.test(log)) leaked.push('a sha256 hash');
  expect(leaked).toEqual([]);
  // What failed is still there to read: the statement.
  expect(log).toMatch(/statement: insert into deposits \(user_id, amount, utr, created_at\) values \(\$1/);
}, 120_000);
