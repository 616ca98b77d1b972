import { describe, expect, it } from 'vitest';
import { familyPana, slipToPlace, sessionChoice, spDpTp, spMotor, slipDraftKey } from '../../../core/index.js';
import { placeBetPayload } from '../../../adapters/index.js';
import { harness } from '../harness.js';
import { slipFor } from '../slip-fixtures.js';

describe('session rules', () => {
  it('offers OPEN and CLOSE, OPEN first, while the open result is out', () => {
    expect(sessionChoice({ isOpen: '1', accepts: ['single'] })).toEqual({
      visible: true,
      options: ['OPEN', 'CLOSE'],
      initial: 'OPEN',
    });
  });
  it('offers CLOSE only once the open result is declared', () => {
    expect(sessionChoice({ isOpen: '0', accepts: ['singlepanna'] })).toEqual({
      visible: true,
      options: ['CLOSE'],
      initial: 'CLOSE',
    });
  });
  it('shows no selector for jodi-type games, nor for starline timings', () => {
    expect(sessionChoice({ isOpen: '1', accepts: ['jodi'] }).visible).toBe(false);
    expect(sessionChoice({ isOpen: '1', accepts: ['fullsangam'] }).visible).toBe(false);
    expect(sessionChoice({ isOpen: '1', accepts: ['single'], timing: '10:00 AM' }).visible).toBe(false);
  });
  it('puts jodis on the slip with an empty session whatever the selector says', () => {
    const h = harness();
    const { slip } = slipFor(h, 'jodi');
    slip.add(['42'], '10', 'OPEN');
    expect(slip.entries[0]!.session).toBe('');
  });
  it('places OPEN picks as CLOSE in a market that takes CLOSE only', () => {
    const h = harness();
    const { slip } = slipFor(h, 'singleDigits', { isOpen: '0' });
    slip.add(['4'], '10', 'OPEN');
    expect(slip.entries[0]!.session).toBe('CLOSE');
  });
});

