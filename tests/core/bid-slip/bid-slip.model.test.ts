// Model-based test of the bid slip and its placement: random sequences of add, remove,
// review, place (with answers that fail or get lost after the server applied them),
// double presses and reloads never lose or duplicate points, and no slip is placed twice.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { BOARDS, TransportFailure, type BoardId } from '../../../core/index.js';
import type { PlaceBetPayload } from '../../../adapters/index.js';
import { harness, type Harness } from '../harness.js';
import { slipFor } from '../slip-fixtures.js';

type Entry = { number: string; amount: number; session: string };
type ServerMood = 'ok' | 'down' | 'answer-lost';

/** A server that places each request id at most once, and may fail before or after applying. */
class IdempotentServer {
  balancePaise: number;
  readonly applied = new Map<string, PlaceBetPayload>();
  mood: ServerMood = 'ok';
  calls = 0;
  constructor(balancePaise: number) {
    this.balancePaise = balancePaise;
  }
  placeBet = async (payload: PlaceBetPayload) => {
    this.calls++;
    await Promise.resolve();
    if (this.mood === 'down') throw new TransportFailure('network', 'place-bet', 'down');
    const requestId = payload.request_id ?? '';
    if (!this.applied.has(requestId)) {
      const total = String(payload.amount)
        .split(',')
        .reduce((sum, a) => sum + Number(a) * 100, 0);
      if (total > this.balancePaise)
        return { success: false, message: 'Insufficient balance', wallet: this.balancePaise / 100 };
      this.balancePaise -= total;
      this.applied.set(requestId, payload);
    }
    if (this.mood === 'answer-lost') throw new TransportFailure('timeout', 'place-bet', 'answer lost');
    return { success: true, message: 'Bid placed successfully', wallet: this.balancePaise / 100 };
  };
}

interface Model {
  entries: Entry[];
  /** Points the server has taken, by the model's reckoning. */
  spentPaise: number;
}
interface Real {
  h: Harness;
  board: BoardId;
  server: IdempotentServer;
  slip: ReturnType<typeof slipFor>['slip'];
  placement: ReturnType<typeof slipFor>['placement'];
}

const START_PAISE = 300_000; // ₹3,000
const sum = (entries: readonly { amount: number }[]) => entries.reduce((total, e) => total + e.amount, 0);

function amountPoints(typed: string, board: BoardId): number | undefined {
  if (typed === '' && BOARDS[board].merge === 'replace') return 0;
  return /^\d+$/.test(typed) && Number(typed) >= 10 ? Number(typed) : undefined;
}

function modelAdd(model: Model, board: BoardId, numbers: string[], typed: string, session: string) {
  const points = amountPoints(typed, board);
  if (points === undefined) return;
  for (const number of numbers) {
    const same = model.entries.findIndex((e) => e.number === number && e.session === session);
    const policy = BOARDS[board].merge;
    // Every board but the grid adds a repeated bid's points to its entry.
    if (policy !== 'replace' && same >= 0) model.entries[same]!.amount += points;
    else if (policy === 'replace' && same >= 0) {
      if (points === 0) model.entries.splice(same, 1);
      else model.entries[same]!.amount = points;
    } else if (points > 0) model.entries.push({ number, amount: points, session });
  }
}

function check(model: Model, real: Real) {
  const entries = real.slip.entries.map(({ number, amount, session }) => ({ number, amount, session }));
  expect(entries).toEqual(model.entries);
  expect(real.slip.totals).toEqual({ bids: model.entries.length, points: sum(model.entries) });
  // Money: what the server took is exactly the slips it placed, each once.
  expect(START_PAISE - real.server.balancePaise).toBe(model.spentPaise);
  expect(real.server.balancePaise).toBeGreaterThanOrEqual(0);
}

const numbersFor = (board: BoardId) =>
  board === 'doublePannaBulk'
    ? fc.subarray(['112', '113', '119', '100', '550', '334'], { minLength: 1 })
    : fc.subarray(['0', '1', '5', '7', '9'], { minLength: 1 });
const typedAmount = fc.oneof(fc.constantFrom('10', '25', '100', '400'), fc.constantFrom('', '5', '12.5', 'abc', '-10'));
const session = fc.constantFrom('OPEN', 'CLOSE');

