// Live results and balance with two server processes on one PostgreSQL: a player's
// home is open in a browser on one process; the operator declares a result and approves a
// deposit through the other; the card and the header change without a reload. This spec
// starts its own processes on free ports over the PostgreSQL of DATABASE_URL (npm run
// test:e2e runs under scripts/with-postgres.sh).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { indianRupees } from '../../core/index.js';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { PROCESS_OPERATOR_TOKEN, startProcesses, type ServerProcesses } from '../server/server-processes.js';
import { PNG } from '../server/server-harness.js';
import { saveScreenshot } from './screenshot.js';
import { freePort } from './free-port.js';
import { clockStartingAt, openContext, SUITE_CLOCK_START, type SuiteClock } from './suite-clock.js';
import { logIn, openPhone } from './sign-in.js';

test.describe.configure({ mode: 'serial' });
test.skip(
  !process.env.DATABASE_URL,
  'needs PostgreSQL: run under bash scripts/with-postgres.sh (npm run test:e2e does)',
);

const MARKET = 'LIVE BAZAR';
/** A market whose result is declared while a fresh home's stream is held back. */
const LATE_MARKET = 'LATE BAZAR';
const MOBILE = '9220000001';
const PASSWORD = 'secret12';
let processes: ServerProcesses;
let processesClock: SuiteClock;
let context: BrowserContext;
let page: Page;

async function seed(db: Database): Promise<void> {
  await db.query(
    `insert into markets (name, kind, open_time, close_time) values ($1, 'main', '15:45', '17:45'), ($2, 'main', '16:00', '18:00')`,
    [MARKET, LATE_MARKET],
  );
  const [user] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ($1, 'Live Player', $2) returning id`,
    [MOBILE, await hashPassword(PASSWORD)],
  );
  await db.query('insert into wallets (user_id, balance) values ($1, 100000)', [user!.id]);
}

/** A call to process `i`: the player's JSON API (with a token) or the operator's. */
async function call(i: number, path: string, body: Record<string, unknown>, operator = false) {
  const response = await fetch(`${processes.urls[i]}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(operator ? { authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  processesClock = clockStartingAt(SUITE_CLOCK_START);
  processes = await startProcesses(seed, { CLOCK_START: SUITE_CLOCK_START }, [await freePort(), await freePort()]);
  context = await openPhone(browser, {}, processesClock);
  page = await context.newPage();
  await logIn(page, MOBILE, PASSWORD, processes.urls[0]);
});
test.afterAll(async () => {
  await context?.close();
  await processes?.stop();
});

test('a result declared through the operator API on another process shows on the open home within 2 s', async () => {
  const card = page.getByRole('button', { name: new RegExp(`^${MARKET} `) });
  await expect(card).toContainText('***-**-***');
  // The player's bet, placed through the second process: OPEN single 1, which ank 1 wins.
  const login = await call(1, '/api/login', {
    mobile: MOBILE,
    password: PASSWORD,
    deviceid: 'web',
    device_info: 'web',
  });
  const session = login.api_token as string;
  const placed = await call(1, '/api/place-bet', {
    session,
    number: '1',
    amount: '10',
    types: 'OPEN',
    market: MARKET,
    specialGame: '',
  });
  expect(placed).toMatchObject({ success: true, wallet: '990' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Add Fund: ₹990.00' })).toBeVisible({
    timeout: 2000,
  });
  await saveScreenshot(page, 'live-home-before-result');

  const declaredAt = Date.now();
  const declared = await fetch(`${processes.urls[1]}/operator/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}` },
    body: JSON.stringify({ market: MARKET, session: 'open', pana: '128', early: true }),
  });
  expect(declared.status).toBe(200);
  // The bound: on screen within 2 s of the operator's answer, with no reload.
  await expect(card).toContainText('128-1', { timeout: 2000 });
  console.log(`live result on the other process's home after ${Date.now() - declaredAt} ms`);
  // The win (10 × the single rate) reaches the header the same way.
  await expect(page.getByRole('banner').getByRole('link', { name: /Add Fund: ₹1,(0|[1-9]\d)\d\d\.00/ })).toBeVisible({
    timeout: 2000,
  });
  await saveScreenshot(page, 'live-home-after-result');
});

test('a deposit approved on another process moves the header of an open passbook', async () => {
  await page.getByRole('link', { name: 'Passbook' }).click();
  await expect(page).toHaveURL(/\/passbook$/);
  const login = await call(1, '/api/login', {
    mobile: MOBILE,
    password: PASSWORD,
    deviceid: 'web',
    device_info: 'web',
  });
  const asked = await call(1, '/api/create-payment-request', {
    session: login.api_token,
    amount: '500',
    transaction_id: 'LIVEUTR001',
    image: PNG,
  });
  expect(asked).toMatchObject({ success: true });
  const before = await page
    .getByRole('banner')
    .getByRole('link', { name: /Add Fund: ₹/ })
    .getAttribute('aria-label');
  const { rows: pending } = (await (
    await fetch(`${processes.urls[1]}/operator/deposits?status=pending`, {
      headers: { authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}` },
    })
  ).json()) as { rows: { id: number }[] };
  await call(1, `/operator/deposits/${pending[0]!.id}/approve`, {}, true);
  const paise = Math.round(Number(before!.replace(/[^\d.]/g, '')) * 100) + 500_00;
  await expect(page.getByRole('banner').getByRole('link', { name: `Add Fund: ${indianRupees(paise)}` })).toBeVisible({
    timeout: 2000,
  });
  await saveScreenshot(page, 'live-passbook-after-deposit');
});

test('a result declared after home is read and before its stream opens reaches the card once it opens', async ({
  browser,
}) => {
  // A context of its own with no service worker, so every request of the page can be held.
  const late = await openContext(
    browser,
    { viewport: { width: 390, height: 844 }, serviceWorkers: 'block' },
    processesClock,
  );
  try {
    const fresh = await late.newPage();
    let releaseStream: (() => Promise<void>) | undefined;
    const streamAsked = new Promise<void>((resolve) => {
      void fresh.route('**/api/events?**', (route) => {
        releaseStream = () => route.continue();
        resolve();
      });
    });
    await fresh.goto(`${processes.urls[0]}/login`);
    await fresh.getByLabel('Mobile number').fill(MOBILE);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Login' }).click();
    const card = fresh.getByRole('button', { name: new RegExp(`^${LATE_MARKET} `) });
    await expect(card).toContainText('***-**-***');
    // Home has read the markets and the app has asked for its stream: held, it does not listen yet.
    await streamAsked;
    const declared = await fetch(`${processes.urls[1]}/operator/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}` },
      body: JSON.stringify({ market: LATE_MARKET, session: 'open', pana: '137', early: true }),
    });
    expect(declared.status).toBe(200);
    await releaseStream!();
    // No event will tell of it (it was sent before the stream listened): opening reads the markets.
    await expect(card).toContainText('137-1', { timeout: 5000 });
    await saveScreenshot(fresh, 'live-home-result-before-stream');
  } finally {
    await late.close();
  }
});
