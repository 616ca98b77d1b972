import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { playerCall } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { signedInPlayer } from './sign-in.js';
import { storeLanguage } from './stored-language.js';
import { suiteDay } from './suite-clock.js';

// The market's times are India's clock (the server's MARKET_TIME_ZONE). A
// player whose phone keeps New York's clock is told so beside the market times and the bet
// times; a player in India is not bothered with it.
test.describe.configure({ mode: 'serial' });

const MARKET = 'ZONE BAZAR';
const NOTE = 'All times in India Standard Time (GMT+5:30)';
const contexts: BrowserContext[] = [];

test.beforeAll(async ({ request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:30', close_time: '17:30' });
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function playerIn(
  browser: Parameters<typeof signedInPlayer>[0],
  request: Parameters<typeof signedInPlayer>[1],
  timezoneId: string,
): Promise<{ page: Page; mobile: string }> {
  const mobile = freshMobile();
  const { context, page } = await signedInPlayer(
    browser,
    request,
    { mobile, name: 'Zone Tester', bonus: '500' },
    { timezoneId },
  );
  contexts.push(context);
  // Chromium names India's zone by its older name, Asia/Calcutta: the same clock, and no note for it.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(timezoneId === 'Asia/Kolkata' ? ['Asia/Kolkata', 'Asia/Calcutta'] : [timezoneId]).toContain(zone);
  return { page, mobile };
}

test('a phone in New York is told the market times are India’s, on home and beside its bets', async ({
  browser,
  request,
}) => {
  const { page, mobile } = await playerIn(browser, request, 'America/New_York');
  const card = page.getByRole('button', { name: new RegExp(`^${MARKET}`) });
  await expect(card).toContainText('15:30 – 17:30');
  const note = page.getByText(NOTE);
  await expect(note).toBeVisible();
  // Under the list's title, above the cards it speaks of.
  const [noteBox, cardBox] = [await note.boundingBox(), await card.boundingBox()];
  expect(noteBox!.y).toBeLessThan(cardBox!.y);
  await saveScreenshot(page, 'market-zone-home-new-york');

  // A bet, placed through the API as the app sends it, shows with its time on the market's clock.
  const login = await request.post('/api/login', {
    data: { mobile, password: 'secret12', deviceid: 'web', device_info: 'web' },
  });
  const session = ((await login.json()) as { api_token: string }).api_token;
  const placed = await playerCall(request, session, 'place-bet', {
    number: '5',
    amount: '10',
    types: 'OPEN',
    market: MARKET,
    specialGame: '',
  });
  expect(placed).toMatchObject({ success: true });
  await page.goto('/gameHistory');
  await expect(page.getByText(`${MARKET} · Single Digit · 5`)).toBeVisible();
  // The server's clock started at 10:00 in India (playwright.config.ts) and runs on while the
  // suite does: the bet reads 10:xx India time, not 23:xx the day before as New York's clock says.
  await expect(page.getByText(new RegExp(`${suiteDay()} 1[01]:\\d\\d`))).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await saveScreenshot(page, 'market-zone-bid-history-new-york');

  // In the player's language: the zone's name from the browser's Intl, in Hindi.
  await storeLanguage(page, 'hi');
  await page.goto('/home');
  await expect(page.getByText(/^सभी समय .+ \(GMT\+5:30\) में$/)).toBeVisible();
  await expect(page.getByText('सभी समय भारतीय मानक समय (GMT+5:30) में')).toBeVisible();
  await saveScreenshot(page, 'market-zone-home-new-york-hindi');
});

test('a phone on India’s clock sees the times without the note', async ({ browser, request }) => {
  const { page } = await playerIn(browser, request, 'Asia/Kolkata');
  await expect(page.getByRole('button', { name: new RegExp(`^${MARKET}`) })).toContainText('15:30 – 17:30');
  await expect(page.getByText(/All times in/)).toHaveCount(0);
});
