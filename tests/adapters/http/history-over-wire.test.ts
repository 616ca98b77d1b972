// The history port over the player API's wire: the calls go out as games2, passbook and the
// legacy winning ledger take them, and their answers come back in the domain (paise, camelCase,
// the server's refusals and session ends as a port's refusal).
import { describe, expect, it } from 'vitest';
import { historyOverWire, type HistoryWire } from '../../../adapters/index.js';
import { ScriptedWire } from '../../scripted-wire.js';
import type { HistoryGateway } from '../../../core/index.js';

const range = { from: '2026-11-13', to: '2026-11-20' };
const wire = () => new ScriptedWire<HistoryWire, HistoryGateway>(historyOverWire);

describe('historyOverWire', () => {
  it('bid history: sends games2’s payload and reads rupees as paise, the result and the page', async () => {
    const w = wire().reply('bidHistory', {
      wallet: '1,250.50',
      bids: [
        {
          bid_status: 'WON',
          time: '10:00',
          market: 'KALYAN',
          timing: '',
          date: '2026-11-20',
          game: 'single',
          session: 'OPEN',
          number: '5',
          amount: '1,250.50',
          win_amount: 95,
          rate: 9.5,
          board: 'spMotor',
          market_kind: 'main',
          result: { open_pana: '159', close_pana: null },
        },
      ],
      current_page: '2',
      total_pages: 3,
    });
    const answer = await w.api.bidHistory({ range, fresh: true, page: 2, open: true, close: false, kind: 'starline' });
    expect(w.callsOf('bidHistory')).toEqual([
      {
        date: '2026-11-20',
        start_date: '2026-11-13',
        end_date: '2026-11-20',
        FRESH_DATA: '1',
        page: 2,
        openFlter: '1',
        closeFlter: '0',
        type: 'starline',
      },
    ]);
    expect(answer).toEqual({
      ok: true,
      balancePaise: 125_050,
      value: {
        page: 2,
        totalPages: 3,
        rows: [
          {
            status: 'WON',
            time: '10:00',
            market: 'KALYAN',
            timing: '',
            date: '2026-11-20',
            game: 'single',
            session: 'OPEN',
            number: '5',
            amountPaise: 125_050,
            winPaise: 9500,
            rate: '9.5',
            boardId: 'spMotor',
            marketKind: 'main',
            result: { openPana: '159', closePana: null, jodi: null },
          },
        ],
      },
    });
  });

  it('bid history: missing and odd fields read as empty, zero, no result and page 1', async () => {
    const w = wire().reply('bidHistory', {
      bids: [{ bid_status: 'PENDING', amount: 'ten', win_amount: null, result: null }],
      current_page: 'x',
      total_pages: -4,
    });
    const answer = await w.api.bidHistory({ range, fresh: false, page: 1, open: true, close: true });
    expect(w.callsOf('bidHistory')[0]).not.toHaveProperty('type');
    expect(answer).toEqual({
      ok: true,
      value: {
        page: 1,
        totalPages: 1,
        rows: [
          {
            status: 'PENDING',
            time: '',
            market: '',
            timing: '',
            date: '',
            game: '',
            session: '',
            number: '',
            amountPaise: 0,
            winPaise: 0,
            rate: '',
            boardId: '',
            marketKind: '',
            result: undefined,
          },
        ],
      },
    });
    // No bids at all is an empty page.
    w.reply('bidHistory', { bids: null });
    expect(await w.api.bidHistory({ range, fresh: false, page: 1, open: true, close: true })).toEqual({
      ok: true,
      value: { rows: [], page: 1, totalPages: 1 },
    });
  });

  it('passbook: sends type dw for deposits and withdrawals; main and bonus parts in paise; the bet behind a movement', async () => {
    const w = wire().reply('passbook', {
      data: [
        {
          id: 7,
          date: '2026-11-20 10:00',
          before_wallet: '1,000',
          amount: '-8.50',
          bonus_amount: '-1.50',
          after_wallet: 990,
          remark: 'Bet placed',
          kind: 'bet',
          ref: null,
          exp: {
            played_for: 'KALYAN',
            status: 'won',
            type: 'OPEN',
            bid_amount: '10',
            win_ratio: 9.5,
            game: 'single',
            number: '5',
            win_amount: '95',
            market_kind: 'main',
          },
        },
        { id: '8', date: 'd', amount: '100', remark: 'Welcome', kind: 'bonus', ref: 'welcome', exp: null },
      ],
    });
    const answer = await w.api.passbook({ range, fresh: false, page: 1, depositsAndWithdrawals: true });
    expect(w.callsOf('passbook')).toEqual([
      {
        date: '2026-11-20',
        start_date: '2026-11-13',
        end_date: '2026-11-20',
        FRESH_DATA: '0',
        current_page: 1,
        type: 'dw',
      },
    ]);
    expect(answer).toEqual({
      ok: true,
      value: {
        page: 1,
        totalPages: 1,
        rows: [
          {
            id: '7',
            date: '2026-11-20 10:00',
            beforePaise: 100_000,
            mainPaise: -850,
            bonusPaise: -150,
            afterPaise: 99_000,
            remark: 'Bet placed',
            kind: 'bet',
            bid: { market: 'KALYAN', game: 'single', number: '5', session: 'OPEN' },
            bet: {
              playedFor: 'KALYAN',
              status: 'won',
              type: 'OPEN',
              bidPaise: 1000,
              winRatio: '9.5',
              game: 'single',
              number: '5',
              winPaise: 9500,
              boardId: '',
              marketKind: 'main',
              result: undefined,
            },
          },
          {
            id: '8',
            date: 'd',
            beforePaise: 0,
            mainPaise: 10_000,
            bonusPaise: 0,
            afterPaise: 0,
            remark: 'Welcome',
            kind: 'bonus',
            ref: 'welcome',
            bet: undefined,
          },
        ],
      },
    });
    await w.api.passbook({ range, fresh: true, page: 3, depositsAndWithdrawals: false });
    expect(w.callsOf('passbook')[1]).toEqual({
      date: '2026-11-20',
      start_date: '2026-11-13',
      end_date: '2026-11-20',
      FRESH_DATA: '1',
      current_page: 3,
    });
  });

  it('winnings: the legacy winning ledger by kind; the movement’s bid only when the server names it', async () => {
    const w = wire().reply('winningLedger', {
      data: [
        {
          sn: 1,
          date: 'd',
          amount: '1,950.00',
          bonus_amount: '50',
          remark: 'Won',
          kind: 'win',
          ref: '',
          market: 'KALYAN',
          game: 'jodi',
          number: '42',
          session: null,
        },
        { date: 'e', amount: 5, remark: 'Won', kind: 'win', market: 'KALYAN', game: null, number: '1' },
      ],
    });
    const answer = await w.api.winnings('gali');
    expect(w.callsOf('winningLedger')).toEqual([{ type: 'gali' }]);
    expect(answer).toEqual({
      ok: true,
      value: [
        {
          date: 'd',
          amountPaise: 195_000,
          bonusPaise: 5000,
          remark: 'Won',
          kind: 'win',
          ref: '',
          bid: { market: 'KALYAN', game: 'jodi', number: '42', session: '' },
        },
        { date: 'e', amountPaise: 500, bonusPaise: 0, remark: 'Won', kind: 'win' },
      ],
    });
  });

  it('a refusal carries the server’s reason and words; an ended session is a refusal with its code', async () => {
    const w = wire().reply(
      'passbook',
      { error: 'Too many requests', message_key: 'tooManyRequests', wallet: 12 },
      { session: false },
      { auth: false, message: 'Blocked' },
    );
    const request = { range, fresh: false, page: 1, depositsAndWithdrawals: false };
    expect(await w.api.passbook(request)).toEqual({
      ok: false,
      balancePaise: 1200,
      refusal: { code: 'tooManyRequests', messageKey: 'tooManyRequests', message: 'Too many requests' },
    });
    expect(await w.api.passbook(request)).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    expect(await w.api.passbook(request)).toEqual({ ok: false, refusal: { code: 'signedOut', message: 'Blocked' } });
    w.reply('winningLedger', { nosession: '1', data: [] });
    expect(await w.api.winnings('main')).toEqual({ ok: false, refusal: { code: 'signedOut' } });
  });
});
