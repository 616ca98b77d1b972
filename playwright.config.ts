import { defineConfig, devices } from '@playwright/test';
import { headlessShellPath, systemChromiumPath, TEST_BROWSER_FLAGS } from './scripts/chromium-path.mjs';
import { SUITE_CLOCK_START } from './tests/e2e/suite-clock.js';

// The e2e suite runs in the system Chromium (this network reaches no browser download
// host); without one it falls back to a browser Playwright installed itself. Where Debian's
// headless shell is installed, every spec but Web Push's runs in it, as Playwright runs
// headless tests by default: it shows no notifications, which that spec reads.
const fullBrowser = systemChromiumPath();
const headlessShell = headlessShellPath() ?? fullBrowser;
const NEEDS_FULL_BROWSER = /web-push\.spec\.ts$/;
const chromium = (executablePath: string | undefined) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: TEST_BROWSER_FLAGS,
  },
});
const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous limits, no retries: on a loaded 2-core host a spec of 200 desk rows took over the
  // default 30 s, and a screen over the default 5 s to appear. A wrong screen still fails.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    // No trace by default: recording one for every spec cost a fifth of the suite's time, and
    // CI keeps only the printed failure. E2E_TRACE=retain-on-failure records them to debug.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    // The built app registers a service worker: blocked, so no test sees files another build
    // precached and page.route sees every request. tests/e2e/offline-repeat-visit.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: NEEDS_FULL_BROWSER, use: chromium(headlessShell) },
    { name: 'chromium-full', testMatch: NEEDS_FULL_BROWSER, use: chromium(fullBrowser) },
  ],
  webServer: {
    // The UI is built by `npm run build` before the suite; this serves it as `npm start` does.
    command: 'node --import tsx server/main.ts',
    // A fresh in-memory database each run; demo mode for the OTP outbox and an operator token;
    // the server's day starts at 10:00 on the suite's day (tests/e2e/suite-clock.ts), so market
    // windows do not depend on when the suite runs, and the browsers run on the same clock.
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      // npm run test:e2e runs under scripts/with-postgres.sh for the live-results spec, which
      // starts its own processes on it; this server stays on its in-memory PGlite.
      DATABASE_URL: '',
      DEMO: '1',
      // The specs declare every result themselves. Demo mode's automatic results (every 20 s, for
      // every market whose draw has passed) declared a spec's market between two of its steps
      // whenever a loaded machine made that gap longer than a tick: a void test then found no void.
      DEMO_RESULTS: '0',
      OPERATOR_TOKEN: 'e2e-operator-token',
      // The web-push spec subscribes a device of this (unreachable) push service.
      PUSH_SERVICE_HOSTS: 'push.example.invalid',
      CLOCK_START: SUITE_CLOCK_START,
      // Every spec signs its players up from 127.0.0.1: the per-address OTP quota (20 an hour)
      // would refuse the suite's later sign-ups, so a spec's result would hang on the specs before it.
      OTP_PER_ADDRESS_PER_HOUR: '10000',
    },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
