// The periods of a cool-off and a self-exclusion, as the player API names them.
/** How long a player may cool off: a day, a week or 30 days. */
export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];

/** How long a player (or an operator for them) may exclude them: six months, a year, or for good. */
export const EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
