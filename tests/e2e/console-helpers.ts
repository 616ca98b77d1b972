import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { allOf, operator, otpFor } from './operator.js';

/** Saves what an operator sees on a 1280×800 desktop into `screenshots/` (git-ignored). */
export async function saveConsoleScreenshot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `screenshots/console-${name}.png` });
}

/**
 * Signs a player up through the player API, as the app does: OTP, then register, password `secret12`.
 * Answers register's answer, whatever it is.
 */
export async function signUp(request: APIRequestContext, mobile: string, name: string) {
  await request.post('/api/sendOTP', { data: { mobile, name, type: 'signup' } });
  const otp = await otpFor(request, mobile);
  await request.post('/api/verifyOTP', { data: { mobile, otp, type: 'signup' } });
  const registered = await request.post('/api/register', {
    data: { mobile, otp, name, password: 'secret12', adult: true, deviceid: 'web', device_info: 'web' },
  });
  return registered.json();
}

/** A player made through the player API, as the app makes one: OTP, then register. Answers the session token. */
export async function registerPlayer(request: APIRequestContext, mobile: string, name: string): Promise<string> {
  const answer = await signUp(request, mobile, name);
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

/** A manual deposit request through the player API, with `image` (a data URL) as its screenshot. */
export const requestDeposit = (
  request: APIRequestContext,
  session: string,
  deposit: { amount: string; utr: string; image: string },
) =>
  playerCall(request, session, 'create-payment-request', {
    amount: deposit.amount,
    transaction_id: deposit.utr,
    note: '',
    image: deposit.image,
    deposit_mode: 'Manual Deposit',
  });

/** A deposit the player asks for through the player API and the operator API approves. */
export async function approvedDeposit(
  request: APIRequestContext,
  player: { session: string; mobile: string },
  deposit: { amount: string; utr: string; image: string },
): Promise<void> {
  await requestDeposit(request, player.session, deposit);
  const pending = (await allOf(request, '/deposits?status=pending')) as { id: number; mobile: string }[];
  for (const { id } of pending.filter((d) => d.mobile === player.mobile))
    await operator(request, 'POST', `/deposits/${id}/approve`);
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

/** Opens a section of the console from its navigation (Today, Markets, Players, Settings…). */
export const openSection = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name }).click();

/** Opens a player's page as an operator finds it: Players, a search by mobile, the player's name. */
export async function openPlayerPage(page: Page, mobile: string, name: string): Promise<void> {
  await openSection(page, 'Players');
  await page.getByLabel('Mobile or name').fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}
