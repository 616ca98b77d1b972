// The accounts port over a scripted wire: what each call sends as the player API takes it,
// and how the adapter reads the answers (token, flags, refusals, session ends, odd values).
import { describe, expect, it } from 'vitest';
import { accountsOverWire, type AccountsWire } from '../../../adapters/index.js';
import { ScriptedWire } from '../../scripted-wire.js';

const accounts = () => new ScriptedWire<AccountsWire, ReturnType<typeof accountsOverWire>>(accountsOverWire);

/** A sign-up as the register screen sends it. */
const SIGN_UP = { mobile: '9876543210', password: 'secret1', name: 'A', otp: '1234', adult: true };

describe('the accounts port over the wire', () => {
  it('signs in with the web device fields, and answers the token, name and email', async () => {
    const w = accounts().reply('login', { success: true, api_token: 'tok-1', name: 'Asha', email: 'a@x.in' });
    expect(await w.api.login({ mobile: '9876543210', password: 'pw' })).toEqual({
      ok: true,
      value: { token: 'tok-1', name: 'Asha', email: 'a@x.in' },
    });
    expect(w.callsOf('login')).toEqual([{ mobile: '9876543210', password: 'pw', deviceid: 'web', device_info: 'web' }]);
  });

  it('reads a sign-in answer’s wallet, written with a thousands comma, as paise', async () => {
    const w = accounts().reply('register', { success: '1', api_token: 'tok-2', wallet: '1,250.50' });
    const answer = await w.api.register(SIGN_UP);
    expect(answer).toEqual({ ok: true, value: { token: 'tok-2' }, balancePaise: 125050 });
    expect(w.callsOf('register')).toEqual([
      {
        mobile: '9876543210',
        password: 'secret1',
        name: 'A',
        otp: '1234',
        adult: true,
        deviceid: 'web',
        device_info: 'web',
      },
    ]);
  });

  it.each([
    ['no token', { success: true, message: 'Welcome' }],
    ['an empty token', { success: true, api_token: '', message: 'Welcome' }],
    ['a token that is not text', { success: true, api_token: 42, message: 'Welcome' }],
  ])('refuses a sign-in that succeeded with %s: there is no session to keep', async (_, reply) => {
    const w = accounts().reply('verifyForgotOtp', reply);
    expect(await w.api.verifyForgotOtp({ mobile: '9876543210', otp: '1234', password: 'secret1' })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Welcome' },
    });
    expect(w.callsOf('verifyForgotOtp')).toEqual([
      { mobile: '9876543210', otp: '1234', password: 'secret1', deviceid: 'web', device_info: 'web' },
    ]);
  });

  it('leaves out a name or email that is not text', async () => {
    const w = accounts().reply('login', { success: true, api_token: 'tok-3', name: null, email: 7 });
    expect(await w.api.login({ mobile: '9876543210', password: 'pw' })).toEqual({
      ok: true,
      value: { token: 'tok-3' },
    });
  });

  it('a refused sign-in carries the server’s reason as its code, and no token', async () => {
    const words = 'This mobile number is already registered. Log in instead.';
    const w = accounts().reply('register', {
      success: false,
      api_token: 'tok-should-not-pass',
      message: words,
      error: words,
      message_key: 'mobileAlreadyRegistered',
    });
    const answer = await w.api.register(SIGN_UP);
    expect(answer).toEqual({
      ok: false,
      refusal: { code: 'mobileAlreadyRegistered', messageKey: 'mobileAlreadyRegistered', message: words },
    });
  });

  it('a success flag that is not set refuses, with or without words', async () => {
    const w = accounts().reply('sendOtp', { success: false, msg: 'Try later' }, { success: 0 });
    expect(await w.api.sendOtp({ mobile: '9876543210', name: 'A' })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Try later' },
    });
    expect(await w.api.sendOtp({ mobile: '9876543210', name: 'A' })).toEqual({
      ok: false,
      refusal: { code: 'refused' },
    });
    expect(w.callsOf('sendOtp')).toEqual([
      { mobile: '9876543210', name: 'A', type: 'signup' },
      { mobile: '9876543210', name: 'A', type: 'signup' },
    ]);
  });

  it('a refusal naming several fields keeps every message', async () => {
    const w = accounts().reply('verifyOtp', { success: false, errors: { otp: ['Wrong OTP', 'Expired'] } });
    expect(await w.api.verifyOtp({ mobile: '9876543210', otp: '1234' })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Wrong OTP', messages: ['Wrong OTP', 'Expired'] },
    });
    expect(w.callsOf('verifyOtp')).toEqual([{ mobile: '9876543210', otp: '1234', type: 'signup' }]);
  });

  it.each([
    ['session false', { success: false, session: false, message: 'Session Expired' }, { code: 'sessionExpired' }],
    ['auth false', { auth: false, message: 'Blocked' }, { code: 'signedOut', message: 'Blocked' }],
    ['nosession', { success: '1', nosession: '1' }, { code: 'signedOut' }],
  ])('%s ends the session, even on a call that would succeed', async (_, reply, refusal) => {
    const w = accounts().reply('updatePassword', reply);
    expect(await w.api.updatePassword({ mobile: '9876543210', currentPassword: 'old', password: 'secret9' })).toEqual({
      ok: false,
      refusal,
    });
    expect(w.callsOf('updatePassword')).toEqual([
      { mobile: '9876543210', current_password: 'old', password: 'secret9' },
    ]);
  });

  it.each([
    ['1', true],
    [1, true],
    [undefined, true],
    ['yes', true],
    ['0', false],
    [0, false],
    [false, false],
    ['false', false],
  ])('the legacy reset reads success %j as %s', async (flag, ok) => {
    const w = accounts().reply('resetPassword', { success: flag, msg: 'invalid otp' });
    const answer = await w.api.resetPassword({ mobile: '9876543210', otp: '1234', password: 'secret1' });
    expect(answer.ok).toBe(ok);
    if (!answer.ok) expect(answer.refusal).toEqual({ code: 'refused', message: 'invalid otp' });
    expect(w.callsOf('resetPassword')).toEqual([{ mobile: '9876543210', otp: '1234', pass: 'secret1' }]);
  });

  it.each([
    ['1', true],
    [1, true],
    ['0', false],
    [true, false],
    ['true', false],
    [undefined, false],
    [' 1', false],
  ])('the status check reads verify %j as verified %s', async (verify, verified) => {
    const w = accounts().reply('statusCheck', verify === undefined ? {} : { verify });
    expect(await w.api.statusCheck()).toEqual({ ok: true, value: { verified } });
  });

  it('the status check of an ended session is the session’s end, not an unverified player', async () => {
    const w = accounts().reply('statusCheck', { nosession: true, verify: '1' });
    expect(await w.api.statusCheck()).toEqual({ ok: false, refusal: { code: 'signedOut' } });
  });

  it('logs out the session it is given, and reads a token already dead as sessionExpired', async () => {
    const w = accounts().reply(
      'logout',
      { success: true, message: 'Logged out' },
      { success: false, session: false, message: 'Session Expired' },
    );
    expect(await w.api.logout('tok-1')).toEqual({ ok: true, value: { message: 'Logged out' } });
    expect(await w.api.logout('tok-dead')).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    expect(w.callsOf('logout')).toEqual(['tok-1', 'tok-dead']);
  });

  it('records the limits offer’s answer, refused only by the envelope', async () => {
    const w = accounts().reply('answerLimitsOffer', { success: false }, { error: 'Not now' });
    expect(await w.api.answerLimitsOffer({ answer: 'skipped' })).toEqual({ ok: true, value: {} });
    expect(await w.api.answerLimitsOffer({ answer: 'set' })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Not now' },
    });
    expect(w.callsOf('answerLimitsOffer')).toEqual([{ answer: 'skipped' }, { answer: 'set' }]);
  });

  it('an unreadable wallet is no balance', async () => {
    const w = accounts().reply('forgotOtp', { success: true, wallet: 'lots' });
    expect(await w.api.forgotOtp({ mobile: '9876543210' })).toEqual({ ok: true, value: {} });
    expect(w.callsOf('forgotOtp')).toEqual([{ mobile: '9876543210' }]);
  });
});
