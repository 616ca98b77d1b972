// A player's deposits, withdrawals, bets and wins on the console's API (docs/console-api.md),
// each read into core's one ActivityRow. The API names these rows only loosely ("the
// player's rows"), so every field but the id and a time is optional, and the detail line
// says what the row carries.
import * as v from 'valibot';
import type { ActivityRow } from 'matka-core/console';
import { id, maybe, paise } from './console-wire.js';

const text = maybe(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));

const activity = v.looseObject({
  id: v.optional(id, ''),
  at: v.optional(v.string()),
  createdAt: v.optional(v.string()),
  amountPaise: v.optional(paise),
  stakePaise: v.optional(paise),
  winPaise: v.optional(paise),
  status: text,
  utr: text,
  market: text,
  game: text,
  session: text,
  number: text,
  payoutReference: text,
  reason: text,
});

/** The detail line: UTR, market · game · session · number, payout reference, reason. */
function detailOf(row: v.InferOutput<typeof activity>): string {
  const play = [row.market, row.game, row.session, row.number].filter(Boolean).join(' · ');
  return [row.utr && `UTR ${row.utr}`, play, row.payoutReference && `Ref ${row.payoutReference}`, row.reason]
    .filter(Boolean)
    .join(' — ');
}

/** One of a player's rows: its id, time, amount (a stake or a win when it has no amount), status and detail. */
export const activityRow = v.pipe(
  activity,
  v.transform((row): ActivityRow => ({
    id: row.id,
    at: row.at ?? row.createdAt ?? '',
    amountPaise: row.amountPaise ?? row.stakePaise ?? row.winPaise ?? 0,
    status: row.status,
    detail: detailOf(row),
  })),
);

export type ActivityRowAnswer = v.InferInput<typeof activityRow>;
