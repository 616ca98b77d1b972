import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { logIn, openPhone, signedInConsole } from './sign-in.js';
import { saveScreenshot } from './screenshot.js';
import { suiteDay } from './suite-clock.js';

// Content and reports in the console (1280×800) and what a player (390×844) sees of them:
// rules with a script tag, previewed and shown sanitised; a banner on the player's home; a
// notification to one player, and one to everyone after a confirmation naming how many it reaches; the day's report after bets and a declared result, and its CSV.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const MARKET = `CONTENT ${Date.now().toString(36).toUpperCase().slice(-4)}`;
const mobile = freshMobile();
const HOSTILE_RULES =
  '<h2>House rules</h2><p>Play fair and <b>have fun</b>.</p>' +
  '<script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'onerror\'">' +
  '<a href="javascript:window.__pwned=1">a hostile link</a>';
let token = '';
let consoleContext: BrowserContext;
let playerContext: BrowserContext;
let desk: Page;
let phone: Page;

const nav = () => desk.getByRole('navigation', { name: 'Console navigation' });
const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

test.beforeAll(async ({ browser, request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  token = await registerPlayer(request, mobile, 'Kiran Content');
  await operator(request, 'POST', '/bonus', { mobile, amount: '900' });
  // Two bids from the player: single 5 (OPEN) ₹100 and jodi 42 ₹20.
  await playerCall(request, token, 'place-bet', {
    number: '5,42',
    amount: '100,20',
    types: 'OPEN,',
    market: MARKET,
    specialGame: '',
  });

  ({ context: consoleContext, page: desk } = await signedInConsole(browser, OWNER));

  playerContext = await openPhone(browser);
  phone = await playerContext.newPage();
  await logIn(phone, mobile);
});
test.afterAll(async () => {
  await consoleContext.close();
  await playerContext.close();
});

test('rules HTML with a script: the preview and the player’s rules page show it sanitised', async () => {
  await nav().getByRole('link', { name: 'Content' }).click();
  const html = desk.getByRole('textbox', { name: 'HTML' });
  await expect(html).not.toHaveValue('');
  await html.fill(HOSTILE_RULES);
  const preview = desk.getByTestId('page-preview');
  await expect(preview.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await expect(preview.getByText('have fun')).toBeVisible();
  await expect(preview.locator('script, [onerror], [href^="javascript:"]')).toHaveCount(0);
  await expect(desk.getByText('Unsaved changes')).toBeVisible();
  await saveConsoleScreenshot(desk, 'content-rules');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('The Rules page is saved.')).toBeVisible();
  await expect(desk.getByText('Unsaved changes')).toBeHidden();
  expect(await pwned(desk)).toBeUndefined();

  await phone.goto('/gameRules');
  await expect(phone.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await expect(phone.getByText('have fun')).toBeVisible();
  await expect(phone.locator('main script, main [onerror], main [href^="javascript:"]')).toHaveCount(0);
  expect(await pwned(phone)).toBeUndefined();
  await saveScreenshot(phone, 'rules-from-console');
});

test('a banner: a text file is refused keeping the link; a PNG is added and shows on the player’s home', async () => {
  await desk.getByRole('tab', { name: 'Banners' }).click();
  const link = desk.getByLabel('Link (optional)');
  await link.fill('https://example.com/diwali');
  const file = desk.locator('input[type="file"]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await desk.getByRole('button', { name: 'Add banner' }).click();
  await expect(desk.getByText('A banner must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await expect(link).toHaveValue('https://example.com/diwali');
  // Too large: refused before it is sent, in the server's words.
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1_500_000, 1) });
  await desk.getByRole('button', { name: 'Add banner' }).click();
  await expect(desk.getByText('The image is 1.5 MB; a banner may be at most 1 MB.')).toBeVisible();
  // Named and typed as a PNG but not one: the server reads its bytes and refuses it.
  await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>x()</script>') });
  await desk.getByRole('button', { name: 'Add banner' }).click();
  await expect(desk.getByText('The file is not a PNG image (its contents say otherwise).')).toBeVisible();
  await expect(link).toHaveValue('https://example.com/diwali');
  await saveConsoleScreenshot(desk, 'content-banner-refused');

  // A PNG drawn in the page, as an operator's banner would be.
  const png = await desk.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 720;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#e65100';
    g.fillRect(0, 0, 720, 300);
    g.fillStyle = '#fff';
    g.font = 'bold 56px sans-serif';
    g.textAlign = 'center';
    g.fillText('Diwali bonus week', 360, 170);
    return canvas.toDataURL('image/png');
  });
  await file.setInputFiles({
    name: 'diwali.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png.split(',')[1]!, 'base64'),
  });
  await desk.getByRole('button', { name: 'Add banner' }).click();
  await expect(desk.getByText('Banner added.')).toBeVisible();
  // Counted once the new banner is in the list, not before: the toast may come first.
  await expect(desk.getByRole('link', { name: 'https://example.com/diwali' })).toBeVisible();
  const count = await desk.getByRole('img', { name: /^Banner \d+$/ }).count();
  // The new banner goes last; moved up to the top so the player's home shows it first.
  // (Each change's toast sits over the list's right edge for 3 s: wait it out before the next click.)
  await expect(desk.getByText('Banner added.')).toBeHidden();
  for (let i = count; i > 1; i--) {
    await desk.getByRole('button', { name: `Move up: Banner ${i}` }).click();
    await expect(desk.getByText('Banner moved.')).toBeVisible();
    await expect(desk.getByText('Banner moved.')).toBeHidden();
  }
  await expect(desk.getByRole('link', { name: 'https://example.com/diwali' })).toBeVisible();
  await expect(desk.getByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', png);
  await saveConsoleScreenshot(desk, 'content-banners');

  await phone.goto('/home');
  const slide = phone.locator(`img[src="${png}"]`);
  await expect(slide).toBeVisible();
  await expect(phone.locator('a[href="https://example.com/diwali"]')).toHaveCount(1);
  await saveScreenshot(phone, 'home-banner-from-console');
});

test('a notification to one player by mobile reaches that player and is listed as sent', async () => {
  await desk.getByRole('tab', { name: 'Notifications' }).click();
  await desk.getByText('One player').click();
  await desk.getByLabel('Player’s mobile').fill('12345');
  await desk.getByLabel('Title').fill('Your bonus is ready');
  await desk
    .getByRole('textbox', { name: 'Notification', exact: true })
    .fill('₹900 of bonus is in your wallet. Good luck!');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByText('Enter the player’s 10-digit mobile, or send to everyone.')).toBeVisible();
  await expect(desk.getByLabel('Title')).toHaveValue('Your bonus is ready');
  await desk.getByLabel('Player’s mobile').fill(mobile);
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByText(`Notification sent to ${mobile}.`)).toBeVisible();
  const sent = desk.getByRole('table');
  await expect(sent.getByRole('row').filter({ hasText: 'Your bonus is ready' }).getByText(mobile)).toBeVisible();
  await saveConsoleScreenshot(desk, 'content-notifications');

  await phone.goto('/notifications');
  await expect(phone.getByText('Your bonus is ready')).toBeVisible();
  await expect(phone.getByText('₹900 of bonus is in your wallet. Good luck!')).toBeVisible();
  await saveScreenshot(phone, 'notification-from-console');
});

