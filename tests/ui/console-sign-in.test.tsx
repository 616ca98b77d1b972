// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from './render-console.js';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const navigation = () => screen.getByRole('navigation', { name: 'Console navigation' });

describe('console sign-in', () => {
  it('a signed-out operator is sent to sign-in, whose fields are labelled Username and Password', async () => {
    const app = await renderConsole('/deposits');
    await screen.findByRole('heading', { name: 'Operator sign-in' });
    expect(app.router.state.location.pathname).toBe('/console/sign-in');
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('empty fields get a message and send nothing; a wrong password keeps what was typed', async () => {
    const app = await renderConsole('/sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your username.');
    expect(app.server.calls.filter((c) => c.method === 'signIn')).toEqual([]);
    type('Username', 'owner');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Wrong username or password.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('owner');
  });

  it('asks for the authenticator code when the operator has one, then signs in', async () => {
    const app = await renderConsole('/sign-in', { setup: (s) => s.totp.add('owner') });
    type('Username', 'owner');
    type('Password', 'owner-demo-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter the code from your authenticator app.');
    type('Authenticator code', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByText('Enter the 6-digit code from your authenticator app.');
    type('Authenticator code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/console/deposits'));
  });

  it('a cashier lands on the deposit desk and sees only the desks, players and their account', async () => {
    await renderConsole('/sign-in');
    type('Username', 'asha.cash');
    type('Password', 'cashier-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Deposits' });
    const links = within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d+$/, ''));
    expect(links).toEqual(['Deposits', 'Withdrawals', 'Players', 'My account']);
  });

  it('an owner sees every section; a page the role may not open says so', async () => {
    await renderConsole('/audit', { as: 'owner' });
    const links = within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d+$/, ''));
    expect(links).toEqual([
      'Deposits',
      'Withdrawals',
      'Players',
      'Today',
      'Markets',
      'Settings',
      'Content',
      'Reports',
      'Audit',
      'Operators',
      'My account',
    ]);
    await renderConsole('/operators', { as: 'asha.cash' });
    await screen.findByText('Not for your role');
  });

  it('signing out returns to sign-in', async () => {
    const app = await renderConsole('/account', { as: 'owner' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/console/sign-in'));
  });
});
