// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';

// The deposit history's remark, the winnings page's title and the server's refusals were
// English in every language.
describe('the deposit and winnings histories in Hindi', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it("words each deposit's status and UTR in Hindi, keeping the cashier's reason as written", async () => {
    await renderApp('/depositHistory', {
      stored: LOGGED_IN,
      script: (g) =>
        g.funds.reply('depositHistory', {
          data: [
            {
              sn: 2,
              date: '2026-11-20 10:05',
              amount: '500',
              remark: 'Rejected · UTR 412345678901 · Screenshot unreadable',
              status: 'Rejected',
              utr: '412345678901',
              reason: 'Screenshot unreadable',
            },
            {
              sn: 1,
              date: '2026-11-19 09:00',
              amount: '1000',
              remark: 'Completed · UTR 498765432109',
              status: 'Completed',
              utr: '498765432109',
              reason: '',
            },
            // An older server: only the remark, shown as it came.
            { sn: 0, date: '2026-11-18 09:00', amount: '200', remark: 'Completed · UTR 400000000001' },
          ],
        }),
    });
    await act(() => changeLanguage('hi'));
    await screen.findByText('अस्वीकृत · UTR 412345678901 · Screenshot unreadable');
    expect(screen.getByText('पूर्ण · UTR 498765432109')).toBeTruthy();
    expect(screen.queryByText(/Completed · UTR 498765432109/)).toBeNull();
    expect(screen.getByText('Completed · UTR 400000000001')).toBeTruthy();
    // The success marker on the two completed deposits, none on the rejected one.
    expect(screen.getAllByText('सफल')).toHaveLength(2);
  });

  it.each([
    {
      page: 'the winnings page',
      path: '/winnings',
      kind: 'starline',
      call: 'winningLedger',
      hindi: 'जीत · स्टारलाइन मटका',
      english: /Starline Matka/,
    },
    {
      page: 'one kind’s bid history',
      path: '/gameHistory',
      kind: 'gali',
      call: 'bidHistory',
      hindi: /· गली दिसावर$/,
      english: /Gali Disawar/,
    },
  ] as const)('titles $page and its kind in Hindi', async ({ path, kind, call, hindi, english }) => {
    await renderApp(path, {
      stored: LOGGED_IN,
      state: { kind },
      script: (g) => g.history.reply(call, { data: [] }),
    });
    await act(() => changeLanguage('hi'));
    await screen.findByText(hindi);
    expect(screen.queryByText(english)).toBeNull();
  });

  it('lists the winnings kinds in Hindi', async () => {
    await renderApp('/winningHistorySelection', { stored: LOGGED_IN });
    await act(() => changeLanguage('hi'));
    await screen.findByText('मेन मटका');
    expect(screen.getByText('गली दिसावर')).toBeTruthy();
    expect(screen.queryByText('Main Matka')).toBeNull();
  });

  it("shows the server's refusal of a wrong current password in Hindi", async () => {
    await act(() => changeLanguage('hi'));
    await renderApp('/profile', {
      stored: LOGGED_IN,
      script: (g) =>
        g.accounts.reply('updatePassword', {
          success: false,
          msg: 'Current password is wrong.',
          message_key: 'currentPasswordWrong',
          message_values: {},
        }),
    });
    fireEvent.change(await screen.findByLabelText('वर्तमान पासवर्ड'), { target: { value: 'old-one' } });
    fireEvent.change(screen.getByLabelText('नया पासवर्ड'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड की पुष्टि करें'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड अपडेट करें' }));
    await screen.findByText('वर्तमान पासवर्ड गलत है।');
    expect(screen.queryByText('Current password is wrong.')).toBeNull();
  });
});
