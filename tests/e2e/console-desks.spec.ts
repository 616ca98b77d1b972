import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  approvedDeposit,
  playerCall,
  registerPlayer,
  requestDeposit,
  saveConsoleScreenshot,
} from './console-helpers.js';
import { allOf, freshMobile, operator, PNG } from './operator.js';
import { signedInConsole } from './sign-in.js';

// The desks on a busy day at 1280×800: 200 pending deposit requests and 200 pending withdrawal
// requests from four players (made through the player API; their funding deposits approved by
// the operator API). Every action of the rows in sight is inside the window, nothing scrolls
// sideways, a long name is cut short on one line, the header stays while the table scrolls,
// and a search by UTR, mobile or name finds its requests on the server. The queue serves the
// oldest first; two cashiers share it: a request one reviews is claimed for them, and the
// other's review passes it by.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const CASHIER = { username: `cash${Date.now().toString().slice(-6)}`, password: 'cashier-pass-1234' };
const PER_PLAYER = 50;
const LONG_NAME = 'Venkata Lakshmi Narasimha Subrahmanya Sastry Garu';
const NAMES = [LONG_NAME, 'Asha Busyday', 'Ravi Busyday', 'Meera Busyday'];
const RUN = Date.now().toString().slice(-7);
const IMAGE = `data:image/png;base64,${PNG.toString('base64')}`;
const base = freshMobile().slice(0, 9);
const players = NAMES.map((name, i) => ({ name, mobile: `${base}${i}`, token: '' }));
/** A deposit's UTR: letters and digits, unique to the run. */
const utrOf = (player: number, n: number) => `BD${RUN}P${player}N${String(n).padStart(2, '0')}`;
const PAYOUT = `NEFT${RUN}`;

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(240_000);
  for (const [i, player] of players.entries()) {
    player.token = await registerPlayer(request, player.mobile, player.name);
    await playerCall(request, player.token, 'withdraw-details-update', {
      acno: `5000${player.mobile}`,
      name: player.name,
      ifsc: 'SBIN0001234',
    });
    // The money the withdrawals hold: a deposit approved by the operator API.
    await approvedDeposit(
      request,
      { session: player.token, mobile: player.mobile },
      { amount: '20000', utr: `FD${RUN}P${i}`, image: IMAGE },
    );
    for (let n = 0; n < PER_PLAYER; n++) {
      await requestDeposit(request, player.token, { amount: String(500 + n * 10 + i), utr: utrOf(i, n), image: IMAGE });
      const made = await playerCall(request, player.token, 'withdraw', { amount: String(200 + n) });
      expect(made.success).toBe(true);
    }
  }
  // One withdrawal paid, with its payout reference (the payout's UTR) to search by.
  const withdrawals = (await allOf(request, '/withdrawals?status=pending')) as {
    id: number;
    mobile: string;
  }[];
  const paid = withdrawals.find((w) => w.mobile === players[2]!.mobile)!;
  await operator(request, 'POST', `/withdrawals/${paid.id}/approve`, { payoutReference: PAYOUT });

  await operator(request, 'POST', '/operators', { ...CASHIER, role: 'cashier' });
  ({ context: context, page: page } = await signedInConsole(browser, OWNER));
});
// The suite's server is shared by the specs after this one: the busy day's requests are
// rejected again, so their desks start from their own few requests.
test.afterAll(async ({ request }) => {
  await context.close();
  const mine = new Set(players.map((p) => p.mobile));
  for (const kind of ['deposits', 'withdrawals'] as const) {
    const pending = (await allOf(request, `/${kind}?status=pending`)) as { id: number; mobile: string }[];
    for (const row of pending.filter((r) => mine.has(r.mobile)))
      await operator(request, 'POST', `/${kind}/${row.id}/reject`, { reason: 'End of the busy-day test' });
  }
});

const table = () => page.getByRole('table');
const bodyRows = () => table().locator('tbody tr');
const search = () => page.getByRole('search');

/**
 * The rows wholly in sight (inside the window and the table's own scrolling box, below its
 * sticky header): at least `least` of them, each of their buttons wholly inside the window.
 */
