import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConsoleSignIn, DepositDesk, englishOperatorText, TransportFailure } from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';
import { refusedAt } from './refused-at.js';

describe('console sign-in', () => {
  it('checks the fields before sending anything', async () => {
    const { server, session } = consoleHarness();
    const signIn = new ConsoleSignIn(server.session, session);
    expect(await signIn.run({ username: ' ', password: 'x' })).toMatchObject(refusedAt('username'));
    expect(await signIn.run({ username: 'owner', password: '' })).toMatchObject(refusedAt('password'));
    expect(await signIn.run({ username: 'owner', password: 'x', totp: '12' })).toMatchObject(refusedAt('totp'));
    expect(server.calls).toEqual([]);
  });

  it('a right password signs in and the session knows the operator and role', async () => {
    const { server, session } = consoleHarness();
    const outcome = await new ConsoleSignIn(server.session, session).run({
      username: ' owner ',
      password: 'owner-demo-1234',
    });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'signed-in' } });
    expect(server.callsOf('signIn')).toEqual([{ username: 'owner', password: 'owner-demo-1234' }]);
    expect(session.operator).toMatchObject({ username: 'owner', role: 'owner' });
    expect(session.may('operators')).toBe(true);
  });

  it('a wrong password is refused in the server’s words', async () => {
    const { server, session } = consoleHarness();
    const outcome = await new ConsoleSignIn(server.session, session).run({ username: 'owner', password: 'nope' });
    expect(outcome.ok || englishOperatorText(outcome.failure.message)).toBe('Wrong username or password.');
    expect(session.current.status).toBe('unknown');
  });

  it('asks for the TOTP code when the operator has one, then signs in with it', async () => {
    const { server, session } = consoleHarness();
    server.totp.add('owner');
    const signIn = new ConsoleSignIn(server.session, session);
    expect(await signIn.run({ username: 'owner', password: 'owner-demo-1234' })).toMatchObject({
      ok: true,
      value: { kind: 'totp' },
    });
    expect(await signIn.run({ username: 'owner', password: 'owner-demo-1234', totp: '000000' })).toMatchObject({
      ok: true,
      value: { kind: 'totp' },
    });
    expect(await signIn.run({ username: 'owner', password: 'owner-demo-1234', totp: '123456' })).toMatchObject({
      ok: true,
      value: { kind: 'signed-in' },
    });
  });

  it('a second press while signing in is the same try', async () => {
    const { server, session } = consoleHarness();
    const signIn = new ConsoleSignIn(server.session, session);
    const form = { username: 'owner', password: 'owner-demo-1234' };
    await Promise.all([signIn.run(form), signIn.run(form)]);
    expect(server.callsOf('signIn')).toHaveLength(1);
  });

  it('an unreachable server is a transport failure that says so', async () => {
    const { server, session } = consoleHarness();
    server.failNext('signIn', new TransportFailure('network', 'sign-in', 'down'));
    const outcome = await new ConsoleSignIn(server.session, session).run({ username: 'owner', password: 'x' });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'transport', reason: 'network' } });
  });
});

describe('the console session', () => {
  it('restores from the cookie, or is signed out', async () => {
    expect((await consoleHarness('owner').session.restore()).status).toBe('signed-in');
    expect((await consoleHarness().session.restore()).status).toBe('signed-out');
  });

  it('a 401 on any call ends it with a message; other refusals keep it', async () => {
    const { server, session, policy } = consoleHarness('owner');
    const desk = new DepositDesk(server.desks, policy);
    server.failNext('deposits', { status: 403, error: 'Your role may not do this.' });
    expect(await desk.list({ page: 1 })).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 403 } });
    expect(session.current.status).toBe('signed-in');
    server.failNext('deposits', { status: 401, error: 'Session ended.' });
    expect(await desk.list({ page: 1 })).toMatchObject({ ok: false, failure: { kind: 'session-ended' } });
    const state = await firstValueFrom(session.state$);
    expect(state.status === 'signed-out' && state.message && englishOperatorText(state.message)).toBe(
      'Your console session has ended. Sign in again.',
    );
  });

  it('signs out even when the server cannot be reached', async () => {
    const { server, session } = consoleHarness('owner');
    server.failNext('signOut', new TransportFailure('timeout', 'sign-out', 'slow'));
    await session.signOut();
    expect(session.current.status).toBe('signed-out');
  });
});
