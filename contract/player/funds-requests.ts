// The player API's wallet requests (deposit, bank details, withdraw, transfer) and the operator
// API's funds queries, written once: the server parses them with these schemas, and the funds
// adapter sends `RequestBody` of them. Amounts are rupees.
import * as v from 'valibot';
import { absent, amount, mobile, typed, sentAs } from '../requests/request-fields.js';
import { said } from '../requests/refusal-words.js';

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
export const MAX_IMAGE_CHARS = 4_000_000;

export const DepositCommand = v.object({
  amount: amount(),
  transaction_id: typed('UTR number', 'utrRequired', {
    min: 6,
    max: 30,
    pattern: /^[A-Za-z0-9]+$/,
    hint: said('utrHint', { min: 6, max: 30 }),
  }),
  image: sentAs<string>()(
    v.pipe(
      v.unknown(),
      v.check(
        (image) => typeof image === 'string' && image.length <= MAX_IMAGE_CHARS && IMAGE_DATA_URL.test(image),
        said('imageFileInvalid', { size: '3 MB' }),
      ),
      v.transform((image) => image as string),
    ),
  ),
});

/**
 * deposit_history: the player's deposits (the latest 200), or with status 'pending' only those a
 * cashier has still to decide, however old (what the deposit and withdraw history shows above
 * its list).
 */
export const DepositHistoryQuery = v.pipe(
  v.object({
    status: sentAs<'pending' | undefined>()(
      v.pipe(
        v.unknown(),
        v.check((status) => absent(status) || status === 'pending', said('depositStatusOnly')),
      ),
    ),
  }),
  v.transform(({ status }) => ({ pendingOnly: status === 'pending' })),
);

export const BankDetailsCommand = v.object({
  acno: typed('Account number', 'accountNumberRequired', {
    min: 6,
    max: 20,
    pattern: /^\d+$/,
    hint: said('accountNumberHint', { min: 6, max: 20 }),
  }),
  name: typed('Account holder name', 'accountHolderRequired', {
    min: 2,
    max: 60,
    hint: said('accountHolderHint', { min: 2, max: 60 }),
  }),
  ifsc: v.pipe(
    typed('IFSC', 'ifscRequired', {
      max: 11,
      pattern: /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/,
      hint: said('ifscHint', { length: 11, example: 'SBIN0001234' }),
    }),
    v.transform((ifsc) => ifsc.toUpperCase()),
  ),
});

export const WithdrawCommand = v.object({ amount: amount() });

/** The legacy transfer: to another player's mobile (`user`). */
export const TransferCommand = v.object({ user: mobile, amount: amount() });

/** Before a transfer: whom a mobile (`user`) would pay, by their masked name. */
export const TransferRecipientQuery = v.object({ user: mobile });

/** An operator's bonus to a player. */
export const BonusCommand = v.object({ mobile, amount: amount() });

/** Where a deposit or withdrawal stands. */
const REQUEST_STATUSES = ['Pending', 'Completed', 'Rejected'] as const;

/** The most requests one page of the operator API's lists holds, and how many unless told. */
export const FUNDS_PAGE_MAX = 100;
export const FUNDS_PAGE_DEFAULT = 50;

/** Deposits or withdrawals in a status (pending unless told), a page at a time: `limit` of them after the id `after`. */
export const FundsListQuery = v.object({
  status: sentAs<string | undefined>()(
    v.pipe(
      v.unknown(),
      v.transform((status) => String(status ?? 'pending')),
      v.transform((status) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase()),
      v.check(
        (status) => (REQUEST_STATUSES as readonly string[]).includes(status),
        'status must be pending, completed or rejected.',
      ),
      v.transform((status) => status as (typeof REQUEST_STATUSES)[number]),
    ),
  ),
  limit: sentAs<string | number | undefined>()(
    v.pipe(
      v.unknown(),
      v.transform((limit) => (limit === undefined || limit === '' ? String(FUNDS_PAGE_DEFAULT) : String(limit))),
      v.check(
        (limit) => /^\d{1,3}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= FUNDS_PAGE_MAX,
        `limit must be a whole number from 1 to ${FUNDS_PAGE_MAX}.`,
      ),
      v.transform(Number),
    ),
  ),
  after: sentAs<string | number | undefined>()(
    v.pipe(
      v.unknown(),
      v.transform((after) => (after === undefined || after === '' ? null : String(after))),
      v.check(
        (after) => after === null || /^\d{1,15}$/.test(after),
        'after must be a request id (the `next` of the page before).',
      ),
      v.transform((after) => (after === null ? null : Number(after))),
    ),
  ),
});

/** A deposit or withdrawal named in the path. */
export const RequestIdCommand = v.object({
  id: sentAs<string | number>()(
    v.pipe(
      v.unknown(),
      v.check((id) => /^\d{1,15}$/.test(String(id)), 'The id must be a whole number of up to 15 digits, like 12.'),
      v.transform((id) => String(id)),
    ),
  ),
});
