// The results desk on the console's API (docs/console-api.md, "Results"): what the server
// answers, written once. The console's adapter reads the answers with these schemas; the
// server types its answers with what the schemas take (their input types), so whatever it
// sends, the console can read.
import * as v from 'valibot';
import { GAMES } from 'matka-core';
import { MARKET_KINDS } from 'matka-core/player';
import { words } from './console-wire.js';

const kind = v.picklist(MARKET_KINDS);
const game = v.picklist(GAMES);
/** Money in paise and counts: whole numbers. */
const paise = v.pipe(v.number(), v.integer());
const valueOrNull = v.nullable(v.string());

export const exposureRow = v.object({
  game,
  number: v.string(),
  session: v.string(),
  bids: paise,
  stakePaise: paise,
  payoutPaise: paise,
  rate: v.string(),
});
export const gridRow = v.object({
  ...exposureRow.entries,
  roomPaise: v.nullish(paise, null),
  paidPaise: v.nullish(paise, null),
});
/** A voided market day (absent from an older server). */
const voided = v.optional(
  v.nullable(v.object({ by: v.string(), at: v.string(), refundedBets: paise, refundedPaise: paise })),
  null,
);
/** What waits for a second operator (two-person control; absent from an older server: nothing). */
const pending = v.optional(
  v.array(
    v.object({
      session: v.picklist(['open', 'close', '']),
      timing: v.string(),
      kind: v.picklist(['declare', 'correct']),
      by: v.string(),
      at: words,
      early: v.optional(v.boolean(), false),
      mine: v.optional(v.boolean(), false),
      value: valueOrNull,
      disputed: v.optional(
        v.nullable(
          v.object({
            by: v.string(),
            at: words,
            value: valueOrNull,
          }),
        ),
        null,
      ),
    }),
  ),
  [],
);
/** A declaration's or correction's answer: declared, or waiting for a second operator (an older server: declared). */
export const stepAnswer = v.pipe(
  v.object({
    state: v.optional(v.picklist(['declared', 'pending', 'disputed']), 'declared'),
    message: v.optional(v.string(), ''),
  }),
  v.transform((a) => ({ state: a.state, message: a.message })),
);
const marketDay = {
  market: v.string(),
  kind,
  day: v.string(),
  timing: v.string(),
  session: v.string(),
};
export const todayAnswer = v.object({
  day: v.string(),
  rows: v.array(
    v.object({
      market: v.string(),
      kind,
      timing: v.string(),
      /** A night market still in the day its session opened on (absent: the board's day). */
      day: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
      openTime: v.string(),
      closeTime: v.string(),
      state: v.picklist(['open', 'running-for-close', 'closed', 'declared', 'voided', 'holiday', 'off-day']),
      closedReason: valueOrNull,
      result: v.object({ openPana: valueOrNull, closePana: valueOrNull, jodi: valueOrNull }),
      sessions: v.array(
        v.object({ session: v.picklist(['open', 'close', '']), bids: paise, stakePaise: paise, payoutPaise: paise }),
      ),
      bids: paise,
      stakePaise: paise,
      payoutPaise: paise,
      netPaise: paise,
      active: v.optional(v.boolean(), true),
      unsettled: v.optional(v.object({ bets: paise, stakePaise: paise }), { bets: 0, stakePaise: 0 }),
      voided,
      pending,
    }),
  ),
  /** Earlier market days with pending bets (absent from an older server: none). */
  earlier: v.optional(
    v.array(
      v.object({
        market: v.string(),
        kind,
        day: v.string(),
        timing: v.string(),
        unsettled: v.object({ bets: paise, stakePaise: paise }),
      }),
    ),
    [],
  ),
  totals: v.object({ bids: paise, stakePaise: paise, payoutPaise: paise, netPaise: paise }),
});
export const exposureAnswer = v.object({
  ...marketDay,
  result: v.object({ openPana: valueOrNull, closePana: valueOrNull, jodi: valueOrNull }),
  drawTime: v.string(),
  declared: v.optional(v.boolean(), false),
  limitPaise: v.nullish(paise, null),
  rows: v.array(gridRow),
  bids: paise,
  stakePaise: paise,
  paidPaise: v.nullish(paise, null),
  worst: v.object({ game, number: v.string(), session: v.string(), payoutPaise: paise }),
  voidFrom: v.optional(v.string()),
  voidable: v.optional(v.boolean()),
  voided,
  pending,
});
export const previewAnswer = v.object({
  ...marketDay,
  value: v.string(),
  ank: v.nullable(paise),
  declared: valueOrNull,
  winners: v.array(exposureRow),
  winningBids: paise,
  payoutPaise: paise,
  stakePaise: paise,
  netPaise: paise,
  now: v.string(),
  drawTime: v.string(),
  early: v.boolean(),
});
const correctionRow = v.object({
  player: v.object({ id: v.number(), name: v.string(), mobile: v.string() }),
  beforePaise: paise,
  afterPaise: paise,
  changePaise: paise,
});
export const correctionAnswer = v.object({
  ...marketDay,
  from: v.string(),
  to: v.string(),
  gainers: v.array(correctionRow),
  losers: v.array(correctionRow),
  payoutBeforePaise: paise,
  payoutAfterPaise: paise,
});
export const voidAnswer = v.object({
  market: v.string(),
  day: v.string(),
  timing: v.string(),
  refundedBets: paise,
  refundedPaise: paise,
  players: paise,
});

export type ExposureRowAnswer = v.InferInput<typeof exposureRow>;
export type TodayBoardAnswer = v.InferInput<typeof todayAnswer>;
export type ExposureAnswer = v.InferInput<typeof exposureAnswer>;
export type PreviewAnswer = v.InferInput<typeof previewAnswer>;
export type CorrectionAnswer = v.InferInput<typeof correctionAnswer>;
export type VoidAnswer = v.InferInput<typeof voidAnswer>;
