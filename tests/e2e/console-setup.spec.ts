import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSection, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { logIn, openPhone, signedInConsole } from './sign-in.js';
import { saveScreenshot } from './screenshot.js';
import { suiteDay } from './suite-clock.js';

// Market setup in the console seen from the player app: the demo owner
// closes a market for a holiday and the player's home shows it closed with the reason (390×844);
// the owner limits a market's liability and the player's slip shows how much room is left.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const HOLIDAY_MARKET = `FESTIVE ${suffix}`;
const LIMIT_MARKET = `CAPPED ${suffix}`;
const REASON = 'Diwali Laxmi Puja';
const mobile = freshMobile();
let consoleContext: BrowserContext;
let playerContext: BrowserContext;
let desk: Page;
let phone: Page;

test.beforeAll(async ({ browser, request }) => {
  for (const market of [HOLIDAY_MARKET, LIMIT_MARKET])
    await operator(request, 'POST', '/markets', { market, open_time: '15:45', close_time: '17:45' });
  await registerPlayer(request, mobile, 'Limit Tester');
  await operator(request, 'POST', '/bonus', { mobile, amount: '500' });

  ({ context: consoleContext, page: desk } = await signedInConsole(browser, OWNER));

  playerContext = await openPhone(browser);
  phone = await playerContext.newPage();
  await logIn(phone, mobile);
});
test.afterAll(async () => {
  await consoleContext?.close();
  await playerContext?.close();
});

const marketCard = (name: string) => phone.getByRole('button', { name: new RegExp(`^${name} `) });

async function openMarket(name: string) {
  await openSection(desk, 'Markets');
  await expect(desk.getByRole('heading', { name: 'Markets', level: 2 })).toBeVisible();
  await desk.getByRole('button', { name: `Set up ${name}` }).click();
  // The panel opens below the list of markets, and is brought into view.
  await expect(desk.getByRole('heading', { name, level: 3 })).toBeInViewport();
}

test('an owner closes a market for a holiday, and the player app shows it closed with the reason', async () => {
  await phone.goto('/home');
  await expect(marketCard(HOLIDAY_MARKET)).toContainText('Betting is Running Now');

  await openMarket(HOLIDAY_MARKET);
  // A holiday without a reason is refused beside the field; the day typed stays.
  await desk.getByRole('button', { name: 'Add holiday' }).click();
  await expect(desk.getByText('Enter the reason players will read (at most 120 characters).')).toBeVisible();
  await expect(desk.getByLabel('Day (YYYY-MM-DD)')).toHaveValue(suiteDay());
  await desk.getByLabel('Reason players read').fill(REASON);
  await desk.getByRole('button', { name: 'Add holiday' }).click();
  await expect(desk.getByText(`${HOLIDAY_MARKET} closed on ${suiteDay()}.`)).toBeVisible();
  const row = desk.getByRole('row', { name: new RegExp(HOLIDAY_MARKET) });
  await expect(row).toContainText('Closed today');
  await expect(row).toContainText(REASON);
  await saveConsoleScreenshot(desk, 'markets-holiday');

  await phone.goto('/home');
  const card = marketCard(HOLIDAY_MARKET);
  await expect(card).toContainText(`Closed today: ${REASON}`);
  await expect(card).toContainText('Closed');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(phone, 'home-market-holiday');
  await card.click();
  const dialog = phone.getByRole('dialog', { name: 'Betting is Closed For Today' });
  await expect(dialog).toContainText(`Closed today: ${REASON}`);
  await saveScreenshot(phone, 'closed-market-holiday');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Today's board reads the holiday as the market's state, and offers no desk to declare on.
  await openSection(desk, /^Today/);
  const today = desk.getByRole('row').filter({ hasText: HOLIDAY_MARKET });
  await expect(today).toContainText(`Holiday: ${REASON}`);
  await expect(today).toContainText('Closed today: nothing to declare');
  await expect(today.getByRole('link')).toHaveCount(0);
  await today.scrollIntoViewIfNeeded();
  await saveConsoleScreenshot(desk, 'today-holiday');
});

test('an owner limits a market, and the player’s slip is told how much room is left on the number', async () => {
  await openMarket(LIMIT_MARKET);
  const limit = desk.getByRole('group', { name: 'Limit of the whole market' });
  // ₹950 of payout per number: ₹100 of single digits at 9.5.
  await limit.getByLabel('Maximum payout per number (₹)').fill('950');
  await limit.getByRole('button', { name: 'Save limit' }).click();
  await expect(desk.getByText(`Limit of ${LIMIT_MARKET} saved.`)).toBeVisible();
  await expect(desk.getByRole('row', { name: new RegExp(LIMIT_MARKET) })).toContainText('₹950.00');
  await saveConsoleScreenshot(desk, 'markets-limit');

  const bid = async (points: string) => {
    await phone.goto('/home');
    await marketCard(LIMIT_MARKET).click();
    await expect(phone).toHaveURL(/\/games$/);
    await phone.getByRole('button', { name: 'Single Digits', exact: true }).click();
    await phone.getByRole('combobox', { name: 'Number' }).fill('5');
    await phone.getByLabel('Points').fill(points);
    await phone.getByRole('button', { name: 'ADD BID' }).click();
    await phone.getByRole('button', { name: 'Submit' }).click();
    await phone.getByRole('dialog', { name: 'Review Bets' }).getByRole('button', { name: 'Submit' }).click();
  };
  await bid('60');
  await expect(phone.getByText('Bid placed successfully')).toBeVisible();
  await bid('50');
  await expect(phone.getByText('Only ₹40.00 more can be placed on 5 OPEN today.')).toBeVisible();
  // The slip keeps its bid, for the player to lower it.
  await expect(phone.getByRole('listitem')).toHaveCount(1);
  await saveScreenshot(phone, 'slip-limit-refusal');
});

test('settings show the config keys the player app reads, and the game rates', async () => {
  await openSection(desk, 'Settings');
  await expect(desk.getByLabel('Minimum bet')).toHaveValue('10');
  await desk.getByLabel('Call number').fill('12345');
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByText('Call number must be a 10-digit number, or empty.')).toBeVisible();
  await saveConsoleScreenshot(desk, 'settings');
});
