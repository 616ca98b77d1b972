// No account discovery: sendOTP and forgotOTP answer alike whether a
// mobile has an account or not, after the same work (the same quotas, the same resend lock),
// and the calls after them (verify, register, reset) answer a guessed code alike too. Only
// the phone's holder, with the code, learns at register that the number is registered.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { ManualClock, marketMoment } from '../../server/services/platform/clock.js';
import { SmsNotSent } from '../../server/services/accounts/http-sms-sender.js';
import { createServices } from '../../server/services/server-services.js';
import type { SmsSender } from '../../server/services/accounts/sms-sender.js';
import { migratedDatabase, OPERATOR_TOKEN, startServer, type TestServer } from './server-harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const later = (ms: number) => s.clock.set(new Date(s.clock.now().getTime() + ms));
const signupOtp = (mobile: string) => s.api('sendOTP', { mobile, name: 'Someone', type: 'signup' });
const register = (mobile: string, otp: string) =>
  s.api('register', {
    mobile,
    password: 'secret9',
    name: 'Someone',
    otp,
    adult: true,
    deviceid: 'web',
    device_info: 'web',
  });
const resetWith = (mobile: string, otp: string) =>
  s.api('verifyForgotOTP', { mobile, otp, password: 'newpass1', deviceid: 'web', device_info: 'web' });
/** A code that is not `right` (any code, when there is none). */
const wrongCode = (right: string | undefined) => (right === '0000' ? '1111' : '0000');

