// Two-person control over results, end to end: with the owner's setting on,
// one results operator declares the open at 1280×800 and it waits; a player's app at 390×844
// still shows no result, and the public log has no entry; a second results operator, who is
// not shown the value, types the same one and confirms it; the player's app then shows the
// result without a reload, and the public log (/results/log) lists it with its betting close
// time. This spec starts its own server processes on free ports (two sharing the PostgreSQL of
// DATABASE_URL under npm run test:e2e, one on PGlite otherwise), so the setting touches no
// other spec; the two operators use different processes where there are two.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { startProcesses, type ServerProcesses } from '../server/server-processes.js';
import { saveConsoleScreenshot } from './console-helpers.js';
import { saveScreenshot } from './screenshot.js';
import { freePort } from './free-port.js';
import { clockStartingAt, openContext, suiteDay, type SuiteClock } from './suite-clock.js';
import { logIn, openPhone } from './sign-in.js';

test.describe.configure({ mode: 'serial' });

const MARKET = 'PAIR BAZAR';
const MOBILE = '9230000001';
const PASSWORD = 'secret12';
const OPERATOR_PASSWORD = 'two-person-pass';
const DESK = `/console/today/desk?market=${encodeURIComponent(MARKET)}&kind=main&session=open`;
let processes: ServerProcesses;
let processesClock: SuiteClock;
let player: BrowserContext;
let app: Page;
const consoles: BrowserContext[] = [];

/** Two results operators, the owner's setting on, a market whose open draw (11:00) has passed, and a player with a bet on it. */
async function seed(db: Database): Promise<void> {
  const hash = await hashPassword(OPERATOR_PASSWORD);
  for (const [name, role] of [
    ['asha', 'results'],
    ['ravi', 'results'],
    ['meera', 'owner'],
    ['kiran', 'cashier'],
    ['dev', 'cashier'],
  ])
    await db.query('insert into operators (username, password_hash, role) values ($1, $2, $3)', [name, hash, role]);
  await db.query(`insert into config (key, value) values ('two_person_results', '1')`);
  await db.query(`insert into markets (name, kind, open_time, close_time) values ($1, 'main', '11:00', '18:00')`, [
    MARKET,
  ]);
  const [user] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ($1, 'Pair Player', $2) returning id`,
    [MOBILE, await hashPassword(PASSWORD)],
  );
  // ₹3,000 deposited, ₹10 staked, ₹1,500 asked back: the withdrawal waits on the desk.
  await db.query('insert into wallets (user_id, balance) values ($1, 149000)', [user!.id]);
  await db.query(`insert into withdrawals (user_id, amount) values ($1, 150000)`, [user!.id]);
  // And a deposit of ₹2,500 waits on the deposit desk.
  await db.query(`insert into deposits (user_id, amount, utr) values ($1, 250000, '412300009999')`, [user!.id]);
  await db.query(
    `insert into bank_details (user_id, acno, name, ifsc) values ($1, '123456789012', 'Pair Player', 'SBIN0001234')`,
    [user!.id],
  );
  const [bet] = await db.query<{ id: number }>(
    `insert into bets (user_id, request_id, market, day, number, game, session, amount) values ($1, 'pair-1', $2, $3, '1', 'single', 'OPEN', 1000) returning id`,
    [user!.id, MARKET, suiteDay()],
  );
  await db.query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id) values ($1, 'deposit', 300000, 0, 0, 300000, 'Deposit', null), ($1, 'bet', -1000, 0, 300000, 299000, 'Bid', $2),
       ($1, 'withdraw_request', -150000, 0, 299000, 149000, 'Withdrawal', null)`,
    [user!.id, bet!.id],
  );
}

