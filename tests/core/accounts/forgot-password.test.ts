import { describe, expect, it } from 'vitest';
import { ForgotPassword, type ForgotPasswordState } from '../../../core/index.js';
import { harness } from '../harness.js';

describe('forgot password, in virtual time', () => {
  it('runs mobile → forgotOTP → OTP and new password with a 60 s lock → verifyForgotOTP (logs in) → /home', async () => {
    const h = harness();
    h.accounts
      .reply('forgotOtp', { success: true })
      .reply('verifyForgotOtp', { success: true, api_token: 'tok-9', name: 'Ravi', email: '' });
    const forgot = new ForgotPassword(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator, h.clock);
    const states: ForgotPasswordState[] = [];
    forgot.state$.subscribe((s) => states.push(s));

    expect((await forgot.submitMobile(' 9123456780 ')).ok).toBe(true);
    expect(h.accounts.callsOf('forgotOtp')).toEqual([{ mobile: '9123456780' }]);
    expect(states.at(-1)).toEqual({ step: 'reset', busy: false, resendIn: 60 });

    h.clock.advance(30_000);
    expect(states.at(-1)!.resendIn).toBe(30);
    await forgot.resend();
    expect(h.notifier.last).toBe('error: Please wait for 30 seconds');
    expect(h.accounts.callsOf('forgotOtp')).toHaveLength(1);

    expect((await forgot.submitReset({ otp: '12a4', password: 'newpass1' })).ok).toBe(false);
    expect(h.notifier.last).toBe('error: Enter valid OTP');

    expect((await forgot.submitReset({ otp: '1234', password: 'newpass1' })).ok).toBe(true);
    expect(h.accounts.callsOf('verifyForgotOtp')).toEqual([
      { mobile: '9123456780', otp: '1234', password: 'newpass1', deviceid: 'web', device_info: 'web' },
    ]);
    expect([h.storage.get('token'), h.storage.get('mobile'), h.storage.get('name')]).toEqual([
      'tok-9',
      '9123456780',
      'Ravi',
    ]);
    expect(h.navigator.moves).toEqual(['/home']);
  });

  it('refuses a mobile that cannot be one before sending anything', async () => {
    const h = harness();
    const forgot = new ForgotPassword(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator, h.clock);
    await forgot.submitMobile('12345');
    expect(h.notifier.read).toEqual(['error: Enter valid mobile number']);
    expect(h.accounts.calls).toEqual([]);
  });

  it('a refused reset logs nobody in', async () => {
    const h = harness();
    h.accounts
      .reply('forgotOtp', { success: true })
      .reply('verifyForgotOtp', { success: false, message: 'OTP expired' });
    const forgot = new ForgotPassword(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator, h.clock);
    await forgot.submitMobile('9123456780');
    await forgot.submitReset({ otp: '1234', password: 'newpass1' });
    expect(h.notifier.last).toBe('error: OTP expired');
    expect(h.storage.get('token')).toBeNull();
    expect(h.navigator.moves).toEqual([]);
  });
});
