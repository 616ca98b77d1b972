// The limits a player sets on themself, as requests written once: the server parses them with
// these schemas, and the funds adapter sends `RequestBody` of them. Amounts are rupees.
import * as v from 'valibot';
import { absent, amount, oneOf, sentAs } from '../requests/request-fields.js';
import { LIMIT_KINDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES, type RealityCheckMinutes } from 'matka-core/player';
import { said } from '../requests/refusal-words.js';
import { COOL_OFF_PERIODS, EXCLUSION_PERIODS } from './self-limit-periods.js';

const removes = (value: unknown) => absent(value) || value === 0 || (typeof value === 'string' && value.trim() === '0');

/** Rupees as paise, or null (empty, 0) to remove the limit. */
const limitAmount = (what: Parameters<typeof amount>[0]) => {
  const parse = amount(what);
  return sentAs<string | number>()(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (removes(dataset.value)) return null;
        const parsed = v.safeParse(parse, dataset.value);
        if (parsed.success) return parsed.output;
        addIssue({ message: parsed.issues[0].message });
        return NEVER;
      }),
    ),
  );
};

/** daily-limit (kept for older apps): the day window of the stake limit. */
export const DailyLimitCommand = v.object({ amount: limitAmount('dailyLimit') });
export type DailyLimitCommand = v.InferOutput<typeof DailyLimitCommand>;

/** set-limit: one of the nine limits, a kind over a period. */
export const SetLimitCommand = v.object({
  kind: oneOf(LIMIT_KINDS, said('limitKindOnly')),
  period: oneOf(LIMIT_PERIODS, said('limitPeriodOnly')),
  amount: limitAmount('amount'),
});
export type SetLimitCommand = v.InferOutput<typeof SetLimitCommand>;

export const CoolOffCommand = v.object({
  period: oneOf(COOL_OFF_PERIODS, said('coolOffPeriodOnly')),
});
export type CoolOffCommand = v.InferOutput<typeof CoolOffCommand>;

export const SelfExclusionCommand = v.object({
  period: oneOf(EXCLUSION_PERIODS, said('exclusionPeriodOnly')),
});
export type SelfExclusionCommand = v.InferOutput<typeof SelfExclusionCommand>;

/** set-reality-check: `minutes` 0 (off), 15, 30 or 60, as a number or its digits. */
export const RealityCheckCommand = v.object({
  minutes: sentAs<RealityCheckMinutes | `${RealityCheckMinutes}`>()(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => REALITY_CHECK_MINUTES.some((m) => value === m || value === String(m)),
        said('realityCheckMinutesOnly'),
      ),
      v.transform((value) => Number(value) as RealityCheckMinutes),
    ),
  ),
});
export type RealityCheckCommand = v.InferOutput<typeof RealityCheckCommand>;
