import { describe, expect, it } from 'vitest';
import { AuditTrail, englishOperatorText, MyAccount, OperatorAccounts } from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';
import { refusedAt } from './refused-at.js';

describe('audit trail', () => {
  it('sends only the filters given, trimmed, and builds the CSV address with the same', async () => {
    const { server, policy } = consoleHarness('owner');
    const trail = new AuditTrail(server.auditTrail, policy);
    await trail.list({ operator: ' asha.cash ', action: '', from: '2026-11-01', to: ' ' }, 2);
    expect(server.callsOf('audit')).toEqual([{ operator: 'asha.cash', from: '2026-11-01', page: 2 }]);
    expect(trail.csvUrl({ action: 'deposit.approve', player: '' })).toBe(
      '/console/api/audit.csv?action=deposit.approve',
    );
  });

  it('refuses a bad day or a From after the To before asking', async () => {
    const { server, policy } = consoleHarness('owner');
    const trail = new AuditTrail(server.auditTrail, policy);
    expect(await trail.list({ from: '2026-13-01' }, 1)).toMatchObject(refusedAt('from'));
    const outcome = await trail.list({ from: '2026-11-20', to: '2026-11-01' }, 1);
    expect(outcome.ok || englishOperatorText(outcome.failure.message)).toBe('The From date is after the To date.');
    expect(server.callsOf('audit')).toEqual([]);
  });
});

describe('operator accounts', () => {
  it('adds an operator after checking the username, password and role', async () => {
    const { server, policy } = consoleHarness('owner');
    const accounts = new OperatorAccounts(server.operators, policy);
    expect(await accounts.add({ username: 'a b', password: 'long-enough-1', role: 'cashier' })).toMatchObject(
      refusedAt('username'),
    );
    expect(await accounts.add({ username: 'ravi', password: 'short', role: 'cashier' })).toMatchObject(
      refusedAt('password'),
    );
    expect(await accounts.add({ username: 'ravi', password: 'long-enough-1', role: 'boss' })).toMatchObject(
      refusedAt('role'),
    );
    expect(await accounts.add({ username: ' ravi ', password: 'long-enough-1', role: 'cashier' })).toMatchObject({
      ok: true,
      value: { username: 'ravi', role: 'cashier' },
    });
    expect(await accounts.setRole('3', 'support')).toMatchObject({ ok: true, value: { role: 'support' } });
    expect(await accounts.disable('3')).toMatchObject({ ok: true });
    expect(server.operatorRows.find((o) => o.id === '3')).toMatchObject({ disabled: true, role: 'support' });
  });
});

describe('my account', () => {
  it('changes the password after its checks', async () => {
    const { server, policy, session } = consoleHarness('owner');
    const account = new MyAccount(server.session, policy, session);
    expect(
      await account.changePassword({ current: '', next: 'long-enough-1', confirm: 'long-enough-1' }),
    ).toMatchObject(refusedAt('current'));
    expect(await account.changePassword({ current: 'x', next: 'short', confirm: 'short' })).toMatchObject(
      refusedAt('next'),
    );
    expect(
      await account.changePassword({ current: 'x', next: 'long-enough-1', confirm: 'other-one-12' }),
    ).toMatchObject(refusedAt('confirm'));
    expect(
      await account.changePassword({ current: 'wrong', next: 'long-enough-1', confirm: 'long-enough-1' }),
    ).toMatchObject({ ok: false, failure: { kind: 'rejected' } });
    expect(
      await account.changePassword({ current: 'owner-demo-1234', next: 'long-enough-1', confirm: 'long-enough-1' }),
    ).toMatchObject({ ok: true });
  });

  it('switches the second factor on with a code, and the session knows', async () => {
    const { server, policy, session } = consoleHarness('owner');
    const account = new MyAccount(server.session, policy, session);
    expect(await account.totpSetup()).toMatchObject({ ok: true, value: { secret: 'JBSWY3DPEHPK3PXP' } });
    expect(await account.totpEnable('12')).toMatchObject(refusedAt('code'));
    expect(await account.totpEnable('123456')).toMatchObject({ ok: true });
    expect(session.operator?.totpEnabled).toBe(true);
  });
});
