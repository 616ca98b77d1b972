// Every player screen and console screen read by axe (WCAG 2.2 AA): no violation, in English,
// Hindi and Tamil for the player app (390×844) and in the console's English and Hindi (1280×800);
// and no player screen wider than the 390 px phone in any of the eight
// languages. Each language runs in one browser context; the screens are opened as the app opens
// them (the router's own navigation, with the state a card or a button gives it), not reloaded.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BOARDS, type BoardId } from '../../core/entries/player.js';
import { en } from '../../ui/i18n/locales/en.js';
import { englishLater } from '../../ui/i18n/locales/en-later.js';
import { gu } from '../../ui/i18n/locales/gu.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { kn } from '../../ui/i18n/locales/kn.js';
import { ml } from '../../ui/i18n/locales/ml.js';
import { mr } from '../../ui/i18n/locales/mr.js';
import { ta } from '../../ui/i18n/locales/ta.js';
import { te } from '../../ui/i18n/locales/te.js';
import { signUp, saveConsoleScreenshot } from './console-helpers.js';
import { consoleEn } from '../../ui/console/i18n/en.js';
import { consoleHi } from '../../ui/console/i18n/hi.js';
import { CONSOLE_LANGUAGE_KEY } from '../../ui/console/i18n/i18n.js';
import { freshMobile, operator } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { openPhone, signedInConsole } from './sign-in.js';
import { storeLanguage } from './stored-language.js';

const WORDS = { en: { ...en, ...englishLater }, hi, mr, gu, ta, te, kn, ml } as const;
type Language = keyof typeof WORDS;
const words = (language: Language) => WORDS[language] as Record<string, string>;

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Axe's landmark rules (its best practices, not WCAG's): every part of a screen in a landmark
 * (the slip's bar too), one banner, one main.
 */
const LANDMARKS = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-unique',
];
const PHONE_WIDTH = 390;
const MARKET = 'AXE BAZAR';
const OWNER = { username: 'owner', password: 'owner-demo-1234' };

/** A screen of the player app: its address, and the navigation state the app opens it with. */
interface Screen {
  name: string;
  path: string;
  state?: Record<string, string>;
}

const SIGNED_OUT: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'forgot', path: '/forgot' },
  { name: 'result-log', path: '/results/log' },
];

const board = (id: BoardId, market = MARKET, more: Record<string, string> = {}): Screen => ({
  name: `board-${market === MARKET ? '' : `${market.toLowerCase().replaceAll(' ', '-')}-`}${id}`,
  path: BOARDS[id].route,
  state: { market, is_open: '1', board: id, ...more },
});

/** One screen of each kind: every screen of the route table, and a board of each panel. */
const SIGNED_IN: Screen[] = [
  { name: 'home', path: '/home' },
  { name: 'games', path: '/games', state: { market: MARKET, is_open: '1' } },
  board('singleDigits'),
  board('singleBulk'),
  board('doublePannaBulk'),
  board('spMotor'),
  board('choicePana'),
  board('halfSangam'),
  board('fullSangam'),
  { name: 'starline', path: '/starline' },
  { name: 'starline-games', path: '/starlineGames', state: { market: 'STARLINE', is_open: '1', timing: '12:00' } },
  board('singleDigits', 'STARLINE', { timing: '12:00' }),
  { name: 'jackpot', path: '/gali' },
  { name: 'jackpot-games', path: '/galiGames', state: { market: 'GALI DISAWAR', is_open: '1' } },
  board('jodi', 'GALI DISAWAR'),
  { name: 'my-bids', path: '/myBids' },
  { name: 'bid-history', path: '/gameHistory', state: { kind: 'main' } },
  { name: 'bid-history-selection', path: '/gameHistorySelection' },
  { name: 'winnings', path: '/winnings', state: { kind: 'main' } },
  { name: 'winning-selection', path: '/winningHistorySelection' },
  { name: 'passbook', path: '/passbook' },
  { name: 'passbook-dw', path: '/passbookDW' },
  { name: 'funds', path: '/funds' },
  { name: 'deposit', path: '/deposit' },
  { name: 'wallet', path: '/wallet' },
  { name: 'bank-details', path: '/bankDetails' },
  { name: 'withdraw', path: '/withdraw' },
  { name: 'withdraw-history', path: '/withdrawHistory' },
  { name: 'deposit-history', path: '/depositHistory' },
  { name: 'transfer', path: '/transfer' },
  { name: 'game-rates', path: '/gameRates' },
  { name: 'game-rules', path: '/gameRules' },
  { name: 'videos', path: '/videos' },
  { name: 'notifications', path: '/notifications' },
  { name: 'charts', path: '/charts' },
  { name: 'chart', path: '/chart', state: { market: MARKET, type: 'jodi' } },
  { name: 'quiz', path: '/quiz' },
  { name: 'limits', path: '/limits' },
  { name: 'device-notifications', path: '/deviceNotifications' },
  { name: 'profile', path: '/profile' },
];

