// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuditTrailOf } from './audit-trail-screen.js';
import { renderConsole } from './render-console.js';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('audit', () => {
  it('lists what operators did, filters it, and exports the same filters as CSV', async () => {
    const app = await renderAuditTrailOf({
      operator: 'asha.cash',
      role: 'cashier',
      action: 'deposit.approve',
      target: 'deposit:11',
      before: '{"status":"pending","note":"<script>alert(1)</script>"}',
      after: '{"status":"completed"}',
    });
    await screen.findByText('deposit.approve');
    expect(screen.getByText('{"status":"pending","note":"<script>alert(1)</script>"}')).toBeTruthy();
    type('Operator', 'asha.cash');
    type('From', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(app.server.callsOf('audit').at(-1)).toEqual({ operator: 'asha.cash', from: '2026-11-01', page: 1 }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/console/api/audit.csv?operator=asha.cash&from=2026-11-01',
    );
  });

  it('a From after the To is refused beside the field, keeping what was typed', async () => {
    const app = await renderConsole('/audit', { as: 'owner' });
    await screen.findByText('No audit rows match.');
    const asked = app.server.callsOf('audit').length;
    type('From', '2026-11-20');
    type('To', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('The From date is after the To date.');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-20');
    expect(app.server.callsOf('audit')).toHaveLength(asked);
  });
});

describe('operators', () => {
  it('the owner adds a cashier; a short password is refused with the typed username kept', async () => {
    const app = await renderConsole('/operators', { as: 'owner' });
    await screen.findByText('asha.cash');
    type('Username', 'ravi');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('The new password needs at least 10 characters.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ravi');
    type('Password', 'ravi-pass-123');
    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    // Mantine's dropdown is mid-transition (not yet "visible") in happy-dom: find its option directly.
    const listbox = document.getElementById(
      screen.getByRole('combobox', { name: 'Role' }).getAttribute('aria-controls') ?? '',
    );
    await waitFor(() => expect(listbox?.querySelector('[role=option]')).toBeTruthy());
    fireEvent.click(
      [...listbox!.querySelectorAll('[role=option]')].find((option) => option.textContent === 'Cashier')!,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Operator ravi added.');
    await screen.findByText('ravi');
    expect(app.server.callsOf('addOperator')).toEqual([
      { username: 'ravi', password: 'ravi-pass-123', role: 'cashier' },
    ]);
  });

  it('disables another operator, but offers nothing against the owner’s own account', async () => {
    const app = await renderConsole('/operators', { as: 'owner' });
    const row = (await screen.findByText('asha.cash')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await screen.findByText('asha.cash disabled; their sessions ended.');
    expect(app.server.operatorRows.find((o) => o.username === 'asha.cash')?.disabled).toBe(true);
    const mine = screen.getByText('owner', { selector: 'td *' }).closest('tr')!;
    expect(within(mine).queryByRole('button')).toBeNull();
  });
});

describe('my account', () => {
  it('checks the new password before sending it', async () => {
    const app = await renderConsole('/account', { as: 'owner' });
    type('Current password', 'owner-demo-1234');
    type(/New password \(at least/, 'long-enough-1');
    type('New password again', 'long-enough-2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!);
    await screen.findByText('The new password and its confirmation differ.');
    expect(app.server.callsOf('changePassword')).toEqual([]);
  });

  it('sets up the second factor: the secret and the otpauth address as text, then a code switches it on', async () => {
    await renderConsole('/account', { as: 'owner' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    await screen.findByText('JBSWY3DPEHPK3PXP');
    expect(screen.getByText('otpauth://totp/matka:owner?secret=JBSWY3DPEHPK3PXP')).toBeTruthy();
    type('Authenticator code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Switch on' }));
    await screen.findByText('Two-step sign-in is on.');
    await screen.findByRole('button', { name: 'Switch off' });
  });

  it('creates an API token named for its use, shows it once, and revokes it after asking', async () => {
    const app = await renderConsole('/account', { as: 'owner' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create a token' }));
    await screen.findByText('Name the token for what it is for, like “nightly results script”.');
    expect(app.server.callsOf('createApiToken')).toEqual([]);
    type('What it is for', '  nightly results script  ');
    fireEvent.click(screen.getByRole('button', { name: 'Create a token' }));
    const shown = await screen.findByTestId('new-token');
    expect(shown.textContent).toContain(`mko_${'1'.padStart(64, '0')}`);
    expect(app.server.callsOf('createApiToken')).toEqual([{ label: 'nightly results script' }]);
    // Saved: the token is gone from the screen; the list keeps its label only.
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('new-token')).toBeNull();
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByText('nightly results script')).toBeTruthy();
    expect(table.textContent).not.toContain('mko_');
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “nightly results script”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Token “nightly results script” revoked: it no longer works.');
    expect(app.server.callsOf('revokeApiToken')).toEqual([1]);
    await within(table).findByText('Revoked 2026-11-20 10:05');
  });
});

describe('results', () => {
  it('the old Results address leads to today’s board, where results are declared', async () => {
    await renderConsole('/results', { as: 'owner' });
    await screen.findByRole('heading', { name: /^Today, / });
    expect(screen.queryByRole('link', { name: /^Results/ })).toBeNull();
  });
});
