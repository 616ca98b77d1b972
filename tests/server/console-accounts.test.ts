// Operators' own accounts over HTTP: TOTP, their password, disabled operators and the last owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode } from '../../server/services/console/base32.js';
import { totpCode, totpStep } from '../../server/services/console/totp.js';
import { addOperator, client, OPERATOR_PASSWORD, signIn, signInAnswer } from './console-client.js';
import { auditRows, fingerprint, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0), { trustProxy: true });
});
afterAll(() => s.close());

const later = (minutes: number) => s.clock.set(new Date(s.clock.now().getTime() + minutes * 60_000));

describe('two-factor sign-in (TOTP)', () => {
  const codeAt = (secret: string, offsetSteps = 0) =>
    totpCode(base32Decode(secret)!, totpStep(s.clock.now()) + offsetSteps);

  it('is set up, switched on with a code, asked for at sign-in, used once, and switched off', async () => {
    await addOperator(s, 'ravi', 'results');
    const ravi = await signIn(s.url, 'ravi');
    const setup = await ravi.call('POST', '/me/totp/setup');
    expect(setup.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/matka-core%3Aravi\?secret=[A-Z2-7]{32}&issuer=matka-core/),
    });
    const secret = setup.body.secret as string;
    expect((await ravi.call('POST', '/me/totp/enable', { code: '12345' })).body).toEqual({
      error: 'Enter the 6-digit code from your authenticator app.',
    });
    expect((await ravi.call('POST', '/me/totp/enable', { code: codeAt(secret, 5) })).status).toBe(400);
    const enabled = await ravi.call('POST', '/me/totp/enable', { code: codeAt(secret) });
    expect(enabled.body).toEqual({ operator: expect.objectContaining({ username: 'ravi', totpEnabled: true }) });
    expect((await ravi.call('POST', '/me/totp/setup')).status).toBe(400);

    const noCode = await signInAnswer(s.url, { username: 'ravi', password: OPERATOR_PASSWORD });
    expect([noCode.status, noCode.body]).toEqual([
      401,
      { error: 'Enter the 6-digit code from your authenticator app.', totpRequired: true },
    ]);
    expect(
      (await signInAnswer(s.url, { username: 'ravi', password: OPERATOR_PASSWORD, totp: codeAt(secret, 3) })).body,
    ).toMatchObject({ totpRequired: true });
    // The code used to switch it on is spent; the next step's code signs in, once.
    expect(
      (await signInAnswer(s.url, { username: 'ravi', password: OPERATOR_PASSWORD, totp: codeAt(secret) })).status,
    ).toBe(401);
    later(0.5);
    const next = codeAt(secret);
    expect((await signInAnswer(s.url, { username: 'ravi', password: OPERATOR_PASSWORD, totp: next })).status).toBe(200);
    expect((await signInAnswer(s.url, { username: 'ravi', password: OPERATOR_PASSWORD, totp: next })).status).toBe(401);

    later(0.5);
    const disabled = await ravi.call('POST', '/me/totp/disable', { code: codeAt(secret) });
    expect(disabled.body).toEqual({ operator: expect.objectContaining({ totpEnabled: false }) });
    expect((await signInAnswer(s.url, { username: 'ravi', password: OPERATOR_PASSWORD })).status).toBe(200);
    expect((await auditRows(s.db)).filter((r) => r.operator === 'ravi').map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'operator.totp-setup',
        'operator.totp-enable',
        'sign-in.failed',
        'operator.totp-disable',
      ]),
    );
    await s.db.query(`delete from backoffs`);
  });

  it('counts wrong codes at switching it as tries at the password: a taken session guesses no faster', async () => {
    await addOperator(s, 'totp-guess', 'cashier');
    const taken = await signIn(s.url, 'totp-guess');
    const secret = (await taken.call('POST', '/me/totp/setup')).body.secret as string;
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await taken.call('POST', '/me/totp/enable', { code: '000000' })).status);
    // The free tries answer "wrong" (400); then the waits (429), the right code included.
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.at(-1)).toBe(429);
    const right = await taken.call('POST', '/me/totp/enable', { code: codeAt(secret) });
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/^Too many tries at an authenticator code\. Try again in /);
    await s.db.query(`delete from backoffs`);
  });
});

