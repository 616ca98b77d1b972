import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RegisterWithOtp, TransportFailure, type SignupState } from '../../../core/index.js';
import { harness, type Harness } from '../harness.js';

const details = { name: ' Asha ', mobile: '9876543210', password: 'secret1', adult: true };

function flow(h: Harness) {
  const signup = new RegisterWithOtp(h.accounts.api, h.policy, h.storage, h.notifier, h.navigator, h.clock);
  const states: SignupState[] = [];
  signup.state$.subscribe((state) => states.push(state));
  return { signup, state: () => states.at(-1)! };
}

describe('sign-up with OTP, in virtual time', () => {
  it('runs details → OTP with a 60 s resend lock → verify → register → the offer of limits', async () => {
    const h = harness();
    h.accounts
      .reply('sendOtp', { success: true, message: 'OTP sent' })
      .reply('verifyOtp', { success: true })
      .reply('register', { success: true, api_token: 'token-1', name: 'Asha', email: 'a@x.in' });
    const { signup, state } = flow(h);
    expect(state()).toEqual({ step: 'details', busy: false, resendIn: 0 });

    expect((await signup.submitDetails(details)).ok).toBe(true);
    expect(h.accounts.callsOf('sendOtp')).toEqual([{ mobile: '9876543210', name: 'Asha', type: 'signup' }]);
    expect(state()).toEqual({ step: 'otp', busy: false, resendIn: 60 });

    h.clock.advance(1000);
    expect(state().resendIn).toBe(59);
    h.clock.advance(58_000);
    expect(state().resendIn).toBe(1);
    expect((await signup.resend()).ok).toBe(false);
    expect(h.notifier.last).toBe('error: Please wait for 1 second');
    h.clock.advance(1000);
    expect(state().resendIn).toBe(0);
    h.clock.advance(5000);
    expect(state().resendIn).toBe(0);

    expect((await signup.resend()).ok).toBe(true);
    expect(h.accounts.callsOf('sendOtp')).toHaveLength(2);
    expect(state().resendIn).toBe(60);

    expect((await signup.submitOtp('4321')).ok).toBe(true);
    expect(h.accounts.callsOf('verifyOtp')).toEqual([{ mobile: '9876543210', otp: '4321', type: 'signup' }]);
    expect(h.accounts.callsOf('register')).toEqual([
      {
        name: 'Asha',
        mobile: '9876543210',
        password: 'secret1',
        adult: true,
        otp: '4321',
        deviceid: 'web',
        device_info: 'web',
      },
    ]);
    expect(h.notifier.dismissed).toContain('creating-account');
    expect([h.storage.get('token'), h.storage.get('mobile'), h.storage.get('name'), h.storage.get('email')]).toEqual([
      'token-1',
      '9876543210',
      'Asha',
      'a@x.in',
    ]);
    expect(h.navigator.moves).toEqual(['/limits']);
    expect(state().resendIn).toBe(0);
  });

  it('validates in order (mobile, password, name) and sends nothing for bad details', async () => {
    const h = harness();
    const { signup, state } = flow(h);
    await signup.submitDetails({ name: '', mobile: '98765abcde', password: '1', adult: true });
    expect(h.notifier.read).toEqual(['error: Enter valid mobile number']);
    expect(h.accounts.calls).toEqual([]);
    expect(state().step).toBe('details');
  });

  it('sends nothing until the player declares being 18 or older', async () => {
    const h = harness();
    const { signup, state } = flow(h);
    expect((await signup.submitDetails({ ...details, adult: false })).ok).toBe(false);
    expect(h.notifier.read).toEqual(['error: You must declare that you are 18 or older to sign up.']);
    expect(h.accounts.calls).toEqual([]);
    expect(state().step).toBe('details');
  });

  it('stays on the details step and shows the server’s words when the OTP is not sent', async () => {
    const h = harness();
    const words = 'Too many OTP requests from your network. Try again in 40 minutes.';
    h.accounts.reply('sendOtp', { success: false, message: words });
    const { signup, state } = flow(h);
    expect((await signup.submitDetails(details)).ok).toBe(false);
    expect(state()).toEqual({ step: 'details', busy: false, resendIn: 0 });
    expect(h.notifier.read).toEqual([`error: ${words}`]);
  });

  it('a registered mobile: the OTP goes as for anyone, and register’s refusal tells the player to log in', async () => {
    // The server answers sendOTP alike for every mobile (no account discovery); the code
    // reaches only the phone's holder, and register says the number is registered.
    const h = harness();
    const words = 'This mobile number is already registered. Log in instead.';
    h.accounts
      .reply('sendOtp', { success: true, message: 'OTP sent' })
      .reply('verifyOtp', { success: true, message: 'OTP verified' })
      .reply('register', { success: false, message: words, error: words, message_key: 'mobileAlreadyRegistered' });
    const { signup, state } = flow(h);
    expect((await signup.submitDetails(details)).ok).toBe(true);
    const outcome = await signup.submitOtp('4321');
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'rejected', message: { key: 'mobileAlreadyRegistered' }, code: 'mobileAlreadyRegistered' },
    });
    expect(h.notifier.last).toBe(`error: ${words}`);
    expect(h.storage.get('token')).toBeNull();
    expect(h.navigator.moves).toEqual([]);
    expect(state().step).toBe('otp');
  });

  it('does not register when the OTP is wrong, and keeps the player on the OTP step', async () => {
    const h = harness();
    h.accounts.reply('sendOtp', { success: true }).reply('verifyOtp', { success: false, message: 'Wrong OTP' });
    const { signup, state } = flow(h);
    await signup.submitDetails(details);
    expect((await signup.submitOtp('1111')).ok).toBe(false);
    expect(h.accounts.callsOf('register')).toEqual([]);
    expect(h.notifier.last).toBe('error: Wrong OTP');
    expect(state().step).toBe('otp');
    expect(h.storage.get('token')).toBeNull();
  });

  it('a wrong OTP refused without words reads as the OTP’s fault, shown once', async () => {
    const h = harness();
    h.accounts.reply('sendOtp', { success: true }).reply('verifyOtp', { success: false });
    const { signup } = flow(h);
    await signup.submitDetails(details);
    expect(await signup.submitOtp('1111')).toEqual({
      ok: false,
      failure: { kind: 'rejected', message: { key: 'enterValidOtp' }, code: 'refused' },
    });
    expect(h.notifier.read).toEqual(['error: Enter valid OTP']);
    expect(h.accounts.callsOf('register')).toEqual([]);
  });

  it('sends one OTP for a double press', async () => {
    const h = harness();
    h.accounts.reply('sendOtp', { success: true });
    const { signup } = flow(h);
    const [a, b] = await Promise.all([signup.submitDetails(details), signup.submitDetails(details)]);
    expect(a).toBe(b);
    expect(h.accounts.callsOf('sendOtp')).toHaveLength(1);
  });

  it('reports busy while a call is under way', async () => {
    const h = harness();
    h.accounts.reply('sendOtp', { success: true });
    const { signup } = flow(h);
    const pending = signup.submitDetails(details);
    expect((await firstValueFrom(signup.state$)).busy).toBe(true);
    await pending;
    expect((await firstValueFrom(signup.state$)).busy).toBe(false);
  });

  it('a network failure while registering stores nothing and says so', async () => {
    const h = harness();
    h.accounts
      .reply('sendOtp', { success: true })
      .reply('verifyOtp', { success: true })
      .reply('register', new TransportFailure('network', 'register', 'offline'));
    const { signup } = flow(h);
    await signup.submitDetails(details);
    const outcome = await signup.submitOtp('1234');
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'transport', reason: 'network' } });
    expect(h.storage.get('token')).toBeNull();
    expect(h.notifier.dismissed).toContain('creating-account');
    expect(h.navigator.moves).toEqual([]);
  });
});