/**
 * Opens a screen as the app does: the router's navigation (a history entry with the state a card
 * or button gives it), then waits until the screen has loaded its code and its data.
 */
async function open(page: Page, screen: Screen): Promise<void> {
  await page.evaluate(({ path, state }) => {
    history.pushState(
      { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: history.length },
      '',
      path,
    );
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, screen);
  await settled(page, screen);
}

/** The screen at its address, the app started (no inert copy), nothing loading. */
async function settled(page: Page, screen: Screen): Promise<void> {
  await expect(page, `${screen.name} stays at its address`).toHaveURL(new RegExp(`${screen.path}$`));
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The page's violations of WCAG 2.2 AA, one readable block each ('' when there are none). */
async function violations(page: Page, where: string): Promise<string[]> {
  // No pointer over the screen: a phone has no hover, and Mantine's hover colours apply only
  // where there is one, so the last click's hover is not what a player sees.
  await page.mouse.move(PHONE_WIDTH - 1, 0);
  const { violations: onPhone } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .disableRules(['target-size'])
    .analyze();
  // Landmarks, and targets' sizes with the whole page in view: at 844 px the sticky footer covers whichever
  // target the scroll leaves under it, which axe counts as a target made smaller.
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  const { violations: sizes } = await new AxeBuilder({ page }).withRules(['target-size', ...LANDMARKS]).analyze();
  await page.setViewportSize(viewport);
  return [...onPhone, ...sizes].map((rule) => {
    const nodes = rule.nodes
      .slice(0, 6)
      .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`)
      .join('\n');
    const more = rule.nodes.length > 6 ? `\n    …and ${rule.nodes.length - 6} more` : '';
    return `${where}: ${rule.id} (${rule.impact}, ${rule.nodes.length} elements): ${rule.help}\n${nodes}${more}`;
  });
}

/**
 * How much wider than the phone the page is (0 when it fits): the document's width, and the right
 * edge of anything drawn past the phone's (which a clipping ancestor would hide from the first);
 * what an ancestor that fits the phone clips or scrolls (a carousel's slides, a wide table) is
 * that ancestor's, not the page's.
 */
const overflow = (page: Page) =>
  page.evaluate((width) => {
    let widest = document.documentElement.scrollWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      let held = false;
      for (let above = element.parentElement; above && above !== document.body && !held; above = above.parentElement)
        held = getComputedStyle(above).overflowX !== 'visible' && above.getBoundingClientRect().right <= width + 0.5;
      if (!held) widest = Math.max(widest, Math.ceil(box.right));
    }
    return Math.max(0, widest - width);
  }, PHONE_WIDTH);

/** The choices and buttons whose words are cut off (an ellipsis, or hidden overflow). */
const clipped = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-SegmentedControl-label, .mantine-Button-label')]
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );

/** A phone in `language`, signed out: the login page opened once and the language stored. */
async function phoneIn(browser: Parameters<typeof openPhone>[0], language: Language) {
  const context = await openPhone(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await storeLanguage(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { context, page };
}

/** Logs in on the login screen in any language: the mobile, the password, the form's submit. */
async function logInAnyLanguage(page: Page, language: Language, mobile: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(words(language).mobileNumber!).fill(mobile);
  await page.getByLabel(words(language).password!, { exact: true }).fill('secret12');
  await page.getByRole('button', { name: words(language).login, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function newPlayer(request: APIRequestContext, name: string): Promise<string> {
  const mobile = freshMobile();
  await signUp(request, mobile, name);
  await operator(request, 'POST', '/bonus', { mobile, amount: '500' });
  return mobile;
}

/** Each screen, signed out then in, handed to `check` once it has settled; the review dialog too. */
async function everyScreen(
  page: Page,
  language: Language,
  mobile: string,
  check: (name: string) => Promise<void>,
): Promise<void> {
  for (const screen of SIGNED_OUT) {
    await page.goto(screen.path);
    await settled(page, screen);
    await check(screen.name);
  }
  await logInAnyLanguage(page, language, mobile);
  await settled(page, { name: 'home', path: '/home' });
  await check('home-first-load');
  for (const screen of SIGNED_IN) {
    await open(page, screen);
    await check(screen.name);
  }
  // The review of a slip, a dialog over the board.
  const said = words(language);
  await open(page, board('singleDigits'));
  await page.getByRole('combobox', { name: said.number }).fill('5');
  await page.getByLabel(said.points!).fill('10');
  await page.getByRole('button', { name: said.addBid }).click();
  await page.getByRole('button', { name: said.submit, exact: true }).click();
  await expect(page.getByRole('dialog', { name: said.reviewBets })).toBeVisible();
  await check('review-dialog');
  await page.getByRole('dialog').getByRole('button', { name: said.cancel, exact: true }).click();
}

// Saved again (unchanged) when a failed test starts the worker anew.
test.beforeAll(async ({ request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
});

for (const language of ['en', 'hi', 'ta'] as const) {
  test(`every player screen in ${language}: no WCAG 2.2 AA violation, none wider than the phone or its words cut off`, async ({
    browser,
    request,
  }) => {
    // About forty screens, each read twice by axe: longer than the suite's two minutes on a busy machine.
    test.setTimeout(360_000);
    const mobile = await newPlayer(request, `Axe ${language}`);
    const { context, page } = await phoneIn(browser, language);
    try {
      const found: string[] = [];
      const wide: string[] = [];
      await everyScreen(page, language, mobile, async (name) => {
        found.push(...(await violations(page, `${language} ${name}`)));
        const over = await overflow(page);
        if (over > 0) wide.push(`${language} ${name}: ${PHONE_WIDTH + over} px`);
        const cut = await clipped(page);
        if (cut.length) wide.push(`${language} ${name}: words cut off: ${cut.join(' | ')}`);
        await saveScreenshot(page, `a11y-${language}-${name}`);
      });
      expect([...found, ...wide].join('\n\n'), 'axe’s violations, and screens wider than the phone').toBe('');
    } finally {
      await context.close();
    }
  });
}

test('every player screen fits the phone, its words whole, in Marathi, Gujarati, Telugu, Kannada and Malayalam', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const wide: string[] = [];
  for (const language of ['mr', 'gu', 'te', 'kn', 'ml'] as const) {
    const mobile = await newPlayer(request, `Width ${language}`);
    const { context, page } = await phoneIn(browser, language);
    try {
      await everyScreen(page, language, mobile, async (name) => {
        const over = await overflow(page);
        const cut = await clipped(page);
        if (cut.length) wide.push(`${language} ${name}: words cut off: ${cut.join(' | ')}`);
        if (over > 0) wide.push(`${language} ${name}: ${PHONE_WIDTH + over} px`);
        if (over > 0 || cut.length) await saveScreenshot(page, `wide-${language}-${name}`);
      });
    } finally {
      await context.close();
    }
  }
  expect(wide, 'screens wider than the phone').toEqual([]);
});

for (const language of ['en', 'hi'] as const) {
  test(`every console screen in ${language}: no WCAG 2.2 AA violation`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const words = language === 'hi' ? consoleHi : consoleEn;
    const mobile = await newPlayer(request, `Axe Console ${language}`);
    const { context, page } = await signedInConsole(browser, OWNER);
    try {
      // The console's own choice, remembered on this device: every screen below opens in it.
      await page.evaluate(([key, code]) => localStorage.setItem(key!, code!), [CONSOLE_LANGUAGE_KEY, language]);
      const found: string[] = [];
      const screens = [
        '/console/deposits',
        '/console/withdrawals',
        '/console/players',
        '/console/today',
        `/console/today/desk?market=${encodeURIComponent(MARKET)}&kind=main&session=open`,
        '/console/content',
        '/console/reports',
        '/console/audit',
        '/console/operators',
        '/console/markets',
        '/console/settings',
        '/console/account',
      ];
      for (const path of screens) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('button', { name: words.signOut })).toBeVisible();
        await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
        const name = path.slice('/console/'.length).replace(/[/?&=]+/g, '-') || 'first';
        found.push(...(await violations(page, `console ${language} ${name}`)));
        await saveConsoleScreenshot(page, `a11y-${language}-${name}`);
      }
      await page.goto('/console/players');
      await page.getByLabel(words.searchPlayers).fill(mobile);
      await page.getByRole('button', { name: words.search, exact: true }).click();
      await page.getByRole('link', { name: `Axe Console ${language}` }).click();
      await expect(page.getByRole('heading', { name: `Axe Console ${language}` })).toBeVisible();
      found.push(...(await violations(page, `console ${language} player-page`)));
      await saveConsoleScreenshot(page, `a11y-${language}-player-page`);
      await page.getByRole('button', { name: words.signOut }).click();
      await expect(page).toHaveURL(/\/console\/sign-in$/);
      found.push(...(await violations(page, `console ${language} sign-in`)));
      expect(found.join('\n\n'), 'axe’s violations').toBe('');
    } finally {
      await context.close();
    }
  });
}

test('a Hindi player’s first paint of /login and /home is Hindi, before any script', async ({ browser, request }) => {
  const mobile = await newPlayer(request, 'Pehla Rang');
  const { context, page } = await phoneIn(browser, 'hi');
  try {
    // The pages as the server sends them to this phone (its language cookie): Hindi, no English.
    for (const path of ['/login', '/home']) {
      const html = await (await context.request.get(path)).text();
      expect(html, path).toContain('<html lang="hi"');
    }
    const login = await (await context.request.get('/login')).text();
    expect(login).toContain(hi.mobileNumber);
    expect(login).not.toContain(en.mobileNumber);
    // What the phone shows while the app's code has not come: the page alone, in Hindi.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByLabel(hi.mobileNumber)).toBeVisible();
    await saveScreenshot(page, 'login-prerendered-hi');
    await page.unroute('**/assets/*.js');
    await logInAnyLanguage(page, 'hi', mobile);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: hi.menu })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.menu })).toHaveCount(0);
    await saveScreenshot(page, 'home-server-rendered-hi');
  } finally {
    await context.close();
  }
});
