// @vitest-environment happy-dom
// Money leaving the house, as the player reads it: the passbook words
// every movement into and out of a debt in the player's language, and a withdrawal refused by
// a control (a hold, the hours, the day's limits, a debt) reads in their language with its figures.
import './setup-dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';
import { onePage, renderPassbook } from './history-screens.js';
import { withdrawInfoWithBank } from './funds-answers.js';

afterEach(() => act(() => changeLanguage('en')));

const row = (id: number, kind: string, amount: string, before: string, after: string, ref: string | null) => ({
  id,
  date: '2026-11-20 11:00:00',
  before_wallet: before,
  amount,
  bonus_amount: '0',
  after_wallet: after,
  remark: `English remark of ${kind}`,
  kind,
  ref,
  exp: null,
});

/** The player, newest first: a correction left ₹1,580 owed; the owner paid ₹4,420 of the ₹6,000 asked for. */
const PASSBOOK = onePage([
  row(5, 'debt_repaid', '-1580', '1580', '0', null),
  row(4, 'withdraw_reduced', '1580', '0', '1580', '12'),
  row(3, 'win_reversed', '-1900', '1900', '0', null),
  row(2, 'debt_incurred', '1580', '320', '1900', null),
]);

describe('the passbook explains a debt', () => {
  it('in English: what was owed, what repaid it, and the part of a withdrawal that went to it', async () => {
    await renderPassbook(PASSBOOK);
    await screen.findByText('Owed: a corrected result took back more than your balance');
    expect(screen.getByText('Repaid what you owed after a corrected result')).toBeTruthy();
    expect(screen.getByText('Withdrawal #12 paid in part: the rest repaid what you owed')).toBeTruthy();
    expect(screen.queryByText(/English remark of debt/)).toBeNull();
  });

  it('in Hindi', async () => {
    await renderPassbook(PASSBOOK);
    await act(() => changeLanguage('hi'));
    await screen.findByText('बकाया: सुधरे परिणाम ने आपके बैलेंस से अधिक राशि वापस ली');
    expect(screen.getByText('सुधरे परिणाम के बाद का बकाया चुकाया गया')).toBeTruthy();
    expect(screen.getByText('निकासी #12 का आंशिक भुगतान: बाकी राशि से बकाया चुकाया गया')).toBeTruthy();
  });
});

/** A withdrawal refused as the server sends it: English words and the catalogue message they come from. */
const refusal = (key: string, values: Record<string, string | number>, words: string) => ({
  success: false,
  message: words,
  error: words,
  message_key: key,
  message_values: values,
});

async function refusedWithdrawal(answer: ReturnType<typeof refusal>) {
  const app = await renderApp('/withdraw', {
    stored: LOGGED_IN,
    script: (g) => {
      g.funds.reply('withdrawInfo', withdrawInfoWithBank('5000', '0'));
      g.funds.reply('withdraw', answer);
    },
  });
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1000' } });
  await act(() => changeLanguage('hi'));
  fireEvent.click(await screen.findByRole('button', { name: 'निकासी का अनुरोध करें' }));
  return app;
}

describe('a withdrawal refused by a control reads in the player’s language', () => {
  const controls: { control: string; key: string; values: Record<string, string>; english: string; hindi: string }[] = [
    {
      control: 'a hold, with the reason the operator gave',
      key: 'payoutsOnHold',
      values: { reason: 'KYC documents pending' },
      english: 'Your withdrawals are on hold: KYC documents pending. Contact support.',
      hindi: 'आपकी निकासी रोकी गई है: KYC documents pending। सहायता से संपर्क करें।',
    },
    {
      control: 'the hours, on the market’s clock',
      key: 'withdrawOutsideHours',
      values: { from: '10:00', until: '18:00', zone: 'Asia/Kolkata' },
      english: 'Withdrawals can be asked for from 10:00 to 18:00 (Asia/Kolkata time).',
      hindi: 'निकासी 10:00 से 18:00 (Asia/Kolkata समय) के बीच माँगी जा सकती है।',
    },
    {
      control: 'the day’s amount',
      key: 'withdrawDailyAmountReached',
      values: { limit: '₹1,000.00', left: '₹400.00' },
      english: 'This passes the daily withdrawal limit of ₹1,000.00: ₹400.00 left today.',
      hindi: 'यह ₹1,000.00 की दैनिक निकासी सीमा से अधिक है: आज ₹400.00 शेष है।',
    },
    {
      control: 'a debt',
      key: 'withdrawOwed',
      values: { debt: '₹1,580.00', max: '₹0.00' },
      english: 'You owe ₹1,580.00 after a corrected result: at most ₹0.00 can be withdrawn.',
      hindi: 'सुधरे परिणाम के बाद आप पर ₹1,580.00 बकाया है: अधिकतम ₹0.00 निकाला जा सकता है।',
    },
  ];
  it.each(controls)('$control', async ({ key, values, english, hindi }) => {
    await refusedWithdrawal(refusal(key, values, english));
    await screen.findByText(hindi);
  });
});
