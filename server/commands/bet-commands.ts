import * as v from 'valibot';
import { BOARDS, type BoardId } from '../../core/index.js';
import { english } from '../services/platform/english.js';
import { optionalWord } from './field-schemas.js';

export const MAX_BIDS_PER_REQUEST = 500;

/** The spec's comma-separated lists: '5,42,128'. */
const list = (fieldName: string, whenMissing?: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => value ?? whenMissing),
    v.check(
      (value) => typeof value === 'string' || typeof value === 'number',
      `${fieldName} must be a comma-separated list.`,
    ),
    v.check(
      (value) => typeof value !== 'string' || value.length <= 20_000,
      `${fieldName} is too long (at most 20,000 characters).`,
    ),
    v.transform((value) =>
      typeof value === 'number' ? [String(value)] : (value as string).split(',').map((item) => item.trim()),
    ),
  );

/** The slip: numbers, amounts and sessions (types) side by side, one bid each. */
const slip = v.pipe(
  v.object({
    request_id: optionalWord('request_id', 100),
    number: list('number'),
    amount: list('amount'),
    types: list('types', ''),
  }),
  v.check(({ number }) => number.length > 0 && number[0] !== '', english('addBetFirst')),
  v.check(
    ({ number }) => number.length <= MAX_BIDS_PER_REQUEST,
    `At most ${MAX_BIDS_PER_REQUEST} bids can be placed at once.`,
  ),
  v.check(
    ({ number, amount, types }) =>
      amount.length === number.length && (types.length === number.length || (types.length === 1 && types[0] === '')),
    'number, amount and types must list the same number of bids.',
  ),
);

/** The board the slip was built on, where the app says it: one of core's BOARDS. */
const board = v.pipe(
  v.unknown(),
  v.check(
    (value) =>
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'string' && Object.hasOwn(BOARDS, value)),
    "board is not one of the app's boards.",
  ),
  v.transform((value) => (typeof value === 'string' && value !== '' ? (value as BoardId) : undefined)),
);

/** The market, and the starline slot (timing) where there is one. */
const where = v.object({
  market: v.pipe(
    v.unknown(),
    v.transform((market) => (typeof market === 'string' ? market.trim() : '')),
    v.check((market) => market !== '', 'market is required.'),
  ),
  timing: optionalWord('timing', 5),
  board,
});

/** place-bet: each bid's number and amount stay as sent, for the market's own rules to judge. */
export const PlaceBetCommand = v.pipe(
  v.intersect([slip, where]),
  v.transform(({ request_id, number, amount, types, market, timing, board }) => ({
    requestId: request_id,
    market,
    timing,
    board,
    bids: number.map((each, i) => ({ number: each, amount: amount[i]!, session: types[i] ?? '' })),
  })),
);
export type PlaceBetCommand = v.InferOutput<typeof PlaceBetCommand>;
export type SlipEntry = PlaceBetCommand['bids'][number];
