// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BOARDS,
  choicePana,
  crossing,
  digitBasedJodi,
  DOUBLE_PANAS,
  dpMotor,
  familyPana,
  indianRupees,
  groupJodi,
  oddEven,
  redBracket,
  singlePanaBulk,
  spDpTp,
  spMotor,
  twoDigitPanel,
  slipDraftKey,
  type BoardId,
} from '../../core/index.js';
import { LOGGED_IN, renderApp } from './render-app.js';

const MARKET = 'KALYAN';

async function openBoard(board: BoardId, isOpen: '0' | '1' = '1') {
  return renderApp(BOARDS[board].route, {
    stored: { ...LOGGED_IN, wallet: '5000' },
    state: { market: MARKET, is_open: isOpen, board },
  });
}

/** The input or select a label names (an autocomplete's listbox carries the label too). */
const field = (label: string) =>
  screen
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'SELECT') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const addBid = () => fireEvent.click(screen.getByRole('button', { name: 'ADD BID' }));
/** Types each field, in order, then adds the bid. */
const addBidWith = (typed: Record<string, string>) => {
  for (const [label, value] of Object.entries(typed)) type(label, value);
  addBid();
};
/** The slip as the bid list shows it: number, points and session of each entry. */
function slip(): { number: string; points: string; session: string }[] {
  const list = screen.queryByRole('list', { name: 'Bids' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const [number, points, session] = [...item.querySelectorAll('span')].map((p) => p.textContent ?? '');
      return { number: number!, points: points!, session: session! };
    });
}
const numbers = () => slip().map((entry) => entry.number);
const totals = () => screen.getByText(/^Bids:/).closest('p')!.textContent;

/** Each generator board, driven through its form, must put exactly the generator's output on the slip. */
const GENERATED: { board: BoardId; fill: () => void; expected: string[] }[] = [
  { board: 'spMotor', fill: () => type('Digits', '12345'), expected: spMotor('12345') },
  { board: 'dpMotor', fill: () => type('Digits', '1234'), expected: dpMotor('1234') },
  { board: 'familyPana', fill: () => type('Pana', '100'), expected: familyPana('100') },
  { board: 'twoDigitPanel', fill: () => type('Digits', '12'), expected: twoDigitPanel('12') },
  { board: 'groupJodi', fill: () => type('Number', '12'), expected: groupJodi('12') },
  {
    board: 'digitBasedJodi',
    fill: () => (type('Left digit', '3'), type('Right digit', '5')),
    expected: digitBasedJodi({ left: 3, right: 5 }),
  },
  { board: 'crossing', fill: () => type('Digits', '123'), expected: crossing('123', { doubles: true }) },
  {
    board: 'crossing',
    fill: () => (type('Digits', '123'), fireEvent.click(screen.getByLabelText('✓'))),
    expected: crossing('123', { doubles: false }),
  },
  { board: 'oddEven', fill: () => fireEvent.click(screen.getByLabelText('Even')), expected: oddEven('even') },
  {
    board: 'redBracket',
    fill: () => fireEvent.click(screen.getByLabelText('Full Bracket')),
    expected: redBracket('full'),
  },
  {
    board: 'spDpTp',
    fill: () => (fireEvent.click(screen.getByLabelText('DP')), type('Ank', '7')),
    expected: spDpTp(['SP', 'DP'], 7),
  },
  { board: 'singlePannaBulk', fill: () => type('Starting digits', '12'), expected: singlePanaBulk({ prefix: '12' }) },
  {
    board: 'choicePana',
    fill: () => (fireEvent.click(screen.getByLabelText('TP')), type('Left digit', '1'), type('Right digit', '*')),
    expected: choicePana({ kinds: ['SP', 'TP'], left: '1', middle: '*', right: '*' }),
  },
  { board: 'halfSangam', fill: () => (type('Open digit', '7'), type('Close pana', '489')), expected: ['7-489'] },
  { board: 'halfSangamA', fill: () => (type('Open digit', '7'), type('Close pana', '489')), expected: ['7-489'] },
  { board: 'halfSangamB', fill: () => (type('Open pana', '489'), type('Close digit', '7')), expected: ['489-7'] },
  { board: 'fullSangam', fill: () => (type('Open pana', '250'), type('Close pana', '489')), expected: ['250-489'] },
  {
    board: 'sangamSelector',
    fill: () => (type('Pana', '489'), type('Digit', '7'), type('Type', 'openDigit')),
    expected: ['7-489'],
  },
];

