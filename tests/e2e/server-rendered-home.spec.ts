// /home rendered by the server (server/http/home-page.ts): the page carries
// the markets, the banners and when they were rendered; the app takes that screen over with
// no visible change and no hydration warning (nor any other console error or warning); a
// declared result reaches the open screen, and the next /home the server renders. A signed-out
// visitor gets the login screen, which /home's first load does not carry.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { HomeWire as HomeAnswer } from '../../adapters/index.js';
import { freshMobile, operator } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { openPhone, signedInPlayer } from './sign-in.js';
import { expectSameScreen, whatIsSeen } from './what-is-seen.js';

/** The header's balance: the server does not know it, the app shows the player's. */
const BALANCE = 'header a[href="/deposit"]';

/** What the server's /home carries: its HTML, and the answer and render time in its served-home script. */
async function servedHome(request: APIRequestContext) {
  const html = await (await request.get('/home')).text();
  const json = /<script type="application\/json" id="served-home">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries what it rendered').toBeDefined();
  const served = JSON.parse(json!) as { renderedAt: string; answer: HomeAnswer };
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return { html, root, ...served };
}

test('the server’s /home carries the markets, the banners and when it was rendered', async ({ request }) => {
  const { html, root, renderedAt, answer } = await servedHome(request);
  expect(answer.result.length).toBeGreaterThan(0);
  for (const market of answer.result) expect(root).toContain(`aria-label="${market.market} `);
  expect(answer.images?.length).toBeGreaterThan(0);
  for (const banner of answer.images ?? []) expect(root).toContain(`<img src="${banner.image}"`);
  expect(root).toContain('aria-label="Banners"');
  // When: the server's clock (demo mode starts its day at 10:00 India time), in the page too.
  expect(Number.isNaN(Date.parse(renderedAt))).toBe(false);
  expect(html).toContain(`<meta name="rendered-at" content="${renderedAt}" />`);
  // Nobody's balance: the page is the same for every player.
  expect(answer).not.toHaveProperty('wallet');
});

