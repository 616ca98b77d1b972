// The place-bet request, written once: the server parses it with this schema, and the betting
// adapter sends `RequestBody` of it.
import * as v from 'valibot';
import { BOARDS, type BoardId } from 'matka-core/player';
import { said } from '../requests/refusal-words.js';
import { optionalWord, sentAs } from '../requests/request-fields.js';

export const MAX_BIDS_PER_REQUEST = 500;

/** The player API's comma-separated lists: '5,42,128'. */
const list = (fieldName: string, whenMissing?: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => value ?? whenMissing),
    v.check((value) => typeof value === 'string' || typeof value === 'number', said('commaList', { field: fieldName })),
    v.check(
      (value) => typeof value !== 'string' || value.length <= 20_000,
      said('commaListTooLong', { field: fieldName, max: '20,000' }),
    ),
    v.transform((value) =>
      typeof value === 'number' ? [String(value)] : (value as string).split(',').map((item) => item.trim()),
    ),
  );

/** The slip: numbers, amounts and sessions (types) side by side, one bid each. */
const slip = v.pipe(
  v.object({
    request_id: optionalWord('request_id', 100),
    number: sentAs<string | number>()(list('number')),
    amount: sentAs<string | number>()(list('amount')),
    types: sentAs<string | undefined>()(list('types', '')),
  }),
  v.check(({ number }) => number.length > 0 && number[0] !== '', said('addBetFirst')),
  v.check(({ number }) => number.length <= MAX_BIDS_PER_REQUEST, said('tooManyBids', { max: MAX_BIDS_PER_REQUEST })),
  v.check(
    ({ number, amount, types }) =>
      amount.length === number.length && (types.length === number.length || (types.length === 1 && types[0] === '')),
    said('bidListsDiffer'),
  ),
);

/** The board the slip was built on, where the app says it: one of core's BOARDS. */
const board = sentAs<string | undefined>()(
  v.pipe(
    v.unknown(),
    v.check(
      (value) =>
        value === undefined ||
        value === null ||
        value === '' ||
        (typeof value === 'string' && Object.hasOwn(BOARDS, value)),
      said('unknownBoard'),
    ),
    v.transform((value) => (typeof value === 'string' && value !== '' ? (value as BoardId) : undefined)),
  ),
);

/** The market, and the starline slot (timing) where there is one. */
const where = v.object({
  market: sentAs<string>()(
    v.pipe(
      v.unknown(),
      v.transform((market) => (typeof market === 'string' ? market.trim() : '')),
      v.check((market) => market !== '', said('marketRequired')),
    ),
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
