// Password reset codes have 4 digits: tries at them are counted across every code of a mobile,
// per address, and in all, over real HTTP and a real database, so guessing at scale is capped;
// the player is told in the app when their codes are being tried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketMoment } from '../../server/services/platform/clock.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
const later = (seconds: number) => s.clock.set(new Date(s.clock.now().getTime() + seconds * 1000));
const reset = (mobile: string, otp: string) =>
  s.api('verifyForgotOTP', { mobile, otp, password: 'newpass1', deviceid: 'web', device_info: 'web' });
/** A code the sent one is not. */
const wrongFor = (mobile: string) => (s.sms.latest(mobile) === '0000' ? '0001' : '0000');

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
}, 60_000);
afterAll(() => s.close());

describe('guessing reset codes', () => {
  it('counts wrong tries across a mobile’s codes: a new code does not start them afresh', async () => {
    const { token } = await s.player('9788000001');
    await s.api('forgotOTP', { mobile: '9788000001' });
    for (let i = 0; i < 4; i++) expect((await reset('9788000001', wrongFor('9788000001'))).body.success).toBe(false);
    // A new code a minute later: one more free try, one more before the waits, then the waits.
    later(61);
    await s.api('forgotOTP', { mobile: '9788000001' });
    expect((await reset('9788000001', wrongFor('9788000001'))).body).toMatchObject({ success: false });
    expect((await reset('9788000001', wrongFor('9788000001'))).body).toMatchObject({ success: false });
    const paused = await reset('9788000001', s.sms.latest('9788000001')!);
    expect(paused.body.success).toBe(false);
    expect(paused.body).toMatchObject({
      error: 'Too many tries at password reset codes. Try again in 60 seconds.',
      message_key: 'resetCodesPaused',
      message_values: { count: 60 },
    });
    // The player hears of it in the app.
    const bell = (await s.legacy('bell-notifications', { session: token, mobile: '9788000001' })).body.data as {
      title: string;
    }[];
    expect(bell.map((row) => row.title)).toContain('Password reset codes tried');
    // After the wait the right code works.
    later(61);
    expect((await reset('9788000001', s.sms.latest('9788000001')!)).body).toMatchObject({ success: true });
  });

  it('counts tries per address across mobiles', async () => {
    const mobiles = ['9788000011', '9788000012', '9788000013', '9788000014', '9788000015'];
    for (const mobile of mobiles) {
      await s.player(mobile);
      await s.api('forgotOTP', { mobile });
    }
    // 4 wrong tries at each of the first five mobiles (under their own limit): 20 from one address.
    let refused = 0;
    for (const mobile of mobiles)
      for (let i = 0; i < 4; i++)
        if (String((await reset(mobile, wrongFor(mobile))).body.error).startsWith('Too many tries')) refused++;
    // The first mobile's tries count at this address too (the test before): the address is past 20.
    expect(refused).toBeGreaterThan(0);
    const blocked = await reset(mobiles[4]!, s.sms.latest(mobiles[4]!)!);
    expect(blocked.body.error).toMatch(/^Too many tries at password reset codes/);
  });
});
