import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);

beforeAll(async () => {
  s = await startServer(at(10));
  await s.operator('POST', '/markets', { market: 'NEWBIE', open_time: '15:45', close_time: '17:45' });
  await s.operator('PUT', '/config', { signup_bonus: '10' });
});
afterAll(() => s.close());

type Row = Record<string, unknown> & { exp?: Record<string, unknown> | null };

describe('histories carry what the app needs to word them and explain a result', () => {
  it('the passbook says each movement’s kind and reference; bets carry their market’s kind and result', async () => {
    const { token } = await s.player('9300000001', 100);
    // The welcome bonus pays the first stake; the second comes from the main wallet.
    const placed = await s.api(
      'place-bet',
      { number: '1,4', amount: '10,10', types: 'OPEN,OPEN', market: 'NEWBIE', specialGame: '' },
      token,
    );
    expect(placed.body).toMatchObject({ success: true });
    expect(
      (await s.operator('POST', '/results', { market: 'NEWBIE', session: 'open', pana: '128', early: true })).status,
    ).toBe(200);

    const rows = (await s.api('passbook', { current_page: 1 }, token)).body.data as Row[];
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(byKind('bonus')).toEqual([
      expect.objectContaining({ ref: 'welcome', amount: '0', bonus_amount: '10', remark: 'Welcome bonus' }),
    ]);
    const [fromMain, fromBonus] = byKind('bet');
    // The existing apps' fields stay as they were; the stake paid from the bonus shows in bonus_amount.
    expect(fromBonus).toMatchObject({ amount: '0', bonus_amount: '-10', ref: null });
    expect(fromMain).toMatchObject({ amount: '-10', bonus_amount: '0' });
    const result = { open_pana: '128', close_pana: null, jodi: null };
    expect(fromBonus!.exp).toMatchObject({ number: '1', status: 'Won', market_kind: 'main', result });
    const [win] = byKind('win');
    expect(win).toMatchObject({ amount: '95', exp: { win_amount: '95', win_ratio: '9.5', result } });

    // The wallet's transactions and the winnings say the same, flat beside each movement.
    const session = { session: token, mobile: '9300000001' };
    const transactions = (await s.legacy('transaction_history', session)).body.data as Row[];
    expect(transactions.find((row) => row.kind === 'bet' && row.number === '1')).toMatchObject({
      amount: '-10',
      market: 'NEWBIE',
      game: 'single',
      session: 'OPEN',
    });
    expect(transactions.find((row) => row.kind === 'bonus')).toMatchObject({ ref: 'welcome', amount: '10' });
    const winnings = (await s.legacy('winning_ledger', { ...session, type: 'main' })).body.data as Row[];
    expect(winnings).toEqual([
      expect.objectContaining({ kind: 'win', amount: '95', market: 'NEWBIE', game: 'single', number: '1' }),
    ]);

    const bids = (await s.api('games2', { page: 1 }, token)).body.bids as Row[];
    expect(bids).toEqual([
      expect.objectContaining({ number: '4', bid_status: 'LOSS', win_amount: '0', market_kind: 'main', result }),
      expect.objectContaining({ number: '1', bid_status: 'WON', win_amount: '95', rate: '9.5', result }),
    ]);
  });

  it('a bid whose market has declared nothing carries no result', async () => {
    await s.operator('POST', '/markets', { market: 'LATER', open_time: '15:45', close_time: '17:45' });
    const { token } = await s.player('9300000002', 100);
    await s.api('place-bet', { number: '42', amount: '10', types: '', market: 'LATER', specialGame: '' }, token);
    const [bid] = (await s.api('games2', { page: 1 }, token)).body.bids as Row[];
    expect(bid).toMatchObject({ bid_status: 'PENDING', market_kind: 'main', result: null, win_amount: '0' });
  });
});

describe('the board a bid came from', () => {
  it('is kept with each bid and answered in the bid history and the passbook', async () => {
    const { token } = await s.player('9300000003', 100);
    const placed = await s.api(
      'place-bet',
      {
        number: '128,137',
        amount: '10,10',
        types: 'CLOSE,CLOSE',
        market: 'NEWBIE',
        specialGame: '',
        board: 'familyPana',
      },
      token,
    );
    expect(placed.body).toMatchObject({ success: true });
    const bids = (await s.api('games2', { page: 1 }, token)).body.bids as Row[];
    expect(bids.map((bid) => [bid.number, bid.game, bid.board])).toEqual([
      ['137', 'singlepanna', 'familyPana'],
      ['128', 'singlepanna', 'familyPana'],
    ]);
    const passbook = (await s.api('passbook', { current_page: 1 }, token)).body.data as Row[];
    expect(passbook.filter((row) => row.kind === 'bet').map((row) => row.exp?.board)).toEqual([
      'familyPana',
      'familyPana',
    ]);
  });

  it('an app that sends no board places as before, its bids without one', async () => {
    const { token } = await s.player('9300000004', 100);
    await s.api('place-bet', { number: '5', amount: '10', types: 'CLOSE', market: 'NEWBIE', specialGame: '' }, token);
    const [bid] = (await s.api('games2', { page: 1 }, token)).body.bids as Row[];
    expect(bid).toMatchObject({ number: '5', board: '' });
  });

  it.each([
    ['an unknown board', 'noSuchBoard', /board is not one of the app's boards/],
    ['a board that makes no such bid', 'jodi', /The Jodi board does not make 5/],
    ['a hostile board', '<script>', /board is not one of the app's boards/],
  ])('refuses %s and places nothing', async (_, board, message) => {
    const { token, mobile } = await s.player(`93000001${String(board.length).padStart(2, '0')}`, 100);
    const before = await s.ledgerRows();
    const refused = await s.api(
      'place-bet',
      { number: '5', amount: '10', types: 'CLOSE', market: 'NEWBIE', specialGame: '', board },
      token,
    );
    expect(refused.body).toMatchObject({ success: false, error: expect.stringMatching(message) });
    expect(await s.ledgerRows()).toBe(before);
    expect((await s.money(mobile)).balance).toBe(10_000);
  });
});
