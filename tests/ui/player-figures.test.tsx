// @vitest-environment happy-dom
// Figures people read in the player app: a paid withdrawal names its
// payout reference in the player's language, and a wait of one second is singular in each
// language that words it so.
import './setup-dom.js';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../core/index.js';
import { changeLanguage, initI18n, translate } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';

afterEach(() => act(() => changeLanguage('en')));

const requests = {
  data: [
    { sn: 9, date: '2026-11-20 11:00', amount: '600', status: 'Pending', fund_id: 'W9', payout_reference: '' },
    {
      sn: 8,
      date: '2026-11-20 10:00',
      amount: '1000',
      status: 'Completed',
      fund_id: 'W8',
      payout_reference: 'UTR123456789012',
    },
    // A server without the field (the existing apps' answer) shows the list as before.
    { sn: 7, date: '2026-11-19 10:00', amount: '500', status: 'Completed', fund_id: 'W7' },
  ],
};

describe('withdraw history', () => {
  it('a paid request names the payout reference; one without it reads as before', async () => {
    await renderApp('/withdrawHistory', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('withdrawRequests', requests),
    });
    await screen.findByText('#8 · 2026-11-20 10:00 · Payout reference UTR123456789012');
    expect(screen.getByText('#9 · 2026-11-20 11:00')).toBeTruthy();
    expect(screen.getByText('#7 · 2026-11-19 10:00')).toBeTruthy();
  });

  it('in the player’s language', async () => {
    await renderApp('/withdrawHistory', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('withdrawRequests', requests),
    });
    await act(() => changeLanguage('hi'));
    await screen.findByText('#8 · 2026-11-20 10:00 · भुगतान संदर्भ UTR123456789012');
  });
});

describe('a wait of one second', () => {
  it.each([
    ['en', 'Please wait for 1 second', 'Please wait for 2 seconds'],
    ['ta', 'தயவுசெய்து 1 வினாடி காத்திருக்கவும்', 'தயவுசெய்து 2 வினாடிகள் காத்திருக்கவும்'],
    ['te', 'దయచేసి 1 సెకను వేచి ఉండండి', 'దయచేసి 2 సెకన్లు వేచి ఉండండి'],
    ['kn', 'ದಯವಿಟ್ಟು 1 ಸೆಕೆಂಡು ಕಾಯಿರಿ', 'ದಯವಿಟ್ಟು 2 ಸೆಕೆಂಡುಗಳು ಕಾಯಿರಿ'],
    ['hi', 'कृपया 1 सेकंड प्रतीक्षा करें', 'कृपया 2 सेकंड प्रतीक्षा करें'],
  ] as const)('%s', async (language, one, two) => {
    await initI18n();
    await changeLanguage(language);
    expect(translate(text('pleaseWait', { count: 1 }))).toBe(one);
    expect(translate(text('pleaseWait', { count: 2 }))).toBe(two);
  });
});
