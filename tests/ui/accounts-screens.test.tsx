// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifier, notice, text } from '../../core/index.js';
import { describe, expect, it } from 'vitest';
import { TransportFailure } from '../../core/index.js';
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp } from './render-app.js';

describe('account screens', () => {
  it('login checks the mobile first and keeps what was typed', async () => {
    const app = await renderApp('/login');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Enter valid mobile number');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('98765');
    expect(app.gateways.accounts.calls).toEqual([]);
  });

  it('login with good credentials stores them and opens home', async () => {
    const app = await renderApp('/login');
    app.gateways.accounts.reply('login', { success: true, api_token: 'new-token', name: 'Asha', email: '' });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.storage.get('token')).toBe('new-token');
  });

  it('a protected route shows the login screen without a session', async () => {
    const app = await renderApp('/wallet');
    await screen.findByRole('heading', { name: 'ENTER NUMBER' });
    expect(app.router.state.location.pathname).toBe('/wallet');
  });

  it('sign-up goes to the OTP step with the countdown, and an early resend says wait', async () => {
    const app = await renderApp('/signup', { script: (g) => g.accounts.reply('sendOtp', { success: true }) });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByLabelText('I am 18 years of age or older'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('We sent an OTP to 9876543210');
    fireEvent.click(screen.getByRole('button', { name: /wait \d+s/ }));
    await screen.findByText(/Please wait for \d+ seconds/);
    expect(app.gateways.accounts.callsOf('sendOtp')).toHaveLength(1);
  });

  it('change password stops on a mismatch', async () => {
    const app = await renderApp('/profile', { stored: LOGGED_IN });
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText('Confirm password does not match');
    // Nothing is sent (the frame's live stream may ask for its ticket meanwhile).
    expect(app.gateways.accounts.callsOf('updatePassword')).toEqual([]);
  });

  it.each([
    ['the server ends the session', { success: true, message: 'Logged out' }],
    ['the network fails', new TransportFailure('network', 'logout', 'fetch failed')],
  ])('logout sends the token to the server, clears storage and goes to /login after 1 s when %s', async (_, reply) => {
    const clock = new VirtualClock();
    const app = await renderApp('/logout', {
      stored: LOGGED_IN,
      scheduler: clock,
      script: (g) => g.accounts.reply('logout', reply),
    });
    await screen.findByText('Logging out…');
    expect(app.gateways.accounts.callsOf('logout')).toEqual(['tok']);
    expect(app.storage.keys()).toEqual([]);
    act(() => clock.advance(1000));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.gateways.accounts.callsOf('logout')).toHaveLength(1);
  });

  it('shows a popup dialog with its status, title and message; Close runs its on-close action', async () => {
    const app = await renderApp('/login');
    let closed = 0;
    act(() =>
      app.di.get<Notifier>(Notifier).notify(
        notice('success', text('bidPlacedSuccessfully'), {
          display: 'popup',
          title: text('completed'),
          onClose: () => closed++,
        }),
      ),
    );
    await screen.findByText('Bid placed successfully');
    expect(screen.getByText('Completed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Bid placed successfully')).toBeNull());
    expect(closed).toBe(1);
  });
});
