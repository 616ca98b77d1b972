// @vitest-environment happy-dom
import './setup-dom.js';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_PREFIX } from '../../ui/hooks/error-toast-ids.js';
import { renderApp } from './render-app.js';

// Issue 13, item 7: toasts that pile up, and one that outlives what it complained of.
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
