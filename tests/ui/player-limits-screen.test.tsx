// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';

// The limits screen sets each of the nine limits and shows what each used.
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const none = { limit: '', used: '0', next: '', from: '' };
const limits = (over: Record<string, object> = {}) =>
  ['day', 'week', 'month'].flatMap((period) =>
    ['deposit', 'stake', 'loss'].map((kind) => ({ kind, period, ...none, ...over[`${kind}_${period}`] })),
  );
const ANSWER = {
  success: true,
  daily_limit: '',
  staked_today: '0',
  limits: limits({
    loss_week: { limit: '5000', used: '3800' },
    deposit_month: { limit: '500', used: '120.5', next: '2000', from: '2026-11-21 10:00' },
  }),
};

describe('my limits, per day, week and month', () => {
  it('shows what each window used against its limit, and a raise waiting for its 24 hours', async () => {
    await renderApp('/limits', { stored: LOGGED_IN, script: (g) => g.funds.reply('selfLimits', ANSWER) });
    const loss = await screen.findByRole('region', { name: 'Loss limits (stakes minus wins)' });
    expect(within(loss).getByText('₹3,800.00 of ₹5,000.00 used')).toBeTruthy();
    expect(within(loss).getAllByText('No limit · ₹0.00 used')).toHaveLength(2);
    const deposits = screen.getByRole('region', { name: 'Deposit limits' });
    expect(within(deposits).getByText('₹120.50 of ₹500.00 used')).toBeTruthy();
    expect(within(deposits).getByText('From 2026-11-21 10:00: ₹2,000.00')).toBeTruthy();
    expect(screen.getByText(/A week starts on Monday\./)).toBeTruthy();
  });

  it('sets the limit of the period picked, and shows what the server answered', async () => {
    const { gateways } = await renderApp('/limits', {
      stored: LOGGED_IN,
      script: (g) =>
        g.funds
          .reply('selfLimits', ANSWER)
          .reply('setLimit', { ...ANSWER, limits: limits({ stake_week: { limit: '700', used: '0' } }) }),
    });
    const stakes = await screen.findByRole('region', { name: 'Stake limits' });
    fireEvent.click(within(stakes).getByText('Week'));
    fireEvent.change(within(stakes).getByLabelText('Limit (₹)'), { target: { value: '700' } });
    fireEvent.click(within(stakes).getByRole('button', { name: 'Save limit' }));
    await within(stakes).findByText('₹0.00 of ₹700.00 used');
    expect(gateways.funds.callsOf('setLimit')).toEqual([{ kind: 'stake', period: 'week', amount: '700' }]);
    expect(await screen.findByText('Your limits are saved')).toBeTruthy();
  });

  it.each([
    ['en', 'Saved. A higher limit or none holds from 2026-11-22 10:00; until then your current limit holds.'],
    ['hi', 'सहेजा गया। ऊँची सीमा या कोई सीमा नहीं 2026-11-22 10:00 से लागू होगी; तब तक आपकी मौजूदा सीमा लागू रहेगी।'],
  ] as const)('says in %s that a raise holds only from its time, not now', async (language, words) => {
    const raised = limits({
      loss_week: { limit: '5000', used: '3800', next: '9000', from: '2026-11-22 10:00' },
      deposit_month: { limit: '500', used: '120.5', next: '2000', from: '2026-11-21 10:00' },
    });
    const { gateways } = await renderApp('/limits', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('selfLimits', ANSWER).reply('setLimit', { ...ANSWER, limits: raised }),
    });
    await act(() => changeLanguage(language));
    const loss = await screen.findByRole('region', { name: language === 'en' ? /^Loss limits/ : /^नुकसान सीमाएं/ });
    fireEvent.click(within(loss).getByText(language === 'en' ? 'Week' : 'सप्ताह'));
    fireEvent.change(within(loss).getAllByRole('textbox')[0]!, { target: { value: '9000' } });
    fireEvent.click(within(loss).getByRole('button', { name: language === 'en' ? 'Save limit' : /सहेजें/ }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText(language === 'en' ? 'Your limits are saved' : 'आपकी सीमाएँ सहेज ली गईं')).toBeNull();
    expect(gateways.funds.callsOf('setLimit')).toEqual([{ kind: 'loss', period: 'week', amount: '9000' }]);
  });

  it('removes a limit, in Hindi', async () => {
    const { gateways } = await renderApp('/limits', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('selfLimits', ANSWER).reply('setLimit', ANSWER),
    });
    await act(() => changeLanguage('hi'));
    const loss = await screen.findByRole('region', { name: 'नुकसान सीमाएं (दांव घटा जीत)' });
    expect(within(loss).getByText('₹5,000.00 में से ₹3,800.00 इस्तेमाल')).toBeTruthy();
    fireEvent.click(within(loss).getByText('सप्ताह'));
    fireEvent.click(within(loss).getByRole('button', { name: 'सीमा हटाएँ' }));
    await act(async () => {});
    expect(gateways.funds.callsOf('setLimit')).toEqual([{ kind: 'loss', period: 'week', amount: '' }]);
  });
});

