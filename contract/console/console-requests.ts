// The operator console's calls (docs/console-api.md), each a schema over request-fields.ts;
// the server parses them with these and the console adapters send `RequestBody` of them.
import * as v from 'valibot';
import { LIMIT_KINDS, LIMIT_PERIODS } from 'matka-core/player';
import {
  MAX_NOTIFICATION_TEXT,
  MAX_NOTIFICATION_TITLE,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_REASON_LENGTH,
} from 'matka-core/console';
import { EXCLUSION_PERIODS } from '../player/self-limit-periods.js';
import { absent, sent } from '../requests/request-fields.js';
import {
  boundedText,
  day,
  mobile,
  newPassword,
  optionalText,
  page,
  role,
  rupees,
  signedRupees,
  totpCode,
  username,
} from './request-fields.js';

const SIGN_IN_WORDS = 'Enter your username and password.';
export const SignIn = v.object({
  username: v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string' && value.trim() !== '' && value.length <= 64, SIGN_IN_WORDS),
    v.transform((value) => (value as string).trim().toLowerCase()),
  ),
  password: v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string' && value !== '' && value.length <= 128, SIGN_IN_WORDS),
    v.transform((value) => value as string),
  ),
  totp: v.pipe(
    sent<string | number | undefined>(),
    v.transform((value) => (absent(value) ? undefined : String(value).replace(/\s/g, ''))),
  ),
});

export const Listing = v.object({
  status: v.pipe(
    sent<'pending' | 'completed' | 'rejected' | undefined>(),
    v.check(
      (value) => absent(value) || value === 'pending' || value === 'completed' || value === 'rejected',
      'status must be pending, completed or rejected.',
    ),
    v.transform((value) =>
      absent(value)
        ? null
        : (((value as string).charAt(0).toUpperCase() + (value as string).slice(1)) as
            'Pending' | 'Completed' | 'Rejected'),
    ),
  ),
  page,
});
export const Paging = v.object({ page });
// The limits of the words an operator types are core's, the very ones the console's fields and counters use.
export const Reject = v.object({ reason: boundedText('Reason', MAX_REASON_LENGTH) });
/**
 * A withdrawal's approval. Its payout reference may be left out only from the first of two
 * approvals of a payout above the two-person threshold (the second, who pays, gives it): the
 * withdraw desk refuses an approval that completes a withdrawal without one ('Payout reference
 * is required.').
 */
export const Approval = v.object({
  payoutReference: v.optional(boundedText('Payout reference', MAX_PAYOUT_REFERENCE_LENGTH)),
});
/** An owner's approval of the part of a withdrawal its player's debt leaves covered: the payout reference and why. */
export const ApproveCovered = v.object({ ...Approval.entries, ...Reject.entries });
export const Block = v.object({ reason: boundedText('Reason', MAX_REASON_LENGTH) });
export const Bonus = v.object({ amount: rupees('Amount'), reason: optionalText('Reason', MAX_REASON_LENGTH) });
export const Adjust = v.object({ amount: signedRupees('Amount'), reason: boundedText('Reason', MAX_REASON_LENGTH) });
export const PlayerSearch = v.object({ q: optionalText('Search', 60), page });
export const Notification = v.object({
  title: boundedText('Title', MAX_NOTIFICATION_TITLE),
  notification: boundedText('Notification', MAX_NOTIFICATION_TEXT),
  mobile,
});
export const AuditFilter = v.object({
  operator: optionalText('operator', 64),
  action: optionalText('action', 64),
  player: mobile,
  from: day('from'),
  to: day('to'),
  page,
});
export const NewOperator = v.object({ username, password: newPassword('Password'), role });
export const RoleChange = v.object({ role });
export const PasswordChange = v.object({
  current: v.pipe(
    sent<string>(),
    v.check(
      (value) => typeof value === 'string' && value !== '' && value.length <= 128,
      'Enter your current password.',
    ),
    v.transform((value) => value as string),
  ),
  next: newPassword('The new password'),
});
export const TotpCode = v.object({ code: totpCode });

/** An operator's own API token: what it is for, so it can be told apart and revoked ("nightly results script"). */
export const ApiTokenLabel = v.object({ label: boundedText('Label', 60) });

/**
 * A bonus through the bearer-token operator API: the console's Bonus, the player named by
 * their mobile (the console names them by id in the path).
 */
export const TokenBonus = v.object({
  mobile: v.pipe(
    mobile,
    v.check((value) => value !== undefined, 'mobile must be a 10-digit mobile number.'),
    v.transform((value) => value!),
  ),
  ...Bonus.entries,
});

/** Words that must be one of `words`, for a console call. */
const oneWordOf = <const T extends string>(name: string, words: readonly T[]) =>
  v.pipe(
    sent<T>(),
    v.check((value) => words.includes(value as T), `${name} must be one of ${words.join(', ')}.`),
    v.transform((value) => value as T),
  );

/** Support sets a lower limit for a player, at the player's request: what they asked, and how. */
export const LowerLimit = v.object({
  kind: oneWordOf('kind', LIMIT_KINDS),
  period: oneWordOf('period', LIMIT_PERIODS),
  amount: rupees('Amount'),
  request: boundedText('Request', MAX_REASON_LENGTH),
});
/** Support excludes a player, at the player's request. */
export const ExcludePlayer = v.object({
  period: oneWordOf('period', EXCLUSION_PERIODS),
  request: boundedText('Request', MAX_REASON_LENGTH),
});