describe('bid boards', () => {
  it.each(GENERATED.map((row) => [row.board, row] as const))(
    '%s: the generator’s output reaches the slip, all at the typed points',
    async (_, row) => {
      await openBoard(row.board);
      await screen.findByRole('button', { name: 'ADD BID' });
      row.fill();
      addBidWith({ Points: '20' });
      expect(numbers()).toEqual(row.expected);
      expect(slip().every((entry) => entry.points === '₹20.00')).toBe(true);
      expect(totals()).toBe(`Bids: ${row.expected.length} · Points: ${indianRupees(row.expected.length * 2000)}`);
    },
  );

  it.each([
    ['singleDigits', '5'],
    ['jodi', '27'],
    ['jodiBulk', '27'],
    ['singlePanna', '128'],
    ['doublePanna', '112'],
    ['triplePanna', '777'],
  ] as const)(
    '%s: a typed number with suggestions goes on the slip, and the field empties for the next',
    async (board, number) => {
      await openBoard(board);
      await screen.findAllByLabelText('Number');
      fireEvent.click(field('Number'));
      type('Number', number.slice(0, 1));
      // Mantine's dropdown is mid-transition (not yet "visible") in happy-dom: read its options directly.
      const options = () => [...document.querySelectorAll('[role=option]')].map((option) => option.textContent!);
      await vi.waitFor(() => expect(options().length).toBeGreaterThan(0));
      const suggestions = options();
      expect(suggestions.every((suggestion) => suggestion.startsWith(number.slice(0, 1)))).toBe(true);
      addBidWith({ Number: number, Points: '10' });
      expect(numbers()).toEqual([number]);
      expect(field('Number').value).toBe('');
    },
  );

  it('a number of the wrong game is refused with a message, and what was typed stays', async () => {
    await openBoard('singlePanna');
    await screen.findAllByLabelText('Number');
    addBidWith({ Number: '112', Points: '10' });
    expect(numbers()).toEqual([]);
    expect(field('Number').value).toBe('112');
    expect(field('Points').value).toBe('10');
  });

  it('a generator’s error is shown, nothing is added, and the inputs keep what was typed', async () => {
    await openBoard('familyPana');
    await screen.findByLabelText('Pana');
    addBidWith({ Pana: '12x', Points: '10' });
    await screen.findByText(/not a pana|valid pana|pana/i, { selector: '.mantine-Notification-description' });
    expect(numbers()).toEqual([]);
    expect((screen.getByLabelText('Pana') as HTMLInputElement).value).toBe('12x');
  });

  it('inputs that make no bids say so instead of adding nothing silently', async () => {
    await openBoard('spMotor');
    await screen.findByLabelText('Digits');
    addBidWith({ Digits: '11', Points: '10' });
    await screen.findByText('These inputs make no bids: change them and try again.');
    expect(numbers()).toEqual([]);
    expect(field('Digits').value).toBe('11');
  });

  it('points below the minimum are refused for the whole generated list', async () => {
    await openBoard('spMotor');
    await screen.findByLabelText('Digits');
    addBidWith({ Digits: '1234', Points: '5' });
    expect(numbers()).toEqual([]);
    await screen.findByText('Bid Amount must be at least 10 INR');
  });

  it.each<[BoardId, string]>([
    ['singleDigits', 'Number'],
    ['spMotor', 'Digits'],
    ['singleBulk', 'Points'],
    ['doublePannaBulk', '100'],
  ])('%s shows under its amount the minimum a bid takes, from the stored min_bet', async (board, first) => {
    await renderApp(BOARDS[board].route, {
      stored: { ...LOGGED_IN, wallet: '5000', min_bet: '25' },
      state: { market: MARKET, is_open: '1', board },
    });
    await screen.findAllByLabelText(first);
    expect(screen.getByText('Minimum ₹25')).toBeTruthy();
    expect(screen.queryByText('Minimum ₹10')).toBeNull();
  });

  it('an amount equal to the minimum is added; one below it is refused with the rule', async () => {
    await renderApp(BOARDS.singleDigits.route, {
      stored: { ...LOGGED_IN, wallet: '5000', min_bet: '25' },
      state: { market: MARKET, is_open: '1', board: 'singleDigits' },
    });
    await screen.findAllByLabelText('Number');
    addBidWith({ Number: '4', Points: '24' });
    await screen.findByText('Bid Amount must be at least 25 INR');
    expect(numbers()).toEqual([]);
    expect(field('Points').value).toBe('24');
    addBidWith({ Points: '25' });
    expect(slip()).toEqual([{ number: '4', points: indianRupees(2500), session: expect.any(String) }]);
  });

  it('single pana bulk: an ank button adds the twelve SP panas of that ank', async () => {
    await openBoard('singlePannaBulk');
    await screen.findByLabelText('Points');
    type('Points', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Ank 7' }));
    expect(numbers()).toEqual(singlePanaBulk({ ank: 7 }));
  });

  it('half sangam: Change switches what is bid, open digit + close pana (A) or open pana + close digit (B)', async () => {
    await openBoard('halfSangam');
    await screen.findByLabelText('Open digit');
    addBidWith({ 'Open digit': '7', 'Close pana': '489', Points: '10' });
    // A: d-ppp, the open digit with the close pana.
    expect(numbers()).toEqual(['7-489']);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    // The labels say what the bid now is, and what was typed stays in its field.
    const labels = () =>
      screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels().slice(0, 2)).toEqual(['Open pana', 'Close digit']);
    expect(field('Open pana').value).toBe('489');
    expect(field('Close digit').value).toBe('7');
    addBid();
    // B: ppp-d, the open pana with the close digit.
    expect(numbers()).toEqual(['7-489', '489-7']);
    // Changing back bids A again.
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(labels().slice(0, 2)).toEqual(['Open digit', 'Close pana']);
  });

  it.each([
    [false, { digit: '', pana: '' }],
    [false, { digit: 'x', pana: '489' }],
    [true, { digit: '7', pana: '12' }],
    [true, { digit: '', pana: '489' }],
    [true, { digit: '77', pana: 'abc' }],
  ])('half sangam (changed: %s) refuses %j with a sentence naming the rule', async (changed, typed) => {
    await openBoard('halfSangam');
    await screen.findByLabelText('Open digit');
    if (changed) fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    type(changed ? 'Close digit' : 'Open digit', typed.digit);
    type(changed ? 'Open pana' : 'Close pana', typed.pana);
    addBidWith({ Points: '10' });
    const message = (await screen.findAllByText(/./, { selector: '.mantine-Notification-description' })).at(-1)!;
    expect(message.textContent).toMatch(/^[A-Z].*[a-z0-9)].*\.$/);
    expect(message.textContent).not.toMatch(/NaN|undefined|null/);
    expect(numbers()).toEqual([]);
    expect(field(changed ? 'Open pana' : 'Close pana').value).toBe(typed.pana);
  });

  it('choice pana, picked with buttons, makes the same bids as typed digits', async () => {
    await openBoard('choicePana');
    await screen.findByLabelText('Points');
    fireEvent.click(screen.getByLabelText('Pick digits'));
    const left = screen.getByRole('radiogroup', { name: 'Left digit' });
    fireEvent.click(within(left).getByLabelText('1'));
    const right = screen.getByRole('radiogroup', { name: 'Right digit' });
    fireEvent.click(within(right).getByLabelText('9'));
    addBidWith({ Points: '10' });
    expect(numbers()).toEqual(choicePana({ kinds: ['SP'], left: '1', middle: '*', right: '9' }));
  });

  it('single digit bulk merges: a second tap raises the digit’s points, a long press removes it', async () => {
    await openBoard('singleBulk');
    await screen.findByLabelText('Points');
    type('Points', '10');
    const three = () => screen.getByRole('button', { name: /^3/ });
    fireEvent.pointerDown(three());
    fireEvent.pointerUp(three());
    fireEvent.pointerDown(three());
    fireEvent.pointerUp(three());
    expect(slip()).toEqual([{ number: '3', points: '₹20.00', session: 'OPEN' }]);
    expect(three().getAttribute('aria-label')).toBe('3: ₹20.00');
    fireEvent.pointerDown(three());
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 550)));
    fireEvent.pointerUp(three());
    expect(slip()).toEqual([]);
  });

  it('the grid board replaces a number’s points in place, and an emptied amount removes it', async () => {
    await openBoard('doublePannaBulk');
    await screen.findByRole('radiogroup', { name: 'Ank' });
    const first = DOUBLE_PANAS.find((pana) => [...pana].reduce((sum, d) => sum + Number(d), 0) % 10 === 1)!;
    const cell = () => screen.getByLabelText(first);
    fireEvent.change(cell(), { target: { value: '10' } });
    fireEvent.blur(cell());
    fireEvent.change(cell(), { target: { value: '30' } });
    fireEvent.blur(cell());
    expect(slip()).toEqual([{ number: first, points: '₹30.00', session: 'OPEN' }]);
    fireEvent.change(cell(), { target: { value: '' } });
    fireEvent.blur(cell());
    expect(slip()).toEqual([]);
  });

  it('the grid board counts an amount as it is typed, before the box is left, and not an unfinished one', async () => {
    await openBoard('doublePannaBulk');
    await screen.findByRole('radiogroup', { name: 'Ank' });
    const first = DOUBLE_PANAS.find((pana) => [...pana].reduce((sum, d) => sum + Number(d), 0) % 10 === 1)!;
    const cell = () => screen.getByLabelText(first) as HTMLInputElement;
    fireEvent.change(cell(), { target: { value: '5' } });
    expect(totals()).toMatch(/Bids: 0/);
    fireEvent.change(cell(), { target: { value: '50' } });
    expect(totals()).toMatch(/Bids: 1 · Points: ₹50\.00/);
    expect(cell().value).toBe('50');
    fireEvent.change(cell(), { target: { value: '5' } });
    expect(totals()).toMatch(/Bids: 0/);
    expect(cell().value).toBe('5');
  });

  it('a slip restored from an abandoned visit, plus the same number again, holds one entry with both points', async () => {
    const draft = { requestId: 'abandoned', entries: [{ id: 'a1', number: '4', amount: 10, session: 'OPEN' }] };
    await renderApp(BOARDS.singleDigits.route, {
      stored: { ...LOGGED_IN, wallet: '5000', [slipDraftKey(MARKET, 'singleDigits')]: draft },
      state: { market: MARKET, is_open: '1', board: 'singleDigits' },
    });
    await screen.findAllByLabelText('Number');
    expect(slip()).toEqual([{ number: '4', points: '₹10.00', session: 'OPEN' }]);
    addBidWith({ Number: '4', Points: '10' });
    expect(slip()).toEqual([{ number: '4', points: '₹20.00', session: 'OPEN' }]);
    expect(totals()).toMatch(/Bids: 1 · Points: ₹20\.00/);
  });

  describe('after the open result', () => {
    const NEEDS_OPEN = [
      'jodi',
      'jodiBulk',
      'groupJodi',
      'redBracket',
      'digitBasedJodi',
      'halfSangam',
      'fullSangam',
      'crossing',
      'halfSangamA',
      'halfSangamB',
      'sangamSelector',
    ];
    it('/games disables the boards that can no longer win a bid, and says why', async () => {
      await renderApp('/games', { stored: LOGGED_IN, state: { market: MARKET, is_open: '0' } });
      await screen.findByRole('button', { name: /^Single Digits/ });
      for (const title of [
        'Jodi',
        'Jodi Bulk',
        'Group Jodi',
        'Red Bracket',
        'Digit Based Jodi',
        'Half Sangam',
        'Full Sangam',
        'Crossing',
        'Half Sangam A',
        'Half Sangam B',
        'Sangam Selector',
      ]) {
        const tile = screen.getByRole('button', { name: title });
        expect(document.getElementById(tile.getAttribute('aria-describedby')!)?.textContent).toMatch(
          /^Open for the close session\. The open result is out, so the games played before it are closed/,
        );
        expect(tile.hasAttribute('disabled'), title).toBe(true);
        expect(tile.textContent).toBe(`${title}Closed`);
      }
      for (const title of ['Single Digits', 'Single Panna', 'SP Motor', 'Family Pana'])
        expect(screen.getByRole('button', { name: title }).hasAttribute('disabled'), title).toBe(false);
    });

    it('before it, every board is offered', async () => {
      await renderApp('/games', { stored: LOGGED_IN, state: { market: MARKET, is_open: '1' } });
      await screen.findByRole('button', { name: /^Single Digits/ });
      expect(screen.getAllByRole('button').filter((tile) => tile.hasAttribute('disabled'))).toEqual([]);
    });

    it.each(NEEDS_OPEN)('%s reached anyway says why instead of taking bids', async (board) => {
      await openBoard(board as BoardId, '0');
      await screen.findByText(/Closed for today: the open result is out/);
      expect(screen.queryByRole('button', { name: 'ADD BID' })).toBeNull();
    });
  });

  describe('session rules', () => {
    it('before the open result, OPEN and CLOSE are offered and each bid carries the chosen one', async () => {
      await openBoard('singleDigits', '1');
      await screen.findAllByLabelText('Number');
      const sessions = screen.getByRole('radiogroup', { name: 'OPEN/CLOSE' });
      expect(
        within(sessions)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['OPEN', 'CLOSE']);
      addBidWith({ Number: '4', Points: '10' });
      fireEvent.click(within(sessions).getByLabelText('CLOSE'));
      addBidWith({ Number: '5', Points: '10' });
      expect(slip().map((entry) => `${entry.number} ${entry.session}`)).toEqual(['4 OPEN', '5 CLOSE']);
    });

    it('after the open result, only CLOSE is offered (OPEN shows, greyed out)', async () => {
      await openBoard('spMotor', '0');
      await screen.findByLabelText('Digits');
      const sessions = screen.getByRole('radiogroup', { name: 'OPEN/CLOSE' });
      expect(
        within(sessions)
          .getAllByRole('radio')
          .map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).disabled]),
      ).toEqual([
        ['OPEN', true],
        ['CLOSE', false],
      ]);
      expect((within(sessions).getByLabelText('CLOSE') as HTMLInputElement).checked).toBe(true);
      addBidWith({ Digits: '123', Points: '10' });
      expect(slip().every((entry) => entry.session === 'CLOSE')).toBe(true);
    });

    it.each(['jodi', 'redBracket', 'halfSangam', 'fullSangam', 'sangamSelector'] as const)(
      '%s (both digits needed) has no OPEN/CLOSE selector',
      async (board) => {
        await openBoard(board);
        await screen.findByRole('button', { name: 'ADD BID' });
        expect(screen.queryByRole('radiogroup', { name: 'OPEN/CLOSE' })).toBeNull();
      },
    );
  });

  it('Submit on an empty slip says Add bet first before submit', async () => {
    await openBoard('jodi');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Add bet first before submit');
    expect(screen.queryByRole('dialog', { name: 'Review Bets' })).toBeNull();
  });

  it('delete removes one entry and the totals follow', async () => {
    await openBoard('redBracket');
    await screen.findByLabelText('Points');
    addBidWith({ Points: '10' });
    expect(totals()).toBe('Bids: 10 · Points: ₹100.00');
    // A jodi bid carries no session.
    expect(slip().every((entry) => entry.session === '—')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 00' }));
    expect(numbers()).toEqual(redBracket('half').slice(1));
    expect(totals()).toBe('Bids: 9 · Points: ₹90.00');
  });

  it('a board opened without its market goes to /', async () => {
    const app = await renderApp('/motor', { stored: LOGGED_IN });
    // The board's lazily loaded screen decides the redirect: on a loaded machine that takes more
    // than waitFor's default second (a fresh clone's run read '/motor' still there).
    await vi.waitFor(() => expect(app.router.state.location.pathname).toBe('/'), { timeout: 15_000 });
  });

  it('every board of every dashboard opens with its form', async () => {
    for (const id of Object.keys(BOARDS) as BoardId[]) {
      const app = await openBoard(id);
      await screen.findByRole('heading', { name: `${MARKET} · ${BOARDS[id].title}` });
      app.unmount();
    }
    // 25 boards in one test: more than the default 5 s on a busy machine.
  }, 120_000);
});
