// Sign-up's age declaration and offer of limits, on PGlite and on PostgreSQL
// (`bash scripts/with-postgres.sh`): no account without the declaration, both recorded with time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
const NOW = marketMoment(2026, 10, 20, 10);
beforeAll(async () => {
  s = await startServer(NOW);
});
afterAll(() => s.close());

const register = (mobile: string, adult?: unknown) =>
  s.api('register', {
    mobile,
    password: 'secret1',
    name: 'Asha',
    otp: s.sms.latest(mobile)!,
    ...(adult === undefined ? {} : { adult }),
    deviceid: 'web',
    device_info: 'web',
  });
const userRow = async (mobile: string) =>
  (
    await s.db.query<{ adult_declared_at: Date | null; limits_offer: string | null; limits_offer_at: Date | null }>(
      'select adult_declared_at, limits_offer, limits_offer_at from users where mobile = $1',
      [mobile],
    )
  )[0];

describe('the age declaration', () => {
  it('refuses a sign-up without it (an older app) or with a no, keyed, and spends no code', async () => {
    const mobile = '9410000001';
    await s.api('sendOTP', { mobile, name: 'Asha', type: 'signup' });
    for (const adult of [undefined, false, 'no', 0]) {
      expect((await register(mobile, adult)).body).toMatchObject({
        success: false,
        message: 'You must declare that you are 18 or older to sign up.',
        message_key: 'mustDeclareAdult',
      });
    }
    expect(await userRow(mobile)).toBeUndefined();
    // The same code still signs up once the box is ticked.
    expect((await register(mobile, true)).body).toMatchObject({ success: true });
    expect(await userRow(mobile)).toEqual({ adult_declared_at: NOW, limits_offer: null, limits_offer_at: null });
  });

  it('takes "true" and "1" from a form as a yes', async () => {
    for (const [mobile, adult] of [
      ['9410000002', 'true'],
      ['9410000003', '1'],
    ]) {
      await s.api('sendOTP', { mobile, name: 'Asha', type: 'signup' });
      expect((await register(mobile!, adult)).body.success).toBe(true);
    }
  });
});

describe('the offer of limits', () => {
  it('records the first answer and its time', async () => {
    const { token, mobile } = await s.player('9410000004');
    const later = new Date(NOW.getTime() + 60_000);
    s.clock.set(later);
    expect((await s.api('limits-offer', { answer: 'skipped' }, token)).body).toEqual({ success: true });
    s.clock.set(new Date(later.getTime() + 60_000));
    await s.api('limits-offer', { answer: 'set' }, token);
    expect(await userRow(mobile)).toMatchObject({ limits_offer: 'skipped', limits_offer_at: later });
    expect((await s.api('limits-offer', { answer: 'maybe' }, token)).body.success).toBe(false);
  });
});
