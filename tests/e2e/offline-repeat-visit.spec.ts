import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServiceWorker } from '../../scripts/build-service-worker.mjs';
import { saveScreenshot } from './screenshot.js';
import { expectSameScreen, whatIsSeen } from './what-is-seen.js';
import { freePort } from './free-port.js';
import { clockStartingAt, openContext, SUITE_CLOCK_START } from './suite-clock.js';

// The service worker and the prerendered login page (scripts/build-service-worker.mjs,
// scripts/prerender-login.mjs) in the built app. The rest of the suite blocks service workers
// (playwright.config.ts), so no test there can see another build's files; these allow them.
test.use({ serviceWorkers: 'allow' });

/** The app has started: the prerendered copy's read-only fields are the app's own. */
const appStarted = (page: Page) =>
  expect(page.getByLabel('Mobile number')).toBeEditable({ editable: true, timeout: 30_000 });

/** The service worker controls the page and has precached the build. */
async function workerInCharge(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls.sort();
  });

test('the prerendered login page is the app’s login screen, before any script runs', async ({ browser, request }) => {
  const page = await (await openContext(browser, { serviceWorkers: 'block' })).newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'ENTER NUMBER' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('background-color', 'rgb(54, 79, 199)');
  await expect(page.getByLabel('Mobile number')).not.toBeEditable();
  const prerendered = await whatIsSeen(page);
  await saveScreenshot(page, 'login-prerendered');
  await page.context().close();

  // The app takes over the same screen: the same things in the same places, drawn alike,
  // and nothing in the console
  // (a hydration mismatch or a React warning would be printed there).
  const app = await (await openContext(browser, { serviceWorkers: 'block' })).newPage();
  const printed: string[] = [];
  app.on('console', (message) => {
    // Playwright's own note on the blocked worker is not the app's.
    const ours = !message.text().startsWith('Service Worker registration blocked by Playwright');
    if (ours && ['error', 'warning'].includes(message.type())) printed.push(message.text());
  });
  await app.goto('/login');
  await appStarted(app);
  expectSameScreen(await whatIsSeen(app), prerendered);
  await app.getByLabel('Mobile number').fill('98765');
  await expect(app.getByLabel('Mobile number')).toHaveValue('98765');
  expect(printed).toEqual([]);
  await app.context().close();

  // Only /login is the prerendered page: any other route is the app's page with its loading
  // shell, or /home's as the server renders it (server-rendered-home.spec.ts).
  expect(await (await request.get('/login')).text()).toContain('ENTER NUMBER');
  expect(await (await request.get('/home')).text()).not.toContain('ENTER NUMBER');
  expect(await (await request.get('/passbook')).text()).toContain('class="shell"');
});

test('a repeat visit renders the login screen with no network for the app’s files; the API still goes to the server', async ({
  context,
  page,
}) => {
  await page.goto('/login');
  await appStarted(page);
  await workerInCharge(page);

  // From now on only the API reaches the server: pages, scripts, styles, icons are refused.
  const refused: string[] = [];
  await context.route(
    (url) => !url.pathname.startsWith('/api/'),
    (route) => (refused.push(route.request().url()), route.abort('internetdisconnected')),
  );
  const answers: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) =>
    answers.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }),
  );
  const visit = await page.goto('/login');
  expect(visit?.fromServiceWorker()).toBe(true);
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'ENTER NUMBER' })).toBeVisible();
  await saveScreenshot(page, 'login-repeat-visit-offline-assets');

  // A wrong password is the server's answer, not a cached one.
  await page.getByLabel('Mobile number').fill('9000000001');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Wrong mobile number or password.')).toBeVisible();
  const apiCalls = answers.filter((answer) => answer.path.startsWith('/api/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((answer) => !answer.fromWorker)).toBe(true);
  expect(answers.filter((answer) => !answer.path.startsWith('/api/') && !answer.fromWorker)).toEqual([]);
  expect(refused).toEqual([]);

  // Its caches hold the build's files, never an answer of the server.
  const cached = await cachedUrls(page);
  expect(cached).toContain('/login.html');
  expect(cached).toContain('/index.html');
  expect(
    cached.filter((path) => !/^\/(assets\/[^/]+\.(js|css)|[^/]+\.(html|svg|png|webmanifest))$/.test(path)),
  ).toEqual([]);

  // /home, which the server renders, is asked of the network; with no network the worker answers
  // with the precached page, and the app starts from it (here: the login, as no one signed in).
  const home = await page.goto('/home');
  expect(home?.fromServiceWorker()).toBe(true);
  expect(refused.map((url) => new URL(url).pathname)).toEqual(['/home']);
  await expect(page.getByRole('heading', { name: 'ENTER NUMBER' })).toBeVisible();
  await expect(page.locator('#served-home')).toHaveCount(0);
  expect(await cachedUrls(page)).toEqual(cached);
});

