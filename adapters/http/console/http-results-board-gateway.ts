import * as v from 'valibot';
import type { MarketDayRef, ResultsBoardGateway, ResultValue } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import { okAnswer, words } from '../../../contract/console/console-wire.js';

const kind = v.picklist(['main', 'starline', 'jackpot']);
const game = v.picklist(['single', 'jodi', 'singlepanna', 'doublepanna', 'triplepanna', 'halfsangam', 'fullsangam']);
const paise = v.pipe(v.number(), v.integer());
const valueOrNull = v.nullable(v.string());

const exposureRow = v.object({
  game,
  number: v.string(),
  session: v.string(),
  bids: paise,
  stakePaise: paise,
  payoutPaise: paise,
  rate: v.string(),
});
const gridRow = v.object({
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
const stepAnswer = v.pipe(
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
const todayAnswer = v.object({
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
const exposureAnswer = v.object({
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
const previewAnswer = v.object({
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
const correctionAnswer = v.object({
  ...marketDay,
  from: v.string(),
  to: v.string(),
  gainers: v.array(correctionRow),
  losers: v.array(correctionRow),
  payoutBeforePaise: paise,
  payoutAfterPaise: paise,
});
const voidAnswer = v.object({
  market: v.string(),
  day: v.string(),
  timing: v.string(),
  refundedBets: paise,
  refundedPaise: paise,
  players: paise,
});

/** The market-day fields of the contract: a main market's session, a starline slot, a day. */
const dayFields = (day: MarketDayRef) => ({
  market: day.market,
  ...(day.session ? { session: day.session } : {}),
  ...(day.timing ? { timing: day.timing } : {}),
  ...(day.day ? { day: day.day } : {}),
});
/** The value as the contract names it: a jackpot's jodi, any other market's pana. */
const valueFields = (value: ResultValue) => ({
  ...dayFields(value),
  [value.kind === 'jackpot' ? 'jodi' : 'pana']: value.value,
});

/** The results desk over /console/api/results. */
export class HttpResultsBoardGateway implements ResultsBoardGateway {
  constructor(private readonly client: ConsoleClient) {}

  today: ResultsBoardGateway['today'] = () => this.client.get('results-today', 'results/today', {}, todayAnswer);
  exposure: ResultsBoardGateway['exposure'] = (day) =>
    this.client.get('results-exposure', 'results/exposure', dayFields(day), exposureAnswer);
  preview: ResultsBoardGateway['preview'] = (value) =>
    this.client.get('results-preview', 'results/preview', valueFields(value), previewAnswer);
  correction: ResultsBoardGateway['correction'] = (value) =>
    this.client.get('results-correction', 'results/correction', valueFields(value), correctionAnswer);
  declare: ResultsBoardGateway['declare'] = (value) =>
    this.client.post(
      'results-declare',
      'results/declare',
      { ...valueFields(value), confirm: value.confirm, ...(value.early ? { early: true } : {}) },
      stepAnswer,
    );
  correct: ResultsBoardGateway['correct'] = (value) =>
    this.client.post(
      'results-correct',
      'results/correct',
      { ...valueFields(value), confirm: value.confirm },
      stepAnswer,
    );
  withdraw: ResultsBoardGateway['withdraw'] = (day) =>
    this.client.post('results-withdraw', 'results/withdraw', dayFields(day), okAnswer);
  void: ResultsBoardGateway['void'] = (day) =>
    this.client.post('results-void', 'results/void', dayFields(day), voidAnswer);
}