describe('own password, disabled operators, the last owner', () => {
  it('changes the password with the current one; other sessions end, this one goes on', async () => {
    await addOperator(s, 'meena', 'support');
    const here = await signIn(s.url, 'meena');
    const elsewhere = await signIn(s.url, 'meena');
    expect((await here.call('POST', '/me/password', { current: 'wrong', next: 'a-new-password' })).body).toEqual({
      error: 'The current password is wrong.',
    });
    expect((await here.call('POST', '/me/password', { current: OPERATOR_PASSWORD, next: 'short' })).body).toEqual({
      error: 'The new password must have at least 10 characters.',
    });
    expect(
      (await here.call('POST', '/me/password', { current: OPERATOR_PASSWORD, next: 'a-new-password' })).body,
    ).toEqual({ ok: true });
    expect((await elsewhere.call('GET', '/session')).status).toBe(401);
    expect((await here.call('GET', '/session')).status).toBe(200);
    expect((await signInAnswer(s.url, { username: 'meena', password: 'a-new-password' })).status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'meena', action: 'sign-in' });
    expect((await auditRows(s.db)).some((r) => r.operator === 'meena' && r.action === 'operator.password')).toBe(true);
  });

  it('ends a disabled operator’s sessions and refuses its sign-in; the last owner stays', async () => {
    const ownerId = await addOperator(s, 'boss', 'owner');
    const boss = await signIn(s.url, 'boss');
    const cashierId = await addOperator(s, 'leaving', 'cashier');
    const leaving = await signIn(s.url, 'leaving');
    expect((await boss.call('POST', `/operators/${cashierId}/disable`)).body).toEqual({
      operator: expect.objectContaining({ username: 'leaving', disabled: true }),
    });
    expect((await leaving.call('GET', '/session')).status).toBe(401);
    expect((await signInAnswer(s.url, { username: 'leaving', password: OPERATOR_PASSWORD })).body).toEqual({
      error: 'This operator account is disabled. Ask an owner.',
    });

    const before = await fingerprint(s.db);
    expect((await boss.call('POST', `/operators/${ownerId}/disable`)).body).toEqual({
      error: 'boss is the last owner: make another owner first.',
    });
    expect((await boss.call('POST', `/operators/${ownerId}/role`, { role: 'cashier' })).body).toEqual({
      error: 'boss is the last owner: make another owner first.',
    });
    expect(
      (await boss.call('POST', '/operators', { username: 'x', password: 'long-enough-1', role: 'owner' })).status,
    ).toBe(400);
    expect(
      (await boss.call('POST', '/operators', { username: 'boss', password: 'long-enough-1', role: 'owner' })).body,
    ).toEqual({ error: 'There is an operator called boss already.' });
    expect(
      (await boss.call('POST', '/operators', { username: 'newbie', password: 'long-enough-1', role: 'king' })).status,
    ).toBe(400);
    expect(await fingerprint(s.db)).toEqual(before);

    const second = await boss.call('POST', '/operators', {
      username: 'second',
      password: 'long-enough-1',
      role: 'owner',
    });
    expect(second.body.operator).toMatchObject({
      username: 'second',
      role: 'owner',
      disabled: false,
      lastSignInAt: null,
    });
    expect((await boss.call('POST', `/operators/${ownerId}/disable`)).status).toBe(200);
    expect((await boss.call('GET', '/session')).status).toBe(401);
  });

  it('lets a session cookie from nowhere do nothing', async () => {
    const stranger = client(s.url, `matka_console=${'a'.repeat(64)}`, 'b'.repeat(64), {
      id: 0,
      username: 'x',
      role: 'owner',
      totpEnabled: false,
    });
    expect((await stranger.call('GET', '/session')).status).toBe(401);
  });
});
