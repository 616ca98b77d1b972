import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('accounts over HTTP', () => {
  it('signs up with an OTP, logs in, and the token opens the player’s calls', async () => {
    const { token } = await s.player('9000000001');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const home = await s.api('home', {}, token);
    expect(home.body).toMatchObject({ wallet: '0', result: [] });
    const login = await s.api('login', {
      mobile: '9000000001',
      password: 'secret1',
      deviceid: 'web',
      device_info: 'web',
    });
    expect(login.body).toMatchObject({ success: true, name: 'Test Player' });
  });

  it('refuses a second account on the same mobile, at register (sendOTP answers as for a new one)', async () => {
    await s.player('9000000002');
    s.clock.set(new Date(s.clock.now().getTime() + 61_000));
    const again = await s.api('sendOTP', { mobile: '9000000002', name: 'Other', type: 'signup' });
    expect(again.body).toEqual({ success: true, message: 'OTP sent' });
    const registered = await s.api('register', {
      mobile: '9000000002',
      password: 'secret2',
      name: 'Other',
      otp: s.sms.latest('9000000002')!,
      adult: true,
      deviceid: 'web',
      device_info: 'web',
    });
    expect(registered.body).toMatchObject({ success: false, message: expect.stringContaining('already registered') });
  });

  it('stores passwords as scrypt hashes, never in the clear', async () => {
    const [row] = await s.db.query<{ password_hash: string }>(
      `select password_hash from users where mobile = '9000000001'`,
    );
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row!.password_hash).not.toContain('secret1');
  });

  it('lets an OTP be sent again only after 60 s, and expires it after 5 minutes', async () => {
    await s.api('sendOTP', { mobile: '9000000003', name: 'Ravi', type: 'signup' });
    expect((await s.api('sendOTP', { mobile: '9000000003', name: 'Ravi', type: 'signup' })).body.message).toMatch(
      /Please wait for 60 seconds/,
    );
    s.clock.set(new Date(s.clock.now().getTime() + 61_000));
    expect((await s.api('sendOTP', { mobile: '9000000003', name: 'Ravi', type: 'signup' })).body).toMatchObject({
      success: true,
    });
    const otp = s.sms.latest('9000000003')!;
    s.clock.set(new Date(s.clock.now().getTime() + 5 * 60_000 + 1));
    expect((await s.api('verifyOTP', { mobile: '9000000003', otp, type: 'signup' })).body.message).toMatch(/expired/);
  });

  it('allows five wrong OTPs, then none, not even the right one', async () => {
    await s.api('sendOTP', { mobile: '9000000004', name: 'Meena', type: 'signup' });
    const right = s.sms.latest('9000000004')!;
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await s.api('verifyOTP', { mobile: '9000000004', otp: wrong, type: 'signup' })).body.message).toBe(
        'Wrong OTP.',
      );
    expect((await s.api('verifyOTP', { mobile: '9000000004', otp: right, type: 'signup' })).body.message).toMatch(
      /Too many wrong tries/,
    );
  });

  it('resets a forgotten password with an OTP, logs in with the new one, and ends old sessions', async () => {
    const { token } = await s.player('9000000005');
    await s.api('forgotOTP', { mobile: '9000000005' });
    const otp = s.sms.latest('9000000005')!;
    const reset = await s.api('verifyForgotOTP', {
      mobile: '9000000005',
      otp,
      password: 'newpass1',
      deviceid: 'web',
      device_info: 'web',
    });
    expect(reset.body).toMatchObject({ success: true, api_token: expect.any(String) });
    expect((await s.api('home', {}, token)).body).toMatchObject({ session: false });
    expect((await s.api('login', { mobile: '9000000005', password: 'newpass1' })).body.success).toBe(true);
    expect((await s.api('login', { mobile: '9000000005', password: 'secret1' })).body.success).toBe(false);
  });

  it('answers the legacy reset with success 1 / 0 and msg', async () => {
    await s.player('9000000006');
    s.clock.set(new Date(s.clock.now().getTime() + 61_000));
    await s.api('forgotOTP', { mobile: '9000000006' });
    const bad = await s.legacy('reset_password', { mobile: '9000000006', otp: '99999', pass: 'newpass1' });
    expect(bad.body).toMatchObject({ success: '0', msg: 'Enter valid OTP' });
    const good = await s.legacy('reset_password', {
      mobile: '9000000006',
      otp: s.sms.latest('9000000006')!,
      pass: 'newpass1',
    });
    expect(good.body).toMatchObject({ success: '1', msg: 'Password Updated' });
  });

  it('changes the password only with the current one', async () => {
    const { token } = await s.player('9000000007');
    expect(
      (await s.api('updatePassword', { mobile: '9000000007', current_password: 'wrong', password: 'another1' }, token))
        .body,
    ).toMatchObject({ success: false });
    expect(
      (
        await s.api(
          'updatePassword',
          { mobile: '9000000007', current_password: 'secret1', password: 'another1' },
          token,
        )
      ).body,
    ).toMatchObject({ success: true, msg: 'Password updated successfully' });
  });

  it('slows guesses at the current password as login does: a session gets no more tries than the login screen', async () => {
    const { token } = await s.player('9000000017');
    const change = (current: string) =>
      s.api('updatePassword', { current_password: current, password: 'another1' }, token).then((r) => r.body);
    for (let i = 0; i < 6; i++) expect(await change('wrong')).toMatchObject({ success: false });
    // Five free failures, and the sixth started the wait: the right one waits too, and so does login.
    expect(String((await change('secret1')).message)).toMatch(/Too many tries at the current password/);

    expect(String((await s.api('login', { mobile: '9000000017', password: 'secret1' })).body.message)).toMatch(
      /Too many login attempts/,
    );
    s.clock.set(new Date(s.clock.now().getTime() + 2000));
    expect(await change('secret1')).toMatchObject({ success: true, msg: 'Password updated successfully' });
  });

  it('logs out: the token ends, and only that one', async () => {
    const { token } = await s.player('9000000010');
    const other = (await s.api('login', { mobile: '9000000010', password: 'secret1' })).body.api_token as string;
    expect((await s.api('logout', {}, token)).body).toEqual({ success: true, message: 'Logged out' });
    expect((await s.api('home', {}, token)).body).toMatchObject({ session: false });
    expect((await s.api('logout', {}, token)).body).toMatchObject({ session: false });
    expect((await s.api('home', {}, other)).body).toMatchObject({ wallet: '0' });
  });

  it('ends every other session when the password changes, and keeps this one', async () => {
    const { token } = await s.player('9000000011');
    const elsewhere = (await s.api('login', { mobile: '9000000011', password: 'secret1' })).body.api_token as string;
    expect(
      (await s.api('updatePassword', { current_password: 'secret1', password: 'changed1' }, token)).body,
    ).toMatchObject({ success: true });
    expect((await s.api('home', {}, elsewhere)).body).toMatchObject({ session: false });
    expect((await s.api('home', {}, token)).body).toMatchObject({ wallet: '0' });
  });

  it('keeps at most 10 live sessions a player: the oldest end first', async () => {
    const { token: first } = await s.player('9000000012');
    const later: string[] = [];
    for (let i = 0; i < 10; i++) {
      s.clock.set(new Date(s.clock.now().getTime() + 1000));
      later.push((await s.api('login', { mobile: '9000000012', password: 'secret1' })).body.api_token as string);
    }
    expect((await s.api('home', {}, first)).body).toMatchObject({ session: false });
    for (const token of later) expect((await s.api('home', {}, token)).body).toMatchObject({ wallet: '0' });
    const [{ n }] = (await s.db.query<{ n: number }>(
      `select count(*)::int as n from api_tokens t join users u on u.id = t.user_id where u.mobile = '9000000012'`,
    )) as [{ n: number }];
    expect(n).toBe(10);
  });

  it('answers the login of an unknown mobile and a wrong password alike, and both count', async () => {
    const unknown = await s.api('login', { mobile: '9000000098', password: 'whatever1' });
    await s.player('9000000013');
    const wrong = await s.api('login', { mobile: '9000000013', password: 'whatever1' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ success: false, message: 'Wrong mobile number or password.' });
  });

  it('answers a forged, unknown or expired token with session false (JSON) and nosession (legacy)', async () => {
    const { token, mobile } = await s.player('9000000008');
    for (const forged of ['', 'abc', 'f'.repeat(64), `${token.slice(0, 63)}${token.endsWith('0') ? '1' : '0'}`]) {
      expect((await s.api('home', {}, forged)).body).toMatchObject({ session: false });
      expect((await s.legacy('transaction_history', { session: forged, mobile })).body).toMatchObject({
        nosession: true,
        success: '0',
      });
    }
    expect((await s.legacy('transaction_history', { session: token, mobile: '9000000001' })).body).toMatchObject({
      nosession: true,
    });
    s.clock.set(new Date(s.clock.now().getTime() + 31 * 24 * 60 * 60_000));
    expect((await s.api('home', {}, token)).body).toMatchObject({ session: false });
  });

  it('serves the demo outbox at /dev/otp', async () => {
    await s.api('sendOTP', { mobile: '9000000009', name: 'Asha', type: 'signup' });
    const res = await fetch(`${s.url}/dev/otp?mobile=9000000009`);
    expect(await res.json()).toEqual({ otp: s.sms.latest('9000000009') });
  });
});
