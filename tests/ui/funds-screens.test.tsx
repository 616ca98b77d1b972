// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';
import { NO_BANK_NO_MONEY, withdrawInfoWithBank } from './funds-answers.js';

const methods = {
  data: [{ upi_id: 'pay@upi', qr_code: '', bank_details: 'Bank A/C 1' }],
  only_wallet: '500',
  bonus: '100',
  wallet: '600',
};

/** Opens Add Fund signed in, on the payment details the server answers. */
const openAddFund = (details: object) =>
  renderApp('/deposit', { stored: LOGGED_IN, script: (g) => g.funds.reply('manualPaymentDetails', details) });

describe('funds screens', () => {
  it('the header shows the live balance, also when another tab changes it', async () => {
    const app = await renderApp('/funds', { stored: { ...LOGGED_IN, wallet: '250' } });
    await screen.findByRole('link', { name: 'Add Fund: ₹250.00' });
    act(() => app.otherTab.next('975.5'));
    await screen.findByRole('link', { name: 'Add Fund: ₹975.50' });
  });

  it('Add Fund: the amount is checked first, then the sheet; a refused request keeps the sheet as typed', async () => {
    const app = await renderApp('/deposit', {
      stored: { ...LOGGED_IN, min_deposit: '100' },
      script: (g) =>
        g.funds
          .reply('manualPaymentDetails', methods)
          .reply('createPaymentRequest', { success: false, message: 'UTR already used' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    await screen.findByText('Enter valid amount');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    const utr = await screen.findByLabelText('UTR number');
    fireEvent.change(utr, { target: { value: '4123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Deposit Request' }));
    await screen.findByText('Please select a valid image file');
    expect((screen.getByLabelText('UTR number') as HTMLInputElement).value).toBe('4123');
    expect(app.gateways.funds.callsOf('createPaymentRequest')).toEqual([]);
  });

  it('copies the UPI id and says so', async () => {
    const app = await openAddFund(methods);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied to clipboard');
    expect(app.copied).toEqual(['pay@upi']);
  });

  it('Add Fund shows no payment detail while deposits are paused, only why, until when and to pay nothing', async () => {
    await openAddFund({
      ...methods,
      data: [],
      deposit_paused: {
        message_key: 'depositLimitUsed',
        message_values: { limit: '₹500.00', until: '2026-11-21 00:00' },
      },
    });
    await screen.findByText('Your deposit limit of ₹500.00 is used up: deposit again from 2026-11-21 00:00.');
    screen.getByText('Send no payment now: it could not be credited.');
    expect(screen.queryByText(/pay@upi/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('Add Fund says what the tightest deposit limit still allows', async () => {
    await openAddFund({
      ...methods,
      deposit_allowance: { period: 'week', limit: '2000', left: '1500' },
    });
    await screen.findByText('₹1,500.00 of your ₹2,000.00 weekly deposit limit left.');
    screen.getByRole('button', { name: 'Send Request' });
  });

  it.each([
    [{ success: true, bank_details_available: false, only_wallet: '500', bonus: '0' }, 'Update Withdraw Details'],
    [withdrawInfoWithBank('500', '0'), 'Request Withdraw'],
  ])('Withdraw leads to bank details or offers the request', async (info, label) => {
    await renderApp('/withdraw', { stored: LOGGED_IN, script: (g) => g.funds.reply('withdrawInfo', info) });
    await screen.findByText(label);
    await screen.findByText('₹500.00');
  });

  it('Withdraw refuses more than the withdrawable balance, keeping the amount', async () => {
    const app = await renderApp('/withdraw', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('withdrawInfo', withdrawInfoWithBank('500', '100')),
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '550' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Request Withdraw' }));
    await screen.findByText('Insufficient Balance');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('550');
    expect(app.gateways.funds.callsOf('withdraw')).toEqual([]);
  });

  it('withdraw history reads each request as a debit with its status', async () => {
    await renderApp('/withdrawHistory', {
      stored: LOGGED_IN,
      script: (g) =>
        g.funds.reply('withdrawRequests', {
          data: [{ sn: 7, date: '2026-11-20', amount: '250', status: 'Rejected', fund_id: 'W7' }],
        }),
    });
    await screen.findByText('Debit · W7');
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('an empty wallet history says No transactions found', async () => {
    await renderApp('/wallet', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('walletTransactions', { data: [] }).reply('withdrawInfo', NO_BANK_NO_MONEY),
    });
    await screen.findByText('No transactions found');
  });

  it('the screens follow the chosen language', async () => {
    await renderApp('/funds', { stored: LOGGED_IN });
    await act(() => changeLanguage('ta'));
    await screen.findByRole('heading', { name: 'வாலட்' });
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Wallet' })).toBeTruthy());
  });
});
