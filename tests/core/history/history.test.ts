import { describe, expect, it } from 'vitest';
import { BidHistory, defaultRange, InfoContent, paging, Passbook, Winnings } from '../../../core/index.js';
import { harness } from '../harness.js';

describe('histories', () => {
  it('open on the market’s last 7 days up to its today, whatever the host’s zone', () => {
    const now = Date.parse('2026-11-20T06:30:00Z'); // 12:00 in India
    expect(defaultRange(now, 'Asia/Kolkata')).toEqual({ from: '2026-11-13', to: '2026-11-20' });
    // 00:10 in India is still the day before in UTC and in Los Angeles: India's day it is.
    const afterMidnight = Date.parse('2026-11-19T18:40:00Z');
    expect(defaultRange(afterMidnight, 'Asia/Kolkata')).toEqual({ from: '2026-11-13', to: '2026-11-20' });
    expect(defaultRange(afterMidnight, 'America/Los_Angeles')).toEqual({ from: '2026-11-12', to: '2026-11-19' });
    // Across a month's and a year's end, on the calendar.
    expect(defaultRange(Date.parse('2027-01-03T00:00:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-12-27',
      to: '2027-01-03',
    });
  });

  it('page: prev dimmed on page 1, next on the last page, nonsense clamped', () => {
    expect(paging(1, 3)).toEqual({ page: 1, totalPages: 3, canPrev: false, canNext: true });
    expect(paging('3', '3')).toEqual({ page: 3, totalPages: 3, canPrev: true, canNext: false });
    expect(paging(9, 0)).toEqual({ page: 1, totalPages: 1, canPrev: false, canNext: false });
    expect(paging('x', 'y')).toEqual({ page: 1, totalPages: 1, canPrev: false, canNext: false });
  });

  it('bid history sends games2’s payload and reads WON, LOSS and pending', async () => {
    const h = harness();
    h.history.reply('bidHistory', {
      bids: [
        {
          bid_status: 'WON',
          time: '10:00',
          market: 'KALYAN',
          date: '2026-11-20',
          game: 'single',
          session: 'OPEN',
          number: '5',
          amount: '10',
        },
        {
          bid_status: 'LOSS',
          time: '10:00',
          market: 'KALYAN',
          date: '2026-11-20',
          game: 'jodi',
          session: '',
          number: '42',
          amount: 10,
        },
        {
          bid_status: '',
          time: '10:00',
          market: 'KALYAN',
          date: '2026-11-20',
          game: 'single',
          session: 'CLOSE',
          number: '7',
          amount: '10',
        },
      ],
      total_pages: 2,
      current_page: 1,
    });
    const result = await new BidHistory(h.history.api, h.policy).load({
      range: { from: '2026-11-13', to: '2026-11-20' },
      page: 1,
      open: true,
      close: false,
    });
    expect(h.history.callsOf('bidHistory')).toEqual([
      {
        date: '2026-11-20',
        start_date: '2026-11-13',
        end_date: '2026-11-20',
        FRESH_DATA: '0',
        page: 1,
        openFlter: '1',
        closeFlter: '0',
      },
    ]);
    expect(result.ok && result.value.rows.map((r) => r.status)).toEqual(['WON', 'LOSS', 'PENDING']);
    expect(result.ok && result.value.paging.canNext).toBe(true);
  });

  it('passbook shows two decimals and bet details Won, Lost or Pending; dw sends type dw', async () => {
    const h = harness();
    h.history.reply('passbook', {
      data: [
        {
          id: 1,
          date: 'd',
          before_wallet: '100',
          amount: '-10',
          bonus_amount: 0,
          after_wallet: '90',
          remark: 'Bet',
          exp: {
            played_for: 'KALYAN',
            status: 'Won',
            type: 'OPEN',
            bid_amount: 10,
            win_ratio: 9.5,
            game: 'single',
            number: '5',
            win_amount: '95',
          },
        },
        {
          id: 2,
          date: 'd',
          before_wallet: 90,
          amount: 500,
          bonus_amount: '0',
          after_wallet: '590',
          remark: 'Deposit',
          exp: null,
        },
      ],
      total_pages: 1,
      current_page: 1,
    });
    const passbook = new Passbook(h.history.api, h.policy);
    const result = await passbook.load({ range: { from: 'a', to: 'b' }, page: 1, depositsAndWithdrawals: true });
    expect(h.history.callsOf('passbook')[0]).toMatchObject({ type: 'dw', current_page: 1 });
    expect(
      result.ok &&
        result.value.rows.map((r) => [r.beforePaise, r.amountPaise, r.afterPaise, r.bet?.status, r.bet?.winPaise]),
    ).toEqual([
      [10_000, -1000, 9000, 'Won', 9500],
      [9000, 50_000, 59_000, undefined, undefined],
    ]);
  });

  it('winnings ask the legacy ledger by kind', async () => {
    const h = harness();
    h.history.reply('winningLedger', {
      data: [
        { date: 'd', amount: '95', remark: 'Win KALYAN single 5' },
        { date: 'e', amount: '1425', bonus_amount: '950', remark: 'Win KALYAN single 1' },
      ],
    });
    const rows = await new Winnings(h.history.api, h.policy).load('starline');
    expect(h.history.callsOf('winningLedger')).toEqual([{ type: 'starline' }]);
    // An older server sends no bonus part: none went to the bonus.
    expect(rows).toEqual({
      ok: true,
      value: [
        { date: 'd', amountPaise: 9500, bonusPaise: 0, remark: 'Win KALYAN single 5' },
        { date: 'e', amountPaise: 142_500, bonusPaise: 95_000, remark: 'Win KALYAN single 1' },
      ],
    });
  });

  it('rules and videos come as HTML (for the UI to sanitise); notifications as a list', async () => {
    const h = harness();
    h.content
      .reply('content', { content: '<p>Rules</p>' })
      .reply('notifications', { data: [{ sn: 1, date: 'd', title: 'T', notification: 'N' }] });
    const info = new InfoContent(h.content.api, h.policy);
    expect(await info.page('gameRules')).toEqual({ ok: true, value: { html: '<p>Rules</p>' } });
    expect(h.content.callsOf('content')).toEqual([{ onlyContent: 'game_rules' }]);
    expect(await info.notifications()).toEqual({
      ok: true,
      value: [{ id: '1', date: 'd', title: 'T', body: 'N' }],
    });
  });
});
