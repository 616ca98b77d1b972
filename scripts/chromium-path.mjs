// Where a system Chromium lives on this machine, if anywhere. Playwright must use it
// rather than download a browser: this network reaches no browser download host.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** @returns {string | undefined} */
export function systemChromiumPath() {
  return CANDIDATES.find((path) => path && existsSync(path));
}