describe('sign-up OTP', () => {
  it('answers a registered mobile as a new one; the code it gets reaches register, which says the number is registered', async () => {
    const { mobile: registered } = await s.player('9500000001');
    later(61_000);
    const before = s.sms.latest(registered);
    const forRegistered = await signupOtp(registered);
    const forNew = await signupOtp('9500000002');
    expect(forRegistered).toEqual(forNew);
    expect(forNew).toEqual({ status: 200, body: { success: true, message: 'OTP sent' } });

    // The same resend lock for both.
    const againRegistered = await signupOtp(registered);
    const againNew = await signupOtp('9500000002');
    expect(againRegistered.body).toEqual(againNew.body);
    expect(againNew.body.message).toMatch(/^Please wait for \d+ seconds/);

    // A guessed code: the same answer for both, and register without the code learns nothing either.
    expect((await register(registered, wrongCode(s.sms.latest(registered)))).body).toEqual(
      (await register('9500000002', wrongCode(s.sms.latest('9500000002')))).body,
    );

    // The holder of the registered phone got a code (a real one), and register tells them.
    const code = s.sms.latest(registered)!;
    expect(code).not.toBe(before);
    expect((await s.api('verifyOTP', { mobile: registered, otp: code, type: 'signup' })).body).toMatchObject({
      success: true,
    });
    expect((await register(registered, code)).body).toMatchObject({
      success: false,
      message: 'This mobile number is already registered. Log in instead.',
      message_key: 'mobileAlreadyRegistered',
    });
    const [{ n }] = (await s.db.query<{ n: number }>(`select count(*)::int as n from users where mobile = $1`, [
      registered,
    ])) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('forgot-password OTP', () => {
  it('answers an unknown mobile as a registered one, and sends it nothing', async () => {
    const { mobile: registered } = await s.player('9500000011');
    const unknown = '9500000012';
    const forRegistered = await s.api('forgotOTP', { mobile: registered });
    const forUnknown = await s.api('forgotOTP', { mobile: unknown });
    expect(forUnknown).toEqual(forRegistered);
    expect(forUnknown).toEqual({ status: 200, body: { success: true, message: 'OTP sent' } });
    expect(s.sms.latest(unknown)).toBeUndefined();

    // The same resend lock.
    expect((await s.api('forgotOTP', { mobile: unknown })).body).toEqual(
      (await s.api('forgotOTP', { mobile: registered })).body,
    );

    // A guessed code meets the same answers, to the last of the five tries, by both doors.
    const right = s.sms.latest(registered);
    for (let i = 0; i < 5; i++)
      expect((await resetWith(unknown, wrongCode(right))).body).toEqual(
        (await resetWith(registered, wrongCode(right))).body,
      );
    expect((await resetWith(unknown, wrongCode(right))).body).toMatchObject({
      success: false,
      message: 'Too many wrong tries. Ask for a new OTP.',
    });
    later(61_000);
    await s.api('forgotOTP', { mobile: registered });
    await s.api('forgotOTP', { mobile: unknown });
    const legacy = (mobile: string) =>
      s.legacy('reset_password', { mobile, otp: wrongCode(s.sms.latest(registered)), pass: 'newpass1' });
    expect((await legacy(unknown)).body).toEqual((await legacy(registered)).body);
    // And the registered player's own code still works, once the wait its seven wrong tries at
    // reset codes earned has passed (tries are counted across a mobile's codes).
    later(3 * 60_000);
    expect((await resetWith(registered, s.sms.latest(registered)!)).body).toMatchObject({ success: true });
  });

  it('counts unknown mobiles against the same per-address and per-mobile quotas', async () => {
    const strict = await startServer(marketMoment(2026, 10, 20, 10, 0), {
      limits: { otpPerAddressPerHour: 3, otpPerMobilePerDay: 2 },
    });
    try {
      const { mobile: registered } = await strict.player('9500000021');
      const forgot = (mobile: string) => strict.api('forgotOTP', { mobile });
      // One OTP of this address went to the sign-up; two unknown mobiles take the rest.
      expect((await forgot('9500000022')).body).toMatchObject({ success: true });
      expect((await forgot('9500000023')).body).toMatchObject({ success: true });
      const refused = { success: false, message: expect.stringMatching(/^Too many OTP requests from your network/) };
      expect((await forgot(registered)).body).toMatchObject(refused);
      expect((await forgot('9500000024')).body).toMatchObject(refused);
      expect((await strict.api('sendOTP', { mobile: registered, name: 'Ravi', type: 'signup' })).body).toMatchObject(
        refused,
      );
      // Per mobile: an unknown one reaches its daily limit as a registered one does.
      strict.clock.set(new Date(strict.clock.now().getTime() + 61 * 60_000));
      expect((await forgot('9500000022')).body).toMatchObject({ success: true });
      strict.clock.set(new Date(strict.clock.now().getTime() + 61 * 60_000));
      expect((await forgot('9500000022')).body).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Too many OTPs for this mobile number today/),
      });
    } finally {
      await strict.close();
    }
  });

  it('answers "OTP sent" when the SMS gateway fails too, and frees the resend lock', async () => {
    const attempts: string[] = [];
    const failing: SmsSender = {
      sendOtp: async (mobile) => {
        attempts.push(mobile);
        throw new SmsNotSent('the provider is down');
      },
    };
    const db = await migratedDatabase();
    const services = createServices(db, failing, new ManualClock(marketMoment(2026, 10, 20, 10, 0)), () => undefined);
    const server = serve({
      fetch: createApp({ services, operatorToken: OPERATOR_TOKEN }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const forgot = async () =>
      (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/forgotOTP`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9500000031' }),
      }).then((r) => r.json())) as Record<string, unknown>;
    try {
      await services.accounts.addVerifiedPlayer({
        mobile: '9500000031',
        name: 'Asha',
        password: 'secret1',
        bonusPaise: 0,
        remark: '',
      });
      expect(await forgot()).toEqual({ success: true, message: 'OTP sent' });
      await expect.poll(async () => (await db.query('select 1 from otps')).length).toBe(0);
      expect(await forgot()).toEqual({ success: true, message: 'OTP sent' });
      expect(attempts).toEqual(['9500000031', '9500000031']);
    } finally {
      server.close();
      await db.close();
    }
  });
});
