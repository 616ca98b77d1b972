import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor } from './operator.js';

/** Saves what an operator sees on a 1280×800 desktop into `screenshots/` (git-ignored). */
export async function saveConsoleScreenshot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `screenshots/console-${name}.png` });
}

/** A player made through the player API, as the app makes one: OTP, then register. Answers the session token. */
export async function registerPlayer(request: APIRequestContext, mobile: string, name: string): Promise<string> {
  await request.post('/api/sendOTP', { data: { mobile, name, type: 'signup' } });
  const otp = await otpFor(request, mobile);
  await request.post('/api/verifyOTP', { data: { mobile, otp, type: 'signup' } });
  const answer = await (
    await request.post('/api/register', {
      data: { mobile, otp, name, password: 'secret12', adult: true, deviceid: 'web', device_info: 'web' },
    })
  ).json();
  // A refused sign-up (a quota, a taken mobile) stops the test here, saying why, not at a later call.
  if (typeof answer.api_token !== 'string') throw new Error(`sign-up of ${mobile} failed: ${JSON.stringify(answer)}`);
  return answer.api_token;
}

/** A player API call with the player's session, its answer's JSON. */
export async function playerCall(
  request: APIRequestContext,
  session: string,
  name: string,
  data: Record<string, unknown> = {},
) {
  const response = await request.post(`/api/${name}`, { data: { session, ...data } });
  if (!response.ok()) throw new Error(`${name}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The player's main wallet in rupees, as the player app reads it. */
export async function walletOf(request: APIRequestContext, session: string): Promise<number> {
  const home = await (await request.get(`/api/home?session=${encodeURIComponent(session)}`)).json();
  return Number(home.wallet);
}

/** A payment screenshot a cashier can read: a receipt drawn on a canvas in the page, as a PNG data URL. */
export function receiptPng(page: Page, lines: string[]): Promise<string> {
  return page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 640;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f4f6fb';
    g.fillRect(0, 0, 360, 640);
    g.fillStyle = '#1b8a3a';
    g.beginPath();
    g.arc(180, 120, 48, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#222';
    g.font = 'bold 26px sans-serif';
    g.textAlign = 'center';
    text.forEach((line, i) => g.fillText(line, 180, 230 + i * 48));
    return canvas.toDataURL('image/png');
  }, lines);
}

/** Opens a player's page as an operator finds it: Players, a search by mobile, the player's name. */
export async function openPlayerPage(page: Page, mobile: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Mobile or name').fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}