/** An operator signed in to the console on process `i`, at 1280×800, on `path`. */
async function consoleOf(browser: Browser, i: number, username: string, path: string): Promise<Page> {
  const context = await openContext(
    browser,
    { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    processesClock,
  );
  consoles.push(context);
  const page = await context.newPage();
  await page.goto(`${processes.url(i)}/console/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto(`${processes.url(i)}${path}`);
  return page;
}

/** A results operator's desk on the market's open, signed in on process `i`. */
async function deskOf(browser: Browser, i: number, username: string): Promise<Page> {
  const page = await consoleOf(browser, i, username, DESK);
  await expect(page.getByRole('heading', { name: `${MARKET} open` })).toBeVisible();
  return page;
}

/** Types the pana, previews it, and declares it typing it again. */
async function declare(desk: Page, pana: string): Promise<void> {
  await desk.getByLabel('Pana', { exact: true }).fill(pana);
  await desk.getByRole('button', { name: 'Preview' }).click();
  await desk.getByRole('button', { name: `Declare ${pana}` }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Type it again').fill(pana);
  await dialog.getByRole('button', { name: 'Declare' }).click();
  await expect(dialog).toBeHidden();
}

const card = () => app.getByRole('button', { name: new RegExp(`^${MARKET} `) });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  // 16:00 on the market's clock: the open's draw (11:00) is past, the close's (18:00) to come.
  // Two processes on PostgreSQL; a PGlite folder belongs to one process.
  const ports = process.env.DATABASE_URL ? [await freePort(), await freePort()] : [await freePort()];
  const start = `${suiteDay()}T16:00:00`;
  processesClock = clockStartingAt(start);
  processes = await startProcesses(seed, { CLOCK_START: start }, ports);
  player = await openPhone(browser, { timezoneId: 'Asia/Kolkata' }, processesClock);
  app = await player.newPage();
  await logIn(app, MOBILE, PASSWORD, processes.urls[processes.urls.length - 1]);
});
test.afterAll(async () => {
  for (const context of consoles) await context.close();
  await player?.close();
  await processes?.stop();
  processes?.remove();
});

test('one operator’s declaration waits: the player’s app and the public log show nothing of it', async ({
  browser,
}) => {
  await expect(card()).toContainText('***-**-***');
  const asha = await deskOf(browser, 0, 'asha');
  await declare(asha, '128');
  await expect(asha.getByText('128 waits for a second results operator to type the same value.')).toBeVisible();
  const pending = asha.getByTestId('pending-results');
  await expect(pending).toContainText(
    'You declared 128 for the open at 16:00. A second results operator must type the same value; nothing is settled until then.',
  );
  await expect(asha.getByTestId('declared-line')).toHaveText('Declared: open not declared · close not declared');
  // Its maker cannot confirm it: the preview offers no second declaration of theirs.
  await expect(asha.getByTestId('waiting-mine')).toBeVisible();
  await expect(asha.getByRole('button', { name: 'Declare 128' })).toHaveCount(0);
  await saveConsoleScreenshot(asha, 'two-person-pending');

  // Nothing reached the player: the card still waits for the open, after a reload too.
  await app.reload();
  await expect(card()).toContainText('***-**-***');
  await expect(card()).not.toContainText('128');
  const log = (await (await fetch(`${processes.url(1)}/results/log.json?limit=100`)).json()) as {
    entries: { market: string }[];
  };
  expect(log.entries.filter((entry) => entry.market === MARKET)).toEqual([]);
});

test('a second operator, not shown the value, types the same one: it settles, and the player’s app shows it live', async ({
  browser,
}) => {
  const ravi = await deskOf(browser, 1, 'ravi');
  const pending = ravi.getByTestId('pending-results');
  await expect(pending).toContainText('asha declared the open at 16:00. Type the value you read of the draw');
  await expect(pending).not.toContainText('128');
  await saveConsoleScreenshot(ravi, 'two-person-to-confirm');

  await declare(ravi, '128');
  await expect(ravi.getByText('128 declared; the bids are settled.')).toBeVisible();
  await expect(ravi.getByTestId('declared-line')).toHaveText('Declared: 128-1 (open) · close not declared');
  await expect(ravi.getByTestId('pending-results')).toBeHidden();

  // The player's open home hears the result on its stream: no reload.
  await expect(card()).toContainText('128-1', { timeout: 10_000 });
  await saveScreenshot(app, 'two-person-home-after-confirmation');
});

test('the public log lists the confirmed result with its betting close time', async () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await app.setViewportSize({ width, height });
    await app.goto(`${processes.url(0)}/results/log`);
    await expect(app.getByText(/^Chain checked: \d+ entries, none altered\.$/)).toBeVisible();
    const day = app.locator('.mantine-Paper-root', { hasText: `${MARKET} · ${suiteDay()}` });
    await expect(day.getByRole('row')).toHaveCount(1);
    await expect(day).toContainText('128');
    // Betting on the open closed at 11:00, on the market's clock (the phone keeps India's too).
    await expect(day.getByText(/^Betting closed .*11:00:00/)).toBeVisible();
    await expect(day.getByText('Declared before betting closed')).toHaveCount(0);
    expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await saveScreenshot(app, 'two-person-result-log');
});

test('the owner sets a payout threshold; a withdrawal above it takes two cashiers, the second paying', async ({
  browser,
}) => {
  const owner = await consoleOf(browser, 0, 'meera', '/console/settings');
  await owner.getByLabel('Second approval for money moved above (₹)').fill('1000');
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByText('Settings saved.')).toBeVisible();
  await expect(owner.getByRole('switch', { name: /Results need a second results operator/ })).toBeChecked();
  await saveConsoleScreenshot(owner, 'two-person-settings');

  const kiran = await consoleOf(browser, 0, 'kiran', '/console/withdrawals');
  const row = (page: Page) => page.getByRole('row').filter({ hasText: 'Pair Player' });
  await expect(row(kiran)).toContainText('Two approvals');
  await row(kiran).getByRole('button', { name: 'Approve 1/2' }).click();
  const first = kiran.getByRole('dialog');
  await expect(first).toContainText('this is the first of two approvals');
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(
    kiran.getByText('Approved once: a second operator must approve the withdrawal of ₹1,500.00 for Pair Player.'),
  ).toBeVisible();
  await expect(row(kiran)).toContainText('First: kiran');
  await expect(row(kiran).getByRole('button', { name: 'Approve 2/2' })).toHaveAttribute('aria-disabled', 'true');

  const dev = await consoleOf(browser, 1, 'dev', '/console/withdrawals');
  await expect(row(dev)).toContainText('First: kiran');
  await saveConsoleScreenshot(dev, 'two-person-withdrawal');
  await row(dev).getByRole('button', { name: 'Approve 2/2' }).click();
  const second = dev.getByRole('dialog');
  await expect(second).toContainText('Approved first by kiran');
  await second.getByLabel(/Payout reference/).fill('UTR-PAIR-1');
  await second.getByRole('button', { name: 'Approve' }).click();
  await expect(dev.getByText('Withdrawal of ₹1,500.00 for Pair Player approved.')).toBeVisible();

  // The player reads it paid, with the second cashier's reference.
  await app.setViewportSize({ width: 390, height: 844 });
  await app.goto(`${processes.url(1)}/withdrawHistory`);
  await expect(app.getByText('Payout reference UTR-PAIR-1')).toBeVisible();
});

test('a deposit above the threshold takes two cashiers too: the first approval leaves it pending', async ({
  browser,
}) => {
  const kiran = await consoleOf(browser, 0, 'kiran', '/console/deposits');
  const row = (page: Page) => page.getByRole('row').filter({ hasText: '412300009999' });
  await row(kiran).getByRole('button', { name: 'Approve' }).click();
  await expect(
    kiran.getByText(
      'Approved once: above the two-person threshold (with what you moved to Pair Player today), a second operator must approve the deposit of ₹2,500.00.',
    ),
  ).toBeVisible();
  await expect(row(kiran)).toContainText('First: kiran');
  await expect(row(kiran).getByRole('button', { name: 'Approve 2/2' })).toBeDisabled();

  const dev = await consoleOf(browser, 1, 'dev', '/console/deposits');
  await expect(row(dev)).toContainText('First: kiran');
  await saveConsoleScreenshot(dev, 'two-person-deposit');
  await row(dev).getByRole('button', { name: 'Approve 2/2' }).click();
  await expect(dev.getByText('Approved ₹2,500.00 for Pair Player.')).toBeVisible();
  await expect(row(dev)).toContainText('Completed');
});
