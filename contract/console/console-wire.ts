// The console's wire schemas (docs/console-api.md): ids as numbers or strings (read as
// strings), money as integer paise (pg's bigint may arrive as a string of digits), times as
// the server's text, optional fields missing or null.
import * as v from 'valibot';
import { OPERATOR_ROLES } from 'matka-core/console';

export const id = v.pipe(v.union([v.number(), v.string()]), v.transform(String));
export const paise = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform(Number),
);
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
export const words = v.pipe(v.nullish(v.union([v.string(), v.number()]), ''), v.transform(String));
export const role = v.picklist(OPERATOR_ROLES);

export const pageOf = <S extends v.GenericSchema>(row: S) =>
  v.object({
    rows: v.array(row),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
    capped: v.optional(v.boolean()),
  });

/** An operator as a session and the operators' changes carry them. */
export const operatorIdentity = v.object({
  id,
  username: v.string(),
  role,
  totpEnabled: v.optional(v.boolean(), false),
});
/** An operator's change (role, disabled, two-factor sign-in): the operator as they now stand. */
export const operatorAnswer = v.pipe(
  v.object({ operator: operatorIdentity }),
  v.transform((a) => a.operator),
);
/** A call that answers nothing the console reads. */
export const okAnswer = v.pipe(
  v.optional(v.unknown()),
  v.transform(() => undefined),
);

/** Who a request or a credit is for. */
export const playerRef = v.object({ id, name: words, mobile: words });

/** A hold on a player's payouts: while it stands, their withdrawals are neither requested nor approved. */
export const payoutHold = maybe(v.object({ reason: words, heldBy: words, heldAt: words }));

export type OperatorAnswer = v.InferInput<typeof operatorAnswer>;

/**
 * Any refusal of the console API (4xx, 5xx): the words to show, and for the two that ask
 * something first, what they ask: a second factor, or whether to leave bets unsettled.
 */
export const refusalBody = v.object({
  error: v.string(),
  totpRequired: v.optional(v.boolean()),
  /** Asked first: the unsettled bets a market change would take out of play. */
  unsettled: v.optional(
    v.object({ bets: v.pipe(v.number(), v.integer()), stakePaise: v.pipe(v.number(), v.integer()) }),
  ),
});
export type RefusalBody = v.InferInput<typeof refusalBody>;