describe('sign-up: the age declaration and the offer of limits', () => {
  const fillDetails = async () => {
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  };

  it('asks the player to declare being 18 or older, in their language, before any OTP', async () => {
    const { gateways } = await renderApp('/signup', { script: (g) => g.accounts.reply('sendOtp', { success: true }) });
    await fillDetails();
    await act(() => changeLanguage('hi'));
    fireEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    await screen.findByText('साइन अप करने के लिए आपको घोषित करना होगा कि आपकी उम्र 18 वर्ष या उससे अधिक है।');
    expect(gateways.accounts.callsOf('sendOtp')).toEqual([]);
    fireEvent.click(screen.getByLabelText('मेरी उम्र 18 वर्ष या उससे अधिक है'));
    fireEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    await waitFor(() => expect(gateways.accounts.callsOf('sendOtp')).toHaveLength(1));
  });

  it('signs up with the declaration, then offers limits; Skip records it and goes home', async () => {
    const app = await renderApp('/signup', {
      script: (g) => {
        g.accounts
          .reply('sendOtp', { success: true })
          .reply('verifyOtp', { success: true })
          .reply('register', { success: true, api_token: 'tok', name: 'Asha' })
          .reply('answerLimitsOffer', { success: true });
        g.funds.reply('selfLimits', ANSWER);
      },
    });
    await fillDetails();
    fireEvent.click(screen.getByLabelText('I am 18 years of age or older'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Set your limits?');
    expect(app.router.state.location.pathname).toBe('/limits');
    expect(app.gateways.accounts.callsOf('register')).toEqual([expect.objectContaining({ adult: true })]);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.gateways.accounts.callsOf('answerLimitsOffer')).toEqual([{ answer: 'skipped' }]);
  });

  it('records a limit set from the offer, and the offer goes', async () => {
    const app = await renderApp('/limits', {
      stored: LOGGED_IN,
      state: { limitsOffer: true },
      script: (g) => {
        g.accounts.reply('answerLimitsOffer', { success: true });
        g.funds.reply('selfLimits', ANSWER).reply('setLimit', ANSWER);
      },
    });
    await screen.findByText('Set your limits?');
    const deposits = screen.getByRole('region', { name: 'Deposit limits' });
    fireEvent.change(within(deposits).getByLabelText('Limit (₹)'), { target: { value: '300' } });
    fireEvent.click(within(deposits).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.queryByText('Set your limits?')).toBeNull());
    expect(app.gateways.accounts.callsOf('answerLimitsOffer')).toEqual([{ answer: 'set' }]);
  });
});

describe('the reality check', () => {
  it('is off until chosen; a choice is sent at once and shows what the server answered', async () => {
    const { gateways } = await renderApp('/limits', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('selfLimits', ANSWER).reply('setRealityCheck', { ...ANSWER, reality_check: 30 }),
    });
    const section = await screen.findByRole('region', { name: 'Reality check' });
    const chosen = (label: string) => (within(section).getByRole('radio', { name: label }) as HTMLInputElement).checked;
    expect(chosen('Off')).toBe(true);
    fireEvent.click(within(section).getByText('30 min'));
    await waitFor(() => expect(chosen('30 min')).toBe(true));
    expect(gateways.funds.callsOf('setRealityCheck')).toEqual([{ minutes: 30 }]);
    expect(await screen.findByText('Your limits are saved')).toBeTruthy();
  });
});
