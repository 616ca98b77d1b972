// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { bidRow, onePage, renderBidHistory, renderPassbook } from './history-screens.js';

// A bid of a voided market day reads as voided and refunded in the
// player's history, in the player's language: its bid history says so, and the passbook's
// refund row was the server's English remark ("Refund KALYAN jodi 44: no result").

const NOW = Date.parse('2026-11-20T18:00:00');
/** The open was declared before the day was voided: the jodi was refunded, not decided. */
const RESULT = { open_pana: '130', close_pana: null, jodi: null };
const PASSBOOK = onePage([
  {
    id: 7,
    date: '2026-11-20 17:01:00',
    before_wallet: '950',
    amount: '50',
    bonus_amount: '0',
    after_wallet: '1000',
    remark: 'Refund KALYAN jodi 44: no result',
    kind: 'refund',
    ref: null,
    exp: {
      played_for: 'KALYAN',
      status: 'Voided',
      type: '-',
      bid_amount: '50',
      win_ratio: '95',
      game: 'jodi',
      number: '44',
      win_amount: '0',
      market_kind: 'main',
      result: RESULT,
    },
  },
]);

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('a voided day in the player’s history', () => {
  it('words the passbook’s refund in the player’s language, and its bet as voided with no reason to win or lose', async () => {
    await renderPassbook(PASSBOOK, NOW);
    const refund = await screen.findByRole('button', { name: 'Refund (day voided, no result) · KALYAN · Jodi 44' });
    expect(within(refund.closest<HTMLElement>('.mantine-Paper-root')!).getByText('₹50.00')).toBeTruthy();
    await act(() => changeLanguage('hi'));
    const hindi = await screen.findByRole('button', { name: 'वापसी (दिन रद्द, कोई परिणाम नहीं) · KALYAN · जोड़ी 44' });
    expect(screen.queryByText(/Refund/)).toBeNull();
    fireEvent.click(hindi);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('रद्द (वापस)')).toBeTruthy();
    // Refunded, not decided: no "why" from the open that was declared before the void.
    expect(within(sheet).queryByText('क्यों')).toBeNull();
    expect(sheet.textContent).not.toContain('130');
  });

  it('shows the voided bid as voided and refunded in the bid history, in Hindi', async () => {
    await renderBidHistory(
      [
        bidRow({
          bid_status: 'VOIDED',
          market: 'KALYAN',
          game: 'jodi',
          session: '',
          number: '44',
          amount: '50',
          win_amount: '0',
          rate: '95',
          result: RESULT,
        }),
      ],
      NOW,
    );
    await screen.findByText('VOIDED (REFUNDED)');
    await act(() => changeLanguage('hi'));
    await screen.findByText('रद्द (वापस)');
    expect(screen.queryByText('VOIDED (REFUNDED)')).toBeNull();
  });
});
