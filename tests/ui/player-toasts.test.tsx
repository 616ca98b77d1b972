// @vitest-environment happy-dom
import './setup-dom.js';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_PREFIX } from '../../ui/hooks/error-toast-ids.js';
import { renderApp } from './render-app.js';

// Toasts that pile up, and one that outlives what it complained of.
describe('toasts', () => {
  it('the same error again is one toast, not a pile of them', async () => {
    await renderApp('/login');
    const login = await screen.findByRole('button', { name: 'Login' });
    for (let i = 0; i < 5; i++) {
      fireEvent.click(login);
      await screen.findAllByText('Enter valid mobile number');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(screen.getAllByText('Enter valid mobile number')).toHaveLength(1);
  });

  it('an error toast from the details step is gone as soon as the OTP step opens', async () => {
    await renderApp('/signup', { script: (g) => g.accounts.reply('sendOtp', { success: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await screen.findByText('Enter valid mobile number');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByLabelText('I am 18 years of age or older'));
    const hide = vi.spyOn(notifications, 'hide');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('We sent an OTP to 9876543210');
    await waitFor(() => expect(screen.queryByText('Enter valid mobile number')).toBeNull());
    // Gone because the step changed, not by its own 4 s (that close does not go through
    // notifications.hide): so the test holds however long a loaded host takes to get here.
    expect(hide.mock.calls.some(([id]) => id.startsWith(ERROR_TOAST_PREFIX))).toBe(true);
    hide.mockRestore();
  });
});

// A toast over the field to fix, and one that follows the player home.
describe('form errors beside their field', () => {
  const toasts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent ?? '');

  it('the deposit sheet words a missing screenshot under its picker, and it goes once the request goes through', async () => {
    const app = await renderApp('/deposit', {
      stored: { token: 'tok', mobile: '9876543210', min_deposit: '100' },
      script: (g) =>
        g.funds
          .reply('manualPaymentDetails', { data: [], only_wallet: '0', bonus: '0', wallet: '0' })
          .reply('createPaymentRequest', { success: true, message: 'Payment request sent' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(toasts().join()).toMatch('Enter valid amount'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    fireEvent.change(await screen.findByLabelText('UTR number'), { target: { value: '412345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Deposit Request' }));
    const sheet = screen.getByRole('dialog');
    const error = await within(sheet).findByText('Please select a valid image file');
    expect(error.closest('[role="alert"]')).toBeNull();
    expect(toasts().join()).not.toMatch('valid image');

    const picker = sheet.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png] } });
    await waitFor(() => expect(screen.queryByText('Please select a valid image file')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send Deposit Request' }));
    await waitFor(() => expect(toasts().join()).toMatch('Payment Request Sent Successfully'));
    expect(app.gateways.funds.callsOf('createPaymentRequest')).toHaveLength(1);
    // The amount's error from before is out of date: the request went through. Its toast leaves
    // through Mantine's exit transition, after the success toast has come (as on sign-up below).
    await waitFor(() => expect(toasts().join()).not.toMatch('Enter valid amount'));
  });

  it('a wrong OTP is worded beside the field, and no error follows the player home after signing up', async () => {
    const app = await renderApp('/signup', {
      script: (g) => {
        g.accounts
          .reply('sendOtp', { success: true })
          .reply('verifyOtp', { success: false, msg: 'Enter valid OTP' }, { success: true })
          .reply('register', { success: true, api_token: 'tok', name: 'Asha' });
        // Sign-up lands on the offer of limits.
        g.funds.reply('selfLimits', { success: true, daily_limit: '', staked_today: '0' });
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByLabelText('I am 18 years of age or older'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const otp = await screen.findByLabelText('OTP');
    fireEvent.change(otp, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const beside = await screen.findByText('Enter valid OTP');
    expect(beside.closest('[role="alert"]')).toBeNull();
    expect(otp.getAttribute('aria-invalid')).toBe('true');

    // The server refuses the first four digits (a toast), then takes the next.
    fireEvent.change(otp, { target: { value: '1234' } });
    expect(screen.queryByText('Enter valid OTP')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts().join()).toMatch('Enter valid OTP'));
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/limits'));
    await waitFor(() => expect(toasts().join()).not.toMatch('Enter valid OTP'));
  });
});