test('the app takes the server’s /home over unchanged, with no warning, and keeps it current', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPlayer(
    browser,
    request,
    { mobile: '9331100024', name: 'Served Home', bonus: '750' },
    // The market's own clock: a phone elsewhere is shown the market's zone under the heading.
    { timezoneId: 'Asia/Kolkata' },
  );
  try {
    // The player's balance (the bonus, and the sign-up bonus if any) as the app showed it.
    const balanceLink = page.getByRole('banner').getByRole('link', { name: /^Add Fund: / });
    await expect(balanceLink).not.toHaveAccessibleName('Add Fund: ₹0.00');
    const balance = (await balanceLink.getAttribute('aria-label'))!;
    const said: string[] = [];
    page.on('console', (message) => {
      // Playwright's own word (the suite blocks service workers: playwright.config.ts), not the app's.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));

    // The app the login left open still runs: its requests (its live stream, a chunk it loads
    // late on a busy machine) would be counted as this load's. It is left first, so what is
    // counted below is the served page's alone.
    await page.goto('about:blank');
    // The server's screen alone: the app's scripts are held until it has been looked at.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/home', { waitUntil: 'commit' });
    expect(fetched[0], 'no request of the page before is counted').toBe('/home');
    const { answer, html } = await servedHome(request);
    const inlined = [...html.matchAll(/<style data-inlined-from="([^"]+)">/g)].map((match) => match[1]!);
    expect(inlined.length, 'the first load’s stylesheets are in the page').toBeGreaterThan(0);
    const open = answer.result.find((market) => market.result === '' && market.is_open === '1');
    expect(open, 'a market still waiting for its open result').toBeDefined();
    const card = page.getByRole('button', { name: new RegExp(`^${open!.market} `) });
    await expect(card).toContainText('***-**-***');
    await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
    // No balance in it (not ₹0.00): the page is the same for every player.
    await expect(page.locator(BALANCE)).toHaveText('');
    // The server's copy until the app has started.
    await expect(page.locator('#root > [data-served]')).toHaveCount(1);
    const served = await whatIsSeen(page, BALANCE);
    await saveScreenshot(page, 'home-server-rendered');
    // Marked: the app's first commit replaces the server's elements with its own.
    await page.evaluate(() => document.querySelector('#root > *')?.setAttribute('data-server-rendered', ''));

    holding = false;
    for (const release of held) await release();
    await page.waitForFunction(() => !document.querySelector('#root [data-server-rendered]'), undefined, {
      timeout: 30_000,
    });
    expectSameScreen(await whatIsSeen(page, BALANCE), served);
    await expect(page.locator('#root [data-served]')).toHaveCount(0);
    // Then the player's own call: the balance, and the same cards.
    await expect(balanceLink).toHaveAccessibleName(balance);
    await page.waitForLoadState('networkidle');
    expectSameScreen(await whatIsSeen(page, BALANCE), served);
    // Nor fetched again by the app's loader (and their rules recalculated over the whole page).
    expect(fetched.filter((path) => inlined.includes(path))).toEqual([]);
    await saveScreenshot(page, 'home-taken-over');
    expect(said).toEqual([]);

    // A result declared: the live stream brings it to the open screen, and the server renders it.
    await operator(request, 'POST', '/results', { market: open!.market, session: 'open', pana: '128', early: true });
    await expect(card).toContainText('128-1');
    const after = await servedHome(request);
    expect(after.answer.result.find((market) => market.market === open!.market)?.result).toBe('128-1');
    expect(after.root).toContain(`aria-label="${open!.market} 128-1`);
    await saveScreenshot(page, 'home-result-live');
    expect(said).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a card tapped on the server’s /home before the app runs is pressed at once, and opened once the app runs', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPlayer(browser, request, {
    mobile: freshMobile(),
    name: 'Early Tap',
    bonus: '100',
  });
  try {
    await page.goto('about:blank');
    // A slow phone: the page's small entry script has run, the app's code has not arrived.
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec((await servedHome(request)).html)?.[1];
    expect(entry, 'the page names its entry script').toBeDefined();
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) =>
      holding && !route.request().url().endsWith(entry!) ? void held.push(() => route.continue()) : route.continue(),
    );
    await page.goto('/home', { waitUntil: 'commit' });
    const { answer } = await servedHome(request);
    const open = answer.result.find((market) => market.is_open === '1');
    expect(open, 'a market open for bids').toBeDefined();
    const card = page.locator('#root [data-served]').getByRole('button', { name: new RegExp(`^${open!.market} `) });
    await card.click();
    // Taken at once: pressed, busy, with its bar, while the app is still on its way.
    await expect(card).toHaveAttribute('data-early-tap', '');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    expect(held.length, 'the app’s code is still held').toBeGreaterThan(0);
    await saveScreenshot(page, 'home-early-tap');
    holding = false;
    for (const release of held) await release();
    // The app's own card is tapped for the player: the market's boards open.
    await expect(page).toHaveURL(/\/games$/, { timeout: 30_000 });
    await expect(page.getByText(open!.market).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a signed-out visitor on /home or /wallet gets the login screen, in its own chunk, and can sign in there', async ({
  browser,
  request,
}) => {
  const mobile = freshMobile();
  const signedIn = await signedInPlayer(browser, request, { mobile, name: 'Guest Later', bonus: '50' });
  const balanceLink = signedIn.page.locator(BALANCE);
  await expect(balanceLink).not.toHaveAccessibleName(/₹0\.00/);
  const balance = (await balanceLink.getAttribute('aria-label'))!;
  await signedIn.context.close();

  const context = await openPhone(browser);
  try {
    const page = await context.newPage();
    const loginChunks: string[] = [];
    page.on('request', (asked) => /\/assets\/login-[\w-]+\.js$/.test(asked.url()) && loginChunks.push(asked.url()));
    for (const path of ['/home', '/wallet']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByLabel('Mobile number')).toBeEditable();
    }
    // The login screen is not in the app's first load: the guard fetched its chunk.
    expect(loginChunks.length).toBeGreaterThan(0);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator(BALANCE)).toHaveAccessibleName(balance);
    await saveScreenshot(page, 'home-after-guarded-login');
  } finally {
    await context.close();
  }
});
