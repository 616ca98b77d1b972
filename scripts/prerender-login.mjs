/* global document, localStorage */
// After `vite build`: the login screen's page, prerendered (build/ui/login.html, served for
// /login by server/app.ts), so its largest paint needs no script. It is the real screen: the
// built app itself renders /login in Chromium, and its DOM (with Mantine's run-time <style>s,
// the <html> attributes and the title) goes into the built index.html in place of the loading
// shell. The app then starts as on any page and replaces it with the same screen in one commit
// (createRoot clears the container when it first commits; startTransition keeps the prerendered
// screen on display until then), so there is nothing to hydrate and nothing to mismatch.
// Until the app has started the copy is inert: its fields are read-only (nothing a player
// types could be lost in the swap) and its buttons submit nothing; its links are plain links.
import { chromium } from '@playwright/test';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { inlinedStylesheet } from '../server/http/inlined-stylesheet.ts';
import { systemChromiumPath } from './chromium-path.mjs';

const dir = process.argv[2] ?? 'build/ui';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The build as the server serves it to a newcomer: files, and index.html for every route. */
function serveBuild() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dir, path);
    const found = !path.includes('..') && existsSync(file) && statSync(file).isFile();
    // No API here: a newcomer's login screen asks the server for nothing before Login is pressed.
    if (!found && extname(path)) return response.writeHead(404).end();
    const type = found ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'text/html';
    response.writeHead(200, { 'Content-Type': type });
    createReadStream(found ? file : join(dir, 'index.html')).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const template = readFileSync(join(dir, 'index.html'), 'utf8');
const SHELL = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
if (!SHELL.test(template)) throw new Error(`${dir}/index.html has no <div id="root"> with the loading shell`);

// Without a browser (a fresh machine's `npm start`) the build goes on without this page:
// /login is then the app's page with its loading shell, as every other route. `npm test`
// installs a browser before it builds (scripts/ensure-chromium.mjs).
let browser;
try {
  browser = await chromium.launch({ executablePath: systemChromiumPath(), args: ['--no-sandbox'] });
} catch (error) {
  console.warn(`[prerender-login] no browser to render /login with, so no login.html: ${error.message.split('\n')[0]}`);
  console.warn('[prerender-login] run `node scripts/ensure-chromium.mjs` and build again for the prerendered page.');
  process.exit(0);
}
/**
 * The languages the app speaks (ui/i18n/i18n.ts's LANGUAGES): each has its own page,
 * login.<code>.html beside login.html (English), which the server sends a player whose language
 * cookie names it (server/app.ts), so a Hindi player's first paint is Hindi.
 */
const LANGUAGES = ['en', 'hi', 'mr', 'gu', 'ta', 'te', 'kn', 'ml'];

const server = await serveBuild();
try {
  for (const language of LANGUAGES) {
    const html = await renderLogin(language);
    const file = language === 'en' ? 'login.html' : `login.${language}.html`;
    writeFileSync(join(dir, file), html);
    console.log(`prerendered ${dir}/${file}: ${(html.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  server.close();
}

/** The login page in `language`: the app started with that language stored, as a player's is. */
async function renderLogin(language) {
  // The phone size the e2e suite and Lighthouse use; no service worker in this throwaway browser.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`${response.url()} ${response.status()}`),
  );
  await page.goto(`http://127.0.0.1:${server.address().port}/login`);
  await page.locator('#root main form').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (problems.length) throw new Error(`the login screen did not render cleanly:\n${problems.join('\n')}`);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) throw new Error(`the login screen came in "${lang}", not "${language}"`);
  const rendered = await page.evaluate(() => {
    const root = document.getElementById('root');
    if (root.querySelector('.shell')) throw new Error('the loading shell is still there');
    for (const field of root.querySelectorAll('input, textarea')) field.setAttribute('readonly', '');
    for (const button of root.querySelectorAll('button')) button.setAttribute('type', 'button');
    // Mantine's other run-time styles (the shell's own style is in the template).
    const styles = [...document.head.querySelectorAll('style')].filter(
      (style) => !style.textContent.includes('.shell'),
    );
    // The app's stylesheets, which its scripts added.
    const stylesheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    return {
      stylesheets: stylesheets.map((link) => new URL(link.href).pathname),
      htmlAttributes: [...document.documentElement.attributes].map(({ name, value }) => [name, value]),
      title: document.title,
      styles: styles.map((style) => style.outerHTML),
      root: root.innerHTML,
    };
  });
  if (/<script/i.test(rendered.root)) throw new Error('the rendered login screen holds a script');
  // The stylesheets go in the page itself: its first paint waits for no other request (a round
  // trip less on a slow network). The app's loader takes them as loaded (a disabled link names
  // each file), and they stay before Mantine's <style>s in #root, so nothing changes on screen
  // (tests/e2e/offline-repeat-visit.spec.ts compares the two screens).
  const inlined = (path) => inlinedStylesheet(path, readFileSync(join(dir, path), 'utf8'));
  const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const attributes = rendered.htmlAttributes.map(([name, value]) => `${name}="${escape(value)}"`).join(' ');
  const html = template
    .replace(/<html[^>]*>/, `<html ${attributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(rendered.title)}</title>`)
    .replace(
      '</head>',
      () => `    ${[...rendered.stylesheets.map(inlined), ...rendered.styles].join('\n    ')}\n  </head>`,
    )
    .replace(SHELL, () => `<div id="root">${rendered.root}</div>`);
  await page.close();
  return html;
}
