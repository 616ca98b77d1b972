// Where a push subscription may send, over real HTTP and a real database: only the browsers'
// push services (a subscription naming the server's own network is refused before it is kept),
// and at most MAX_DEVICES_PER_PLAYER devices a player, the newest kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketMoment } from '../../server/services/platform/clock.js';
import { MAX_DEVICES_PER_PLAYER } from '../../server/services/live/web-push.js';
import { ENGLISH_PUSH_TEXTS } from '../push-texts.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscribe = (token: string, endpoint: string) =>
  s.api('push-subscribe', { endpoint, keys: KEYS, texts: ENGLISH_PUSH_TEXTS }, token);

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
}, 60_000);
afterAll(() => s.close());

describe('push subscriptions', () => {
  it('are refused for an endpoint off the browsers’ push services, and nothing is kept', async () => {
    const { token } = await s.player('9799000001');
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://kubernetes.default.svc/api',
      'https://fcm.googleapis.com:444/fcm/send/x',
    ]) {
      const refused = await subscribe(token, endpoint);
      expect(refused.body, endpoint).toMatchObject({ success: false, message_key: 'pushSubscriptionInvalid' });
    }
    expect(await s.db.query('select 1 from push_subscriptions')).toEqual([]);
  });

  it(`keeps a player's newest ${MAX_DEVICES_PER_PLAYER} devices`, async () => {
    const { token } = await s.player('9799000002');
    for (let i = 1; i <= MAX_DEVICES_PER_PLAYER + 3; i++)
      expect((await subscribe(token, `https://fcm.googleapis.com/fcm/send/device-${i}`)).body).toEqual({
        success: true,
      });
    const kept = await s.db.query<{ endpoint: string }>('select endpoint from push_subscriptions order by id');
    expect(kept.map((row) => row.endpoint.split('-').at(-1))).toEqual(
      Array.from({ length: MAX_DEVICES_PER_PLAYER }, (_, i) => String(i + 4)),
    );
  });
});
