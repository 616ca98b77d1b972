// @vitest-environment happy-dom
// The bonus rule (docs/bonus-rule.md) explained where the player meets it.
import './setup-dom.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';
import { onePage, renderPassbook, renderWinnings, SPLIT_WIN } from './history-screens.js';
import { withdrawInfoWithBank } from './funds-answers.js';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const CASH_WIN = { ...SPLIT_WIN, sn: 5, amount: '95', bonus_amount: '0', remark: 'Win CASH single 2', number: '2' };

const withdrawInfo = (bonus: string, left: string) =>
  withdrawInfoWithBank('525', bonus, { bonus_cash_stake_left: left });

/** The card of the list row whose amount is this. */
const rowOf = (amount: string) => screen.getByText(amount).closest<HTMLElement>('.mantine-Paper-root')!;

describe('the bonus rule, explained', () => {
  it('a win partly paid into the bonus says why, in English and Tamil; a cash win says nothing', async () => {
    await renderWinnings([SPLIT_WIN, CASH_WIN]);
    await screen.findByText('₹1,425.00');
    const why = 'Part of the stake came from your bonus, so that part of the win went to the bonus.';
    expect(within(rowOf('₹1,425.00')).getByText(new RegExp(why.replace('.', '\\.')))).toBeTruthy();
    expect(within(rowOf('₹95.00')).queryByText(/Part of the stake/)).toBeNull();
    await act(() => changeLanguage('ta'));
    await screen.findByText(/வெற்றியின் அந்தப் பகுதி போனஸுக்குச் சென்றது/);
  });

  it('the passbook’s win row says why part of it went to the bonus, in Hindi', async () => {
    await renderPassbook(
      onePage([
        {
          id: 9,
          date: '2026-11-20 10:00:00',
          before_wallet: '50',
          amount: '475',
          bonus_amount: '950',
          after_wallet: '1475',
          remark: 'Win',
          kind: 'win',
          market: 'BONUS SPLIT',
          game: 'single',
          number: '1',
          session: 'OPEN',
          exp: null,
        },
      ]),
    );
    await screen.findByText('₹1,425.00');
    expect(
      within(rowOf('₹1,425.00')).getByText(/To bonus: ₹950\.00.*Part of the stake came from your bonus/),
    ).toBeTruthy();
    await act(() => changeLanguage('hi'));
    await screen.findByText(/जीत का वह हिस्सा बोनस में गया/);
  });

  it('the wallet shows cash and bonus apart, with what the bonus is, in English and Tamil', async () => {
    await renderApp('/wallet', {
      stored: { ...LOGGED_IN, wallet: '1475' },
      script: (g) => g.funds.reply('walletTransactions', { data: [] }).reply('withdrawInfo', withdrawInfo('950', '50')),
    });
    await screen.findByText('₹525.00');
    expect(screen.getByText(/^Cash:/).textContent).toBe('Cash: ₹525.00');
    expect(screen.getByText(/^Bonus:/).textContent).toBe('Bonus: ₹950.00');
    screen.getByText('Bonus is for playing: bets use it first, and it cannot be withdrawn or transferred.');
    await act(() => changeLanguage('ta'));
    expect((await screen.findByText(/^பணம்:/)).textContent).toBe('பணம்: ₹525.00');
    screen.getByText(/போனஸ் விளையாடுவதற்கு மட்டும்/);
  });

  it('the withdraw screen says only cash leaves and how much cash to stake before bonus wins are cash, in Hindi too', async () => {
    await renderApp('/withdraw', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('withdrawInfo', withdrawInfo('950', '50')),
    });
    await screen.findByText('₹525.00');
    screen.getByText('Only cash can be withdrawn. Your bonus of ₹950.00 is for playing.');
    screen.getByText(
      /until you stake ₹50\.00 more of your cash on bets that are settled\. After that, wins are paid as cash\./,
    );
    await act(() => changeLanguage('hi'));
    await screen.findByText('केवल नकद निकाला जा सकता है। आपका ₹950.00 का बोनस खेलने के लिए है।');
    screen.getByText(/अपने नकद से ₹50\.00 और/);
  });

  it('the withdraw screen says when the rule is met, and nothing to a player without bonus', async () => {
    const met = await renderApp('/withdraw', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('withdrawInfo', withdrawInfo('95', '0')),
    });
    await screen.findByText(/You have staked enough cash: wins on bonus stakes are now paid as cash\./);
    met.unmount();
    await renderApp('/withdraw', {
      stored: LOGGED_IN,
      script: (g) => g.funds.reply('withdrawInfo', withdrawInfo('0', '0')),
    });
    await screen.findByText('₹525.00');
    expect(screen.queryByText(/bonus/i)).toBeNull();
  });
});