/** A copy of the built app (build/ui), as a deploy would put it on a server. */
function copyOfBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'matka-build-'));
  cpSync('build/ui', dir, { recursive: true });
  return dir;
}

/**
 * The next deploy's build, as Vite would make it after a change to the boot script: that chunk
 * gets a new hashed name, and so does every chunk that names it (their text changed), and so
 * on; the pages and Vite's manifest name the new files; the service worker is built again.
 */
async function nextBuild(dir: string): Promise<{ oldEntry: string; newEntry: string }> {
  const manifestPath = join(dir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const oldEntry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
  const assets = readdirSync(join(dir, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  const renamed = new Map<string, string>();
  const rename = (name: string) => renamed.set(name, name.replace(/\.(js|css)$/, '-next.$1'));
  rename(oldEntry.replace('assets/', ''));
  const rewrite = (text: string) => [...renamed].reduce((result, [from, to]) => result.replaceAll(from, to), text);
  for (let grew = true; grew;) {
    grew = false;
    for (const name of assets) {
      if (renamed.has(name)) continue;
      const text = readFileSync(join(dir, 'assets', name), 'utf8');
      if (![...renamed.keys()].some((changed) => text.includes(changed))) continue;
      rename(name);
      grew = true;
    }
  }
  for (const [from, to] of renamed) {
    const text = readFileSync(join(dir, 'assets', from), 'utf8');
    writeFileSync(
      join(dir, 'assets', to),
      rewrite(from === oldEntry.replace('assets/', '') ? `${text}\n// next` : text),
    );
    for (const suffix of ['', '.br', '.gz']) rmSync(join(dir, 'assets', from + suffix), { force: true });
  }
  writeFileSync(manifestPath, rewrite(readFileSync(manifestPath, 'utf8')));
  for (const page of ['index.html', 'login.html']) {
    const html = rewrite(readFileSync(join(dir, page), 'utf8'));
    writeFileSync(join(dir, page), html.replace('</head>', '<meta name="build" content="next"></head>'));
  }
  // The server sends a precompressed copy when there is one: these files changed.
  for (const file of ['index.html', 'login.html', 'sw.js'])
    for (const suffix of ['.br', '.gz']) rmSync(join(dir, file + suffix), { force: true });
  await buildServiceWorker(dir);
  return { oldEntry: `/${oldEntry}`, newEntry: `/${rewrite(oldEntry)}` };
}

/** A free loopback port: each build is served on the same origin, as a deploy does. */
/** The reference server over a build folder, stopped by the function it answers. */
async function serve(uiDir: string, port: number): Promise<() => Promise<void>> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      UI_DIR: uiDir,
      DATA_DIR: 'memory://',
      OPERATOR_TOKEN: 'sw',
      DEMO: '',
      CLOCK_START: SUITE_CLOCK_START,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return () => new Promise((resolve) => (server.once('exit', () => resolve()), server.kill()));
}

test('a new build’s service worker replaces the old precache, and the next load runs the new build whole', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = copyOfBuild();
  const next = copyOfBuild();
  const { oldEntry, newEntry } = await nextBuild(next);
  const port = await freePort();
  let stop = await serve(first, port);
  const context = await openContext(
    browser,
    { serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${port}` },
    clockStartingAt(SUITE_CLOCK_START),
  );
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await appStarted(page);
    await workerInCharge(page);
    expect(await cachedUrls(page)).toContain(oldEntry);

    // The deploy: the same address now serves the next build.
    await stop();
    stop = await serve(next, port);
    // This load still runs the first build whole, from its precache; the browser finds the
    // changed sw.js meanwhile, and the new worker precaches the next build and takes over.
    await page.reload();
    await appStarted(page);
    // Installed, then active: the next build's chunk is precached and the first build's is gone.
    await expect
      .poll(async () => (await cachedUrls(page)).filter((url) => url === oldEntry || url === newEntry), {
        timeout: 60_000,
      })
      .toEqual([newEntry]);

    // The next load is the new build: its page, from the worker, and its boot script.
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    const visit = await page.goto('/login');
    expect(visit?.fromServiceWorker()).toBe(true);
    await appStarted(page);
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
    expect(scripts).toContain(newEntry);
    expect(scripts).not.toContain(oldEntry);
  } finally {
    await context.close();
    await stop();
    rmSync(first, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
});
