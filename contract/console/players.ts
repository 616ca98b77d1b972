// The players on the console's API (docs/console-api.md, "Calls": players): the list, a
// player's page and records, the actions on a player, the credits waiting for a second
// operator, notes and protection; what the server answers, written once. The console's
// adapter reads the answers with these schemas; the server types its answers with what the
// schemas take (their input types), so whatever it sends, the console can read.
import * as v from 'valibot';
import { toPaise } from 'matka-core/player';
import { activityRow } from './activity.js';
import { id, maybe, pageOf, paise, payoutHold, playerRef, words } from './console-wire.js';

/** A player as the list shows them. */
export const playerSummary = v.object({
  id,
  name: words,
  mobile: words,
  verified: v.boolean(),
  blocked: v.boolean(),
  balancePaise: paise,
  bonusPaise: paise,
  debtPaise: v.optional(paise, 0),
  createdAt: v.string(),
});

/** A player as their page shows them: the list's row, why they are blocked, and the hold on their payouts. */
export const playerDetail = v.object({
  ...playerSummary.entries,
  blockedReason: maybe(v.string()),
  email: maybe(v.string()),
  payoutHold,
});

/** GET players: a page of the search. */
export const playerPage = pageOf(playerSummary);

/** GET players/:id: the player and their live sessions. */
export const playerFile = v.object({
  player: playerDetail,
  sessions: v.nullish(v.array(v.object({ createdAt: v.string(), expiresAt: v.string() })), () => []),
});

/** An action on a player (block, hold, verify…, a credit's decision): the player as they now stand. */
export const playerAnswer = v.pipe(
  v.object({ player: playerDetail }),
  v.transform((a) => a.player),
);

/** A row of the player's ledger, with the wallet (main and bonus) after it. */
export const ledgerRow = v.object({
  id,
  at: v.string(),
  kind: v.string(),
  amountPaise: paise,
  bonusPaise: v.optional(paise, 0),
  balanceAfterPaise: paise,
  remark: words,
  // Who gave a bonus or an adjustment, and who approved it when it took two (else absent).
  givenBy: maybe(v.string()),
  approvedBy: maybe(v.string()),
});

/** GET players/:id/ledger: a page of it, newest first. */
export const ledgerPage = pageOf(ledgerRow);

/** GET players/:id/bets, /deposits, /withdrawals: a page of the player's rows, newest first. */
export const activityPage = pageOf(activityRow);

/** A wallet credit or bonus waiting for a second operator (two-person control). */
export const pendingCredit = v.object({
  id,
  player: playerRef,
  kind: v.picklist(['adjust', 'bonus']),
  amountPaise: paise,
  reason: words,
  by: words,
  at: words,
  /** The viewer asked for it: they may reject it, not approve it. */
  mine: v.optional(v.boolean(), false),
});

/** GET players/pending-credits: a page of them, newest first. */
export const pendingCreditPage = pageOf(pendingCredit);

/** A bonus's or credit's answer: the player, and the credit when it waits for a second operator. */
export const creditAnswer = v.pipe(
  v.object({ player: playerDetail, pending: v.optional(pendingCredit) }),
  v.transform((a) => (a.pending ? { ...a.player, pendingCredit: a.pending } : a.player)),
);

/** GET players/wallet-allowance: what the operator may still credit or debit today. */
export const walletAllowance = v.variant('unlimited', [
  v.object({ unlimited: v.literal(true) }),
  v.object({
    unlimited: v.literal(false),
    day: v.string(),
    ceilingPaise: paise,
    movedPaise: paise,
    leftPaise: paise,
  }),
]);

/** A note an operator wrote on the player. */
export const noteRow = v.object({ id, at: v.string(), operator: words, role: words, text: words });

/** GET players/:id/notes: a page of them, newest first. */
export const notePage = pageOf(noteRow);

/** POST players/:id/notes: the note written. */
export const noteAnswer = v.pipe(
  v.object({ note: noteRow }),
  v.transform((a) => a.note),
);

/** Rupees as the server writes them ('' for none) to paise. */
const rupees = v.pipe(
  v.string(),
  v.transform((value) => (value === '' ? undefined : (toPaise(value) ?? NaN))),
);

/**
 * GET players/:id/protection (and its changes): what the player set on themself, in the
 * player API's own words (rupees, snake_case), read into paise.
 */
export const protectionAnswer = v.pipe(
  v.object({
    protection: v.object({
      limits: v.array(
        v.object({
          kind: v.picklist(['deposit', 'stake', 'loss']),
          period: v.picklist(['day', 'week', 'month']),
          limit: rupees,
          used: rupees,
          next: v.string(),
          from: v.string(),
        }),
      ),
      cool_off_until: v.string(),
      excluded_until: v.string(),
      excluded_for_good: v.boolean(),
      reality_check: v.number(),
    }),
  }),
  v.transform(({ protection: p }) => ({
    limits: p.limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      limitPaise: l.limit,
      usedPaise: l.used ?? 0,
      next: l.next ? { limitPaise: l.next === 'none' ? undefined : (toPaise(l.next) ?? NaN), from: l.from } : undefined,
    })),
    coolOffUntil: p.cool_off_until,
    excludedUntil: p.excluded_until,
    excludedForGood: p.excluded_for_good,
    realityCheckMinutes: p.reality_check,
  })),
);

export type PlayerSummaryAnswer = v.InferInput<typeof playerSummary>;
export type PlayerPageAnswer = v.InferInput<typeof playerPage>;
export type PlayerFileAnswer = v.InferInput<typeof playerFile>;
export type LedgerPageAnswer = v.InferInput<typeof ledgerPage>;
export type ActivityPageAnswer = v.InferInput<typeof activityPage>;
export type PendingCreditAnswer = v.InferInput<typeof pendingCredit>;
export type PendingCreditPageAnswer = v.InferInput<typeof pendingCreditPage>;
export type CreditAnswer = v.InferInput<typeof creditAnswer>;
export type WalletAllowanceAnswer = v.InferInput<typeof walletAllowance>;
export type NoteRowAnswer = v.InferInput<typeof noteRow>;
export type NotePageAnswer = v.InferInput<typeof notePage>;
export type NoteAnswer = v.InferInput<typeof noteAnswer>;
export type ProtectionAnswer = v.InferInput<typeof protectionAnswer>;