describe('the bid slip', () => {
  it('takes a generator’s whole output in one add (220 bids)', () => {
    const h = harness();
    const { slip } = slipFor(h, 'spDpTp');
    const all = Array.from({ length: 10 }, (_, d) => spDpTp(['SP', 'DP', 'TP'], d)).flat();
    expect(slip.add(all, '10', 'OPEN')).toEqual({ ok: true, value: { added: 220 } });
    expect(slip.totals).toEqual({ bids: 220, points: 2200 });
  });

  it('adds all or nothing: one bad number keeps the slip as it was', () => {
    const h = harness();
    const { slip } = slipFor(h, 'familyPana');
    slip.add(familyPana('100'), '10', 'OPEN');
    const result = slip.add([...spMotor('123'), '019'], '10', 'OPEN');
    expect(result.ok).toBe(false);
    expect(slip.entries.map((e) => e.number)).toEqual(familyPana('100'));
  });

  it('refuses numbers of another game on a board (a jodi on a pana board)', () => {
    const h = harness();
    expect(slipFor(h, 'singlePanna').slip.add(['12'], '10', 'OPEN').ok).toBe(false);
    expect(slipFor(h, 'singlePanna').slip.add(['112'], '10', 'OPEN').ok).toBe(false);
  });

  it.each(['12.5', '-10', '1e3', 'ten', '99999999999', ' 10 0'])(
    'refuses the amount %j with a clear message',
    (typed) => {
      const h = harness();
      const { slip } = slipFor(h, 'singleDigits');
      expect(slip.add(['1'], typed, 'OPEN').ok).toBe(false);
      expect(slip.entries).toEqual([]);
      expect(h.notifier.last).toMatch(/Enter valid amount|Bid Amount must be at least 10 INR/);
    },
  );

  it('merges a repeated bid into its entry (a slip never holds the same bid twice), replaces on the grid board', () => {
    const h = harness();
    const bulk = slipFor(h, 'singleBulk').slip;
    bulk.add(['3'], '10', 'OPEN');
    bulk.add(['3'], '15', 'OPEN');
    bulk.add(['3'], '10', 'CLOSE');
    expect(bulk.entries.map((e) => [e.number, e.amount, e.session])).toEqual([
      ['3', 25, 'OPEN'],
      ['3', 10, 'CLOSE'],
    ]);

    const plain = slipFor(h, 'singleDigits').slip;
    plain.add(['3'], '10', 'OPEN');
    plain.add(['4', '3'], '15', 'OPEN');
    plain.add(['3'], '10', 'CLOSE');
    expect(plain.entries.map((e) => [e.number, e.amount, e.session])).toEqual([
      ['3', 25, 'OPEN'],
      ['4', 15, 'OPEN'],
      ['3', 10, 'CLOSE'],
    ]);

    const grid = slipFor(h, 'doublePannaBulk').slip;
    grid.add(['112'], '10', 'OPEN');
    grid.add(['112'], '40', 'OPEN');
    expect(grid.entries.map((e) => [e.number, e.amount])).toEqual([['112', 40]]);
    grid.add(['112'], '', 'OPEN');
    expect(grid.entries).toEqual([]);
  });

  it('says when an added number was already on the slip, except on the tap board', () => {
    const h = harness();
    const plain = slipFor(h, 'singleDigits').slip;
    plain.add(['3'], '50', 'OPEN'); // e.g. refused for a limit, and kept on the slip
    expect(h.notifier.read).toEqual([]);
    plain.add(['3'], '10', 'OPEN');
    expect(h.notifier.read).toEqual(['info: 3 was already in the slip: its amount is now ₹60.00.']);
    plain.add(['3', '4', '5'], '10', 'OPEN');
    plain.add(['4', '5'], '10', 'OPEN');
    expect(h.notifier.read.slice(1)).toEqual([
      'info: 3 was already in the slip: its amount is now ₹70.00.',
      'info: 2 numbers were already in the slip: the amount was added to each.',
    ]);

    const taps = harness();
    const bulk = slipFor(taps, 'singleBulk').slip;
    bulk.add(['3'], '10', 'OPEN');
    bulk.add(['3'], '10', 'OPEN');
    expect(taps.notifier.read).toEqual([]);
  });

  it('removes one entry, or a number by long press', () => {
    const h = harness();
    const { slip } = slipFor(h, 'singleBulk');
    slip.add(['1', '2'], '10', 'OPEN');
    slip.remove(slip.entries[0]!.id);
    expect(slip.entries.map((e) => e.number)).toEqual(['2']);
    slip.removeNumber('2', 'OPEN');
    expect(slip.entries).toEqual([]);
  });

  it('gives the betting port the bids in slip order with stakes in paise, the board and the request id', () => {
    const h = harness();
    const { slip } = slipFor(h, 'singleDigits', { timing: '' });
    slip.add(['1', '7'], '10', 'OPEN');
    slip.add(['7'], '25', 'CLOSE');
    expect(slipToPlace(slip)).toEqual({
      market: 'KALYAN',
      boardId: 'singleDigits',
      requestId: slip.requestId,
      bids: [
        { number: '1', session: 'OPEN', amountPaise: 1000 },
        { number: '7', session: 'OPEN', amountPaise: 1000 },
        { number: '7', session: 'CLOSE', amountPaise: 2500 },
      ],
    });
  });

  it('sends the place-bet call with comma-joined lists in rupees, the board and the request id', () => {
    const h = harness();
    const { slip } = slipFor(h, 'singleDigits', { timing: '' });
    slip.add(['1', '7'], '10', 'OPEN');
    slip.add(['7'], '25', 'CLOSE');
    expect(placeBetPayload(slipToPlace(slip))).toEqual({
      number: '1,7,7',
      amount: '10,10,25',
      types: 'OPEN,OPEN,CLOSE',
      market: 'KALYAN',
      specialGame: '',
      board: 'singleDigits',
      request_id: slip.requestId,
    });
    const starline = slipFor(h, 'singleDigits', { timing: '11:00 AM', market: 'STARLINE' }).slip;
    starline.add(['5'], '10', 'OPEN');
    expect(placeBetPayload(slipToPlace(starline))).toMatchObject({ types: '', timing: '11:00 AM', market: 'STARLINE' });
  });

  it('keeps an unplaced slip across a reload, per market and board, until cleared', () => {
    const h = harness();
    const first = slipFor(h, 'singleDigits').slip;
    first.add(['1'], '10', 'OPEN');
    const reloaded = slipFor(h, 'singleDigits').slip;
    expect(reloaded.entries).toEqual(first.entries);
    expect(reloaded.requestId).toBe(first.requestId);
    expect(slipFor(h, 'singleDigits', { market: 'MILAN' }).slip.entries).toEqual([]);
    reloaded.clear();
    expect(h.storage.get(slipDraftKey('KALYAN', 'singleDigits'))).toBeNull();
    expect(slipFor(h, 'singleDigits').slip.entries).toEqual([]);
  });

  it('drops draft entries that no longer fit (the open result came out), and ignores a corrupt draft', () => {
    const h = harness();
    const open = slipFor(h, 'singleDigits').slip;
    open.add(['1'], '10', 'OPEN');
    open.add(['2'], '10', 'CLOSE');
    expect(slipFor(h, 'singleDigits', { isOpen: '0' }).slip.entries.map((e) => e.number)).toEqual(['2']);

    h.storage.set(slipDraftKey('KALYAN', 'jodi'), { entries: 'nonsense', requestId: 7 });
    expect(slipFor(h, 'jodi').slip.entries).toEqual([]);
    h.storage.set(slipDraftKey('KALYAN', 'jodi'), {
      entries: [{ id: 'x', number: '42', amount: -5, session: '' }],
      requestId: 'r',
    });
    expect(slipFor(h, 'jodi').slip.entries).toEqual([]);
  });
});

