import * as v from 'valibot';
import { absent, amount, oneOf } from './field-schemas.js';
import { said } from './keyed-message.js';

export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];

export const EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

const removes = (value: unknown) => absent(value) || value === 0 || (typeof value === 'string' && value.trim() === '0');
const dailyLimit = amount('dailyLimit');

/** daily-limit: rupees a day as paise, or null (empty, 0) to remove the limit. */
export const DailyLimitCommand = v.object({
  amount: v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (removes(dataset.value)) return null;
      const parsed = v.safeParse(dailyLimit, dataset.value);
      if (parsed.success) return parsed.output;
      addIssue({ message: parsed.issues[0].message });
      return NEVER;
    }),
  ),
});
export type DailyLimitCommand = v.InferOutput<typeof DailyLimitCommand>;

export const CoolOffCommand = v.object({
  period: oneOf(COOL_OFF_PERIODS, said('coolOffPeriodOnly')),
});
export type CoolOffCommand = v.InferOutput<typeof CoolOffCommand>;

export const SelfExclusionCommand = v.object({
  period: oneOf(EXCLUSION_PERIODS, said('exclusionPeriodOnly')),
});
export type SelfExclusionCommand = v.InferOutput<typeof SelfExclusionCommand>;