function commands(board: BoardId) {
  const add = fc.tuple(numbersFor(board), typedAmount, session).map(
    ([numbers, typed, chosen]) =>
      ({
        check: () => true,
        run: async (m: Model, r: Real) => {
          modelAdd(m, board, numbers, typed, chosen);
          r.slip.add(numbers, typed, chosen as 'OPEN');
          check(m, r);
        },
        toString: () => `add(${numbers.join('|')}, "${typed}", ${chosen})`,
      }) satisfies fc.AsyncCommand<Model, Real>,
  );
  const remove = fc.nat(10).map(
    (index) =>
      ({
        check: (m: Readonly<Model>) => m.entries.length > 0,
        run: async (m: Model, r: Real) => {
          const at = index % m.entries.length;
          m.entries.splice(at, 1);
          r.slip.remove(r.slip.entries[at]!.id);
          check(m, r);
        },
        toString: () => `remove(${index})`,
      }) satisfies fc.AsyncCommand<Model, Real>,
  );
  const review = fc.constant({
    check: () => true,
    run: async (m: Model, r: Real) => {
      const outcome = r.placement.review();
      if (m.entries.length === 0) expect(outcome.ok).toBe(false);
      else if (outcome.ok) expect(outcome.value.balanceAfterPaise).toBe(r.h.wallet.balancePaise - sum(m.entries) * 100);
      else expect(r.h.wallet.balancePaise).toBeLessThan(sum(m.entries) * 100);
      check(m, r);
    },
    toString: () => 'review',
  } satisfies fc.AsyncCommand<Model, Real>);
  const place = fc.tuple(fc.constantFrom<ServerMood>('ok', 'ok', 'down', 'answer-lost'), fc.boolean()).map(
    ([mood, doublePress]) =>
      ({
        check: () => true,
        run: async (m: Model, r: Real) => {
          r.server.mood = mood;
          const callsBefore = r.server.calls;
          const appliedBefore = new Set(r.server.applied.keys());
          const requestId = r.slip.requestId;
          const points = sum(m.entries);
          const presses = doublePress ? [r.placement.place(), r.placement.place()] : [r.placement.place()];
          const [outcome] = await Promise.all(presses);
          expect(r.server.calls - callsBefore).toBeLessThanOrEqual(1);
          const newlyApplied = r.server.applied.has(requestId) && !appliedBefore.has(requestId);
          if (newlyApplied) m.spentPaise += points * 100;
          if (outcome!.ok) {
            m.entries = [];
            expect(r.h.wallet.balancePaise).toBe(r.server.balancePaise);
          } else {
            // Nothing placed from the client's view: the slip and its request id stay for a retry.
            expect(r.slip.requestId).toBe(m.entries.length > 0 ? requestId : r.slip.requestId);
          }
          check(m, r);
        },
        toString: () => `place(${mood}${doublePress ? ', double press' : ''})`,
      }) satisfies fc.AsyncCommand<Model, Real>,
  );
  const reload = fc.constant({
    check: () => true,
    run: async (m: Model, r: Real) => {
      const requestId = r.slip.requestId;
      const fresh = slipFor(r.h, r.board);
      Object.assign(r, { slip: fresh.slip, placement: fresh.placement });
      if (m.entries.length > 0) expect(r.slip.requestId).toBe(requestId);
      check(m, r);
    },
    toString: () => 'reload',
  } satisfies fc.AsyncCommand<Model, Real>);
  return fc.commands([add, add, remove, review, place, reload], { maxCommands: 40 });
}

const boards = fc.constantFrom<BoardId>('singleDigits', 'singleBulk', 'doublePannaBulk');

test.prop([boards.chain((board) => fc.tuple(fc.constant(board), commands(board)))], { numRuns: 150 })(
  'no sequence loses or duplicates points, and no slip is placed twice',
  async ([board, cmds]) => {
    const h = harness({ stored: { wallet: String(START_PAISE / 100) } });
    const server = new IdempotentServer(START_PAISE);
    h.betting.reply('placeBet', (payload: unknown) => server.placeBet(payload as PlaceBetPayload));
    const { slip, placement } = slipFor(h, board);
    await fc.asyncModelRun(
      () => ({ model: { entries: [], spentPaise: 0 }, real: { h, board, server, slip, placement } }),
      cmds,
    );
  },
);