describe('placing a slip', () => {
  it('reviews with the balance after, places, clears the slip, updates the wallet and steps back', async () => {
    const h = harness({ stored: { wallet: '1000' } });
    h.betting.reply('placeBet', { success: true, message: 'Bids placed', wallet: '930' });
    const { slip, placement } = slipFor(h, 'singleDigits');
    slip.add(['1', '2'], '35', 'OPEN');
    const review = placement.review();
    expect(review).toMatchObject({
      ok: true,
      value: {
        totalBids: 2,
        totalPoints: 70,
        balancePaise: 100_000,
        balanceAfterPaise: 93_000,
        gameLabel: 'Single Digits',
        market: 'KALYAN',
      },
    });
    expect((await placement.place()).ok).toBe(true);
    expect(slip.entries).toEqual([]);
    expect(h.wallet.balanceNow).toBe('930');
    expect(h.navigator.moves).toEqual(['<back>']);
    expect(h.notifier.read.slice(-1)).toEqual(['success: Bids placed']);
  });

  it('deducts locally when the answer carries no wallet', async () => {
    const h = harness({ stored: { wallet: '100' } });
    h.betting.reply('placeBet', { success: true });
    const { slip, placement } = slipFor(h, 'singleDigits');
    slip.add(['1'], '40', 'OPEN');
    await placement.place();
    expect(h.wallet.balanceNow).toBe('60');
  });

  it('keeps the slip when the server refuses, and shows why', async () => {
    const h = harness({ stored: { wallet: '100' } });
    h.betting.reply('placeBet', { success: false, message: 'Betting is closed for OPEN' });
    const { slip, placement } = slipFor(h, 'singleDigits');
    slip.add(['1'], '40', 'OPEN');
    expect((await placement.place()).ok).toBe(false);
    expect(slip.entries).toHaveLength(1);
    expect(h.notifier.last).toBe('error: Betting is closed for OPEN');
    expect(h.navigator.moves).toEqual([]);
  });

  it('keeps the slip under a new request id when the server refused its id as another slip’s', async () => {
    const h = harness({ stored: { wallet: '100' } });
    h.betting.reply('placeBet', { success: false, message: 'used', message_key: 'requestIdReused' });
    const { slip, placement } = slipFor(h, 'singleDigits');
    slip.add(['1'], '40', 'OPEN');
    const first = slip.requestId;
    expect((await placement.place()).ok).toBe(false);
    expect(slip.entries).toHaveLength(1);
    expect(slip.requestId).not.toBe(first);
  });

  it('shows a limit refusal as the catalogue text the server named, so it reads in the player’s language', async () => {
    const h = harness({ stored: { wallet: '100' } });
    const text = { key: 'numberLimitRoom', values: { number: '1 OPEN', room: '₹1,250.00' } };
    const english = 'Only ₹1,250.00 more can be placed on 1 OPEN today.';
    h.betting.reply('placeBet', {
      success: false,
      message: english,
      error: english,
      message_key: text.key,
      message_values: text.values,
    });
    const { slip, placement } = slipFor(h, 'singleDigits');
    slip.add(['1'], '40', 'OPEN');
    expect(await placement.place()).toEqual({
      ok: false,
      failure: { kind: 'rejected', message: text, code: 'numberLimitRoom' },
    });
    expect(slip.entries).toHaveLength(1);
    // A key the app does not know, or values that are not text, fall back to the server's words.
    h.betting.reply('placeBet', { success: false, message: english, message_key: 'noSuchKey' });
    expect(await placement.place()).toMatchObject({ failure: { message: { raw: english } } });
    h.betting.reply('placeBet', {
      success: false,
      message: english,
      message_key: 'numberLimitRoom',
      message_values: [1],
    });
    expect(await placement.place()).toMatchObject({ failure: { message: { raw: english } } });
  });
});
