// @vitest-environment happy-dom
import './setup-dom.js';
import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { openJodiSlipReview } from './jodi-review.js';

/** A jodi of ₹50 on KALYAN opened for review, with the wallets as withdraw-info reads them. */
async function review(wallets: { only_wallet: string; bonus: string; bonus_cash_stake_left?: string }) {
  const { dialog } = await openJodiSlipReview((g) => void g.funds.reply('withdrawInfo', { success: true, ...wallets }));
  return within(await within(dialog).findByTestId('stake-wallets'));
}

describe('the review says which wallet pays and where a win goes', () => {
  it('all from the main wallet without bonus: a win is cash', async () => {
    const lines = await review({ only_wallet: '5000', bonus: '0', bonus_cash_stake_left: '0' });
    lines.getByText('Paid from your main wallet: ₹50.00');
    expect(lines.queryByText(/bonus first/)).toBeNull();
    lines.getByText('A win goes to your main wallet.');
  });

  it('the bonus first, the rest from the main wallet; a win split while cash is still to be staked', async () => {
    const lines = await review({ only_wallet: '4980', bonus: '20', bonus_cash_stake_left: '100' });
    lines.getByText('Paid from your bonus first: ₹20.00');
    lines.getByText('Paid from your main wallet: ₹30.00');
    lines.getByText(/A win is split as the stake/);
  });

  it('all from the bonus: a win goes to the bonus until enough cash is staked, in Hindi too', async () => {
    const lines = await review({ only_wallet: '4900', bonus: '100', bonus_cash_stake_left: '100' });
    lines.getByText('Paid from your bonus first: ₹50.00');
    lines.getByText('A win goes to your bonus wallet: the stake comes from your bonus.');
    await act(() => changeLanguage('hi'));
    lines.getByText('पहले आपके बोनस से भुगतान: ₹50.00');
    lines.getByText('जीत आपके बोनस वॉलेट में जाएगी: दांव आपके बोनस से है।');
  });

  it('bonus stakes win cash once the rule is met', async () => {
    const lines = await review({ only_wallet: '4900', bonus: '100', bonus_cash_stake_left: '0' });
    lines.getByText('Paid from your bonus first: ₹50.00');
    lines.getByText('A win goes to your main wallet.');
  });
});