async function actionsInSight(least: number): Promise<number> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const scroller = page.locator('[data-desk-scroll]');
  const [scrollWidth, clientWidth] = await scroller.evaluate((box) => [box.scrollWidth, box.clientWidth]);
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
  const area = (await scroller.boundingBox())!;
  const header = (await table().locator('thead').boundingBox())!;
  const top = Math.max(area.y, header.y + header.height);
  const bottom = Math.min(area.y + area.height, 800);
  let seen = 0;
  for (const row of await bodyRows().all()) {
    const box = await row.boundingBox();
    if (!box || box.y < top - 1 || box.y + box.height > bottom + 1) continue;
    seen++;
    for (const button of await row.getByRole('button').all()) {
      const b = (await button.boundingBox())!;
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      expect(b.x, `${name} starts at ${b.x}`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${name} ends at ${b.x + b.width}`).toBeLessThanOrEqual(1280);
      expect(b.y + b.height, `${name} is cut at the bottom`).toBeLessThanOrEqual(800);
    }
  }
  expect(seen).toBeGreaterThanOrEqual(least);
  return seen;
}

/** A screenshot once the thumbnails in sight have loaded. */
async function screenshot(name: string) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('tbody img')].every((img) => (img as HTMLImageElement).complete),
  );
  await saveConsoleScreenshot(page, name);
}

/** Searches as the cashier does: types, presses Enter. */
async function searchFor(label: string, words: string) {
  await search().getByLabel(label).fill(words);
  await search().getByLabel(label).press('Enter');
}

async function expectLongNameCut(where: Locator) {
  const name = where.getByText(LONG_NAME, { exact: true }).first();
  await expect(name).toHaveAttribute('title', LONG_NAME);
  const [scrollWidth, clientWidth, height] = await name.evaluate((el) => [
    el.scrollWidth,
    el.clientWidth,
    el.getBoundingClientRect().height,
  ]);
  expect(scrollWidth, 'the long name is cut short').toBeGreaterThan(clientWidth);
  expect(height, 'the long name stays on one line').toBeLessThan(24);
}

test('the deposit desk with 200 pending requests: every action in sight at 1280 px, a sticky header, dense rows', async () => {
  await page.goto('/console/deposits');
  await expect(bodyRows()).toHaveCount(25);
  await expect(page.getByRole('button', { name: '2', exact: true })).toBeInViewport({ ratio: 1 });
  await screenshot('desk-deposits-busy');
  const seen = await actionsInSight(12);
  console.log(`deposit desk: ${seen} rows in sight at 1280×800`);
  // The header stays while the table scrolls under it; the pages stay in sight.
  const scroller = page.locator('[data-desk-scroll]');
  await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(table().getByRole('columnheader', { name: 'Amount' })).toBeInViewport({ ratio: 1 });
  await expect(bodyRows().last()).toBeInViewport();
  await expect(page.getByRole('button', { name: '2', exact: true })).toBeInViewport({ ratio: 1 });
  await actionsInSight(12);
  await screenshot('desk-deposits-scrolled');
});

test('the deposit desk finds a UTR, a mobile and a name on the server, and says when nothing matches', async () => {
  await page.goto('/console/deposits');
  await expect(bodyRows()).toHaveCount(25);
  const utr = utrOf(1, 17);
  await searchFor('Mobile, name or UTR', utr.toLowerCase());
  await expect(bodyRows()).toHaveCount(1);
  await expect(bodyRows().first()).toContainText(utr);
  await expect(bodyRows().first()).toContainText('Asha Busyday');
  await expect(page.getByText('1 matching')).toBeVisible();
  await screenshot('desk-deposits-search-utr');

  // A mobile typed with a space: the player's 50 requests and the approved funding deposit.
  const mobile = players[2]!.mobile;
  await searchFor('Mobile, name or UTR', `${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await expect(page.getByText('51 matching')).toBeVisible();
  await expect(bodyRows()).toHaveCount(25);
  for (const row of await bodyRows().all()) await expect(row).toContainText(mobile);
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(bodyRows()).toHaveCount(1);
  await expect(bodyRows().first()).toContainText('Completed');

  await searchFor('Mobile, name or UTR', 'sastry');
  // The long name first: the mobile's search also said 51, and its count stays while this one loads.
  await expectLongNameCut(table());
  await expect(page.getByText('51 matching')).toBeVisible();
  await actionsInSight(12);
  await screenshot('desk-deposits-search-name');

  // An amount range with the search: ₹900 to ₹905 of the three Busyday players.
  await searchFor('Mobile, name or UTR', 'busyday');
  await search().getByLabel('Min ₹').fill('900');
  await search().getByLabel('Max ₹').fill('905');
  await search().getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('3 matching')).toBeVisible();
  await expect(bodyRows()).toHaveCount(3);

  await search().getByLabel('Min ₹').fill('');
  await search().getByLabel('Max ₹').fill('');
  await searchFor('Mobile, name or UTR', 'NOSUCHUTR0000');
  await expect(page.getByText('No request matches “NOSUCHUTR0000”.')).toBeVisible();
  await screenshot('desk-deposits-no-match');
  await page.getByRole('button', { name: 'Show every request' }).click();
  await expect(bodyRows()).toHaveCount(25);
  await expect(search().getByLabel('Mobile, name or UTR')).toHaveValue('');
});

test('the deposit review walks the list from the keyboard, its keys shown', async () => {
  await page.goto('/console/deposits');
  await searchFor('Mobile, name or UTR', players[3]!.mobile);
  await expect(page.getByText('51 matching')).toBeVisible();
  const first = (await bodyRows()
    .first()
    .getByRole('button', { name: /^Review deposit #/ })
    .getAttribute('aria-label'))!;
  const id = Number(/#(\d+)/.exec(first)![1]);
  await bodyRows().first().getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Deposit #${id}`, exact: true })).toBeVisible();
  await expect(page.getByText('1 of 51')).toBeVisible();
  // The oldest first: the next is the one asked for after it.
  await page.keyboard.press('j');
  await expect(page.getByRole('dialog', { name: `Deposit #${id + 1}`, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `Deposit #${id + 2}`, exact: true })).toBeVisible();
  await page.keyboard.press('k');
  const dialog = page.getByRole('dialog', { name: `Deposit #${id + 1}`, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('2 of 51')).toBeVisible();
  await screenshot('desk-deposit-review-keys');
  await page.keyboard.press('r');
  const reject = page.getByRole('dialog', { name: `Reject deposit #${id + 1}`, exact: true });
  await expect(reject).toBeVisible();
  // Typing the reason fires no key of the review.
  await reject.getByLabel(/Reason/).pressSequentially('jar');
  await expect(reject.getByLabel(/Reason/)).toHaveValue('jar');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: `Deposit #${id + 1}`, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the withdraw desk with 200 pending requests: every action in sight, search by payout reference, mobile and name', async () => {
  await page.goto('/console/withdrawals');
  await expect(bodyRows()).toHaveCount(25);
  await screenshot('desk-withdrawals-busy');
  const seen = await actionsInSight(12);
  console.log(`withdraw desk: ${seen} rows in sight at 1280×800`);

  await searchFor('Mobile, name or payout reference', PAYOUT.toLowerCase());
  await expect(bodyRows()).toHaveCount(1);
  await expect(bodyRows().first()).toContainText('Ravi Busyday');
  await expect(bodyRows().first()).toContainText('Completed');
  await screenshot('desk-withdrawals-search-payout');

  await searchFor('Mobile, name or payout reference', players[1]!.mobile);
  await expect(page.getByText('50 matching')).toBeVisible();
  for (const row of await bodyRows().all()) await expect(row).toContainText(players[1]!.mobile);

  await searchFor('Mobile, name or payout reference', 'SASTRY');
  // The long name first: the mobile's search also said 50, and its count stays while this one loads.
  await expectLongNameCut(table());
  await expect(page.getByText('50 matching')).toBeVisible();
  await actionsInSight(12);
  await screenshot('desk-withdrawals-search-name');

  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Rejected', { exact: true }).click();
  await expect(page.getByText('No request matches “SASTRY”.')).toBeVisible();
  await screenshot('desk-withdrawals-no-match');
  await page.getByRole('button', { name: 'Show every request' }).click();
  await expect(bodyRows()).toHaveCount(25);
});

test('the withdrawal review walks the list from the keyboard; A asks for the payout reference', async () => {
  await page.goto('/console/withdrawals');
  await searchFor('Mobile, name or payout reference', 'Meera Busyday');
  await expect(page.getByText('50 matching')).toBeVisible();
  const label = (await bodyRows()
    .first()
    .getByRole('button', { name: /^Review withdrawal #/ })
    .getAttribute('aria-label'))!;
  const id = Number(/#(\d+)/.exec(label)![1]);
  await bodyRows()
    .first()
    .getByRole('button', { name: /^Review withdrawal #/ })
    .click();
  await expect(page.getByRole('dialog', { name: `Withdrawal #${id}`, exact: true })).toBeVisible();
  await page.keyboard.press('j');
  const dialog = page.getByRole('dialog', { name: `Withdrawal #${id + 1}`, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Meera Busyday: the last 30 days' })).toBeVisible();
  await expect(dialog.getByText('Deposited', { exact: true })).toBeVisible();
  await screenshot('desk-withdrawal-review-keys');
  await page.keyboard.press('a');
  const approve = page.getByRole('dialog', { name: `Approve withdrawal #${id + 1}`, exact: true });
  await expect(approve).toBeVisible();
  await approve.getByLabel(/Payout reference/).pressSequentially('NEFTjk');
  await expect(approve.getByLabel(/Payout reference/)).toHaveValue('NEFTjk');
  await expect(page.getByRole('dialog', { name: `Withdrawal #${id + 1}`, exact: true })).toBeAttached();
  await approve.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('two cashiers share the deposit queue: one’s review claims its request, the other’s passes it by', async ({
  browser,
}) => {
  const mobile = players[1]!.mobile;
  await page.goto('/console/deposits');
  await searchFor('Mobile, name or UTR', mobile);
  await expect(page.getByText('51 matching')).toBeVisible();
  const label = (await bodyRows()
    .first()
    .getByRole('button', { name: /^Review deposit #/ })
    .getAttribute('aria-label'))!;
  const id = Number(/#(\d+)/.exec(label)![1]);
  // The owner opens the oldest: it is theirs while the review is open.
  await bodyRows().first().getByRole('button', { name: 'Review', exact: true }).click();
  const ownerReview = page.getByRole('dialog', { name: `Deposit #${id}`, exact: true });
  await expect(ownerReview).toBeVisible();
  await expect(ownerReview.getByText(/^\d+ left$/)).toBeVisible();

  const cashier = await signedInConsole(browser, CASHIER);
  try {
    const other = cashier.page;
    await other.goto('/console/deposits');
    await other.getByRole('search').getByLabel('Mobile, name or UTR').fill(mobile);
    await other.getByRole('search').getByLabel('Mobile, name or UTR').press('Enter');
    await expect(other.getByText('51 matching')).toBeVisible();
    const claimedRow = other.getByRole('table').locator('tbody tr').first();
    await expect(claimedRow.getByText('Reviewing: owner')).toBeVisible();
    await saveConsoleScreenshot(other, 'desk-deposits-claimed');
    // The cashier's review opens on the next one, and its count of what is left is live.
    await claimedRow.getByRole('button', { name: 'Review', exact: true }).click();
    const next = other.getByRole('dialog', { name: `Deposit #${id + 1}`, exact: true });
    await expect(next).toBeVisible();
    await expect(next.getByText(/being reviewed by owner/)).toBeVisible();
    const left = Number(/^(\d+) left$/.exec((await next.getByText(/^\d+ left$/).textContent())!)![1]);

    // The owner rejects theirs with a ready reason, confirmed with Enter.
    await page.keyboard.press('r');
    const reject = page.getByRole('dialog', { name: `Reject deposit #${id}`, exact: true });
    await expect(reject).toBeVisible();
    await reject.getByRole('button', { name: 'UTR not in statement' }).click();
    await expect(reject.getByLabel(/Reason/)).toHaveValue('UTR not in statement');
    await saveConsoleScreenshot(page, 'desk-deposit-reject-reasons');
    await reject.getByLabel(/Reason/).press('Enter');
    await expect(reject).toHaveCount(0);
    await expect(ownerReview.getByText('Decided. J or → opens the next request.')).toBeVisible();
    // No toast over the review.
    await expect(page.getByText(`Deposit #${id} rejected.`)).toHaveCount(0);
    await saveConsoleScreenshot(page, 'desk-deposit-review-decided');

    // The cashier's count goes down; the owner's next passes by the cashier's request.
    await expect(next.getByText(`${left - 1} left`)).toBeVisible();
    await saveConsoleScreenshot(other, 'desk-deposit-review-shared');
    await page.keyboard.press('j');
    await expect(page.getByRole('dialog', { name: `Deposit #${id + 2}`, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await other.keyboard.press('Escape');
    await expect(other.getByRole('dialog')).toHaveCount(0);
  } finally {
    await cashier.context.close();
  }
});

test('the deposit desk: / goes to the search, and the newest first when asked', async () => {
  await page.goto('/console/deposits');
  await expect(bodyRows()).toHaveCount(25);
  await page.locator('body').press('/');
  await expect(search().getByLabel('Mobile, name or UTR')).toBeFocused();
  const oldest = await bodyRows().first().textContent();
  await page.getByLabel('Order').selectOption('newest');
  await expect(bodyRows().first()).not.toHaveText(oldest!);
  await screenshot('desk-deposits-newest');
});
