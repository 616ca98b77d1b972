// The server's refusals a player meets in accounts and funds name a catalogue key as well as
// the English words, so the app shows them in the player's language (a Hindi player read
// "Current password is wrong." in English).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('refusals in the player’s language', () => {
  it('keys a wrong current password, a taken mobile and a wrong sign-in', async () => {
    const { token } = await s.player('9300000001');
    expect(
      (await s.api('updatePassword', { password: 'newpass1', current_password: 'not-it' }, token)).body,
    ).toMatchObject({ success: false, message: 'Current password is wrong.', message_key: 'currentPasswordWrong' });
    s.clock.set(new Date(s.clock.now().getTime() + 61_000));
    await s.api('sendOTP', { mobile: '9300000001', name: 'Again', type: 'signup' });
    expect(
      (
        await s.api('register', {
          mobile: '9300000001',
          password: 'secret2',
          name: 'Again',
          otp: s.sms.latest('9300000001')!,
          adult: true,
          deviceid: 'web',
          device_info: 'web',
        })
      ).body,
    ).toMatchObject({ success: false, message_key: 'mobileAlreadyRegistered' });
    expect(
      (await s.api('login', { mobile: '9300000001', password: 'wrong-one', deviceid: 'web', device_info: 'web' })).body,
    ).toMatchObject({
      success: false,
      message: 'Wrong mobile number or password.',
      message_key: 'wrongMobileOrPassword',
    });
  });

  it('keys the funds refusals, with their values, in the legacy shape too', async () => {
    const a = await s.player('9300000002', 500);
    const b = await s.player('9300000003');
    expect(
      (await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: a.mobile, amount: '10' })).body,
    ).toMatchObject({ success: '0', msg: 'You cannot transfer to yourself.', message_key: 'cannotTransferToSelf' });
    expect(
      (await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: '9399999999', amount: '10' })).body,
    ).toMatchObject({ success: '0', message_key: 'noPlayerForMobile' });
    expect((await s.api('withdraw', { amount: '1' }, b.token)).body).toMatchObject({
      success: false,
      message_key: 'minimumWithdrawal',
      message_values: { min: expect.any(String) },
    });
  });
});
