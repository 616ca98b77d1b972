// Runs before the e2e suite: makes sure a browser exists and says where it came from.
// 1. a system Chromium is already there: use it;
// 2. else, as root with apt-get: install Debian's `chromium`;
// 3. else: Playwright's own browser install (needs a network that reaches its host).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { headlessShellPath, systemChromiumPath } from './chromium-path.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

/** Debian's Noto fonts, so pages in Hindi, Tamil, … render as on a player's phone (screenshots, Lighthouse). */
function ensureIndicFonts() {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig: nothing to check against.
  }
  if (/Devanagari/.test(families)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("[ensure-chromium] installing Debian's Noto fonts for the Indian scripts");
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-core']);
  } else {
    console.log('[ensure-chromium] no Devanagari font here: Indian-language screenshots will show boxes');
  }
}

const found = systemChromiumPath();
if (found) {
  console.log(`[ensure-chromium] using the system Chromium at ${found}`);
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("[ensure-chromium] no Chromium found: installing Debian's chromium with apt-get");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  const installed = systemChromiumPath();
  if (!installed) throw new Error('apt-get finished but no chromium binary was found');
  console.log(`[ensure-chromium] installed the system Chromium at ${installed}`);
} else {
  console.log("[ensure-chromium] no Chromium and no root apt-get: running Playwright's own browser install");
  run('npx', ['playwright', 'install', 'chromium']);
}
/**
 * Debian's headless shell for the e2e suite (see headlessShellPath), as root with apt-get; the
 * suite runs in the full Chromium when it cannot be had, so a failure here only warns.
 */
function ensureHeadlessShell() {
  if (headlessShellPath() || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return;
  const install = () => run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell']);
  try {
    console.log("[ensure-chromium] installing Debian's chromium-headless-shell for the e2e suite");
    try {
      install();
    } catch {
      run('apt-get', ['update', '-qq']);
      install();
    }
  } catch (error) {
    console.log(`[ensure-chromium] no headless shell (${error.message}): the e2e suite runs in the full Chromium`);
  }
}

ensureIndicFonts();
ensureHeadlessShell();
