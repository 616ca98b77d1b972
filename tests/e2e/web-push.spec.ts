// Web Push (docs/web-push.md) at 390×844: a player opts in from the side menu, and a push the
// service worker receives shows a notification whose tap opens the bid history.
//
// Headless Chromium here reaches no push service (this network reaches no Google host), so
// PushManager.subscribe cannot give a real subscription: opting in shows that it could not,
// the subscribe route is called as the app calls it with a device subscription, and the push
// reaches the worker through the DevTools protocol (ServiceWorker.deliverPushMessage), with the
// very message the server would send (server/services/live/web-push.ts's pushMessage).
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { pushMessage } from '../../server/services/live/web-push.js';
import { ENGLISH_PUSH_TEXTS } from '../push-texts.js';
import { freshMobile } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { signedInPlayer } from './sign-in.js';
import { suiteDay } from './suite-clock.js';

// The rest of the suite blocks service workers (playwright.config.ts); push needs one.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const mobile = freshMobile();
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  ({ context, page } = await signedInPlayer(
    browser,
    request,
    { mobile, name: 'Push Tester', bonus: '100' },
    { permissions: ['notifications'] },
  ));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});
test.afterAll(() => context.close());

test('a player opts in from the side menu; the device subscription reaches the server', async ({ request }) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Notifications on this device' }).click();
  await expect(page).toHaveURL(/\/deviceNotifications$/);
  await expect(page.getByRole('status')).toHaveText('Notifications are off for this device.');
  await saveScreenshot(page, 'push-off');

  await page.getByRole('button', { name: 'Turn on' }).click();
  // Offline, the browser's push service is out of reach: the screen says so, and offers to try again.
  await expect(page.getByRole('status')).toHaveText(
    /^(Notifications are on for this device\.|Notifications could not be turned on: the browser could not reach its push service\. Try again later\.)$/,
  );
  await saveScreenshot(page, 'push-turned-on');

  // The subscribe route as the app calls it, with a subscription a push service would give.
  const login = await request.post('/api/login', {
    data: { mobile, password: 'secret12', deviceid: 'web', device_info: 'web' },
  });
  const session = ((await login.json()) as { api_token: string }).api_token;
  const device = {
    endpoint: `https://push.example.invalid/send/${mobile}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  const subscribed = await request.post('/api/push-subscribe', {
    data: { ...device, texts: ENGLISH_PUSH_TEXTS, session },
  });
  expect(await subscribed.json()).toEqual({ success: true });
  const key = await request.post('/api/push-key', { data: { session } });
  expect(((await key.json()) as { public_key: string }).public_key).toMatch(/^[\w-]{87}$/);
});

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push shows a notification, and tapping it opens the bid history', async () => {
  await page.goto('/home');
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, origin);
  const message = pushMessage({
    kind: 'result',
    event_key: `result:PUSH BAZAR:${suiteDay()}::128:`,
    data: { market: 'PUSH BAZAR', timing: '', open_pana: '128', close_pana: null },
    texts: {
      resultTitle: 'Result of {market}',
      walletTitle: 'Wallet',
      win: '',
      depositCompleted: '',
      depositRejected: '',
      withdrawalCompleted: '',
      withdrawalRejected: '',
    },
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(message) });

  // The worker's `push` handler showed it.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: 'Result of PUSH BAZAR', body: '128-1', tag: message.tag, url: '/gameHistory' }]);

  // A tap: the worker's `notificationclick` handler, with the notification it showed.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's scope (the DOM types know no ServiceWorkerGlobalScope nor NotificationEvent).
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL(/\/gameHistory$/);
  await expect(page.getByRole('heading', { name: 'All Bids' })).toBeVisible();
  await saveScreenshot(page, 'push-opened-bid-history');
  // The tap closed the notification.
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length))
    .toBe(0);
});