test('a notification to everyone asks to confirm, naming how many players it reaches, and reaches the player', async () => {
  const title = `Markets open late today (${MARKET})`;
  await desk.getByRole('radiogroup', { name: 'Send to' }).getByText('Everyone').click();
  await desk.getByLabel('Title').fill(title);
  await desk.getByRole('textbox', { name: 'Notification', exact: true }).fill('Every market opens at 10:30 today.');
  await desk.getByRole('button', { name: 'Send' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Send to every player?' });
  // The count the server gives for this operator's session, as the dialog writes it.
  const { players } = await desk.evaluate(() =>
    fetch('/console/api/notifications/audience').then((r) => r.json() as Promise<{ players: number }>),
  );
  expect(players).toBeGreaterThan(0);
  const count = new Intl.NumberFormat('en-IN').format(players);
  await expect(confirm).toContainText(`“${title}” goes to every player: ${count} accounts`);
  await saveConsoleScreenshot(desk, 'content-notification-everyone-confirm');
  // Cancelled: nothing is sent and the text stays.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(desk.getByRole('table').getByText(title)).toHaveCount(0);
  await expect(desk.getByLabel('Title')).toHaveValue(title);
  await desk.getByRole('button', { name: 'Send' }).click();
  await confirm.getByRole('button', { name: `Send to ${count} players` }).click();
  await expect(desk.getByText('Notification sent to everyone.')).toBeVisible();
  const sent = desk.getByRole('table').getByRole('row').filter({ hasText: title });
  await expect(sent.getByText('Everyone')).toBeVisible();

  await phone.goto('/notifications');
  await expect(phone.getByText(title)).toBeVisible();
});

test('after bets and a declared result, the day’s report and its CSV show the market', async ({ request }) => {
  // Declaring through the console's desk is console-results.spec's; here the bearer API declares.
  await operator(request, 'POST', '/results', { market: MARKET, session: 'open', pana: '140', early: true });

  await nav().getByRole('link', { name: 'Reports' }).click();
  // The console reads days as DD/MM/YYYY.
  await expect(desk.getByLabel('From')).toHaveValue(suiteDay().split('-').reverse().join('/'));
  const perMarket = desk.getByRole('table', { name: 'Per day and market' });
  // ₹100 + ₹20 staked; the single 5 won ₹950 on pana 140 (ank 5); the jodi waits for the close.
  const row = perMarket.getByRole('row').filter({ hasText: MARKET });
  await expect(row).toContainText('₹120.00');
  await expect(row).toContainText('₹950.00');
  await expect(row).toContainText('−₹830.00');
  await expect(desk.locator('.recharts-surface').first()).toBeVisible();
  await saveConsoleScreenshot(desk, 'reports');

  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('link', { name: 'CSV: Per day and market' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`play-per-day-and-market-${suiteDay()}-to-${suiteDay()}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('day,market,reverses_day,stakes_rupees,payouts_rupees,net_rupees,bids,players');
  expect(csv).toContain(`\r\n${suiteDay()},${MARKET},,120.00,950.00,-830.00,2,1\r\n`);
});
