import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto('http://127.0.0.1:8091/login');
await page.getByLabel('Mobile number').fill('9876500000');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/home/);
await page.getByRole('button', { name: /^TIME BAZAR/ }).click();
await page.waitForURL(/games/);
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/games.png', fullPage: true });
for (const [title, file] of [['Choice Pana SP DP', 'choice'], ['Single Panna Bulk', 'spbulk'], ['Sangam Selector', 'selector']]) {
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.waitForTimeout(600);
  if (file === 'choice') { await page.getByText('Pick digits').click(); await page.waitForTimeout(300); }
  if (file === 'spbulk') { await page.getByLabel('Points').fill('10'); await page.getByRole('button', { name: 'Ank 7' }).click(); await page.waitForTimeout(300); }
  if (file === 'selector') { await page.getByLabel('Pana').selectOption('128'); await page.getByLabel('Digit').selectOption('7'); await page.getByLabel('Type').selectOption({ label: 'OPEN PANA CLOSE DIGIT' }); await page.getByLabel('Points').fill('10'); await page.getByRole('button', { name: 'ADD BID' }).click(); await page.waitForTimeout(300); }
  await page.screenshot({ path: `/tmp/${file}.png`, fullPage: true });
  await page.goBack();
  await page.waitForTimeout(400);
}
await browser.close();
