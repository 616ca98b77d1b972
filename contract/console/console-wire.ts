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

export const operatorIdentity = v.object({
  id,
  username: v.string(),
  role,
  totpEnabled: v.optional(v.boolean(), false),
});
export const sessionAnswer = v.object({
  operator: operatorIdentity,
  csrfToken: v.string(),
  idleMinutes: v.optional(v.number(), 30),
  serverZone: maybe(v.string()),
});
export const operatorAnswer = v.pipe(
  v.object({ operator: operatorIdentity }),
  v.transform((a) => a.operator),
);
export const okAnswer = v.pipe(
  v.optional(v.unknown()),
  v.transform(() => undefined),
);

/** Who a request or a credit is for. */
export const playerRef = v.object({ id, name: words, mobile: words });

/** A hold on a player's payouts: while it stands, their withdrawals are neither requested nor approved. */
export const payoutHold = maybe(v.object({ reason: words, heldBy: words, heldAt: words }));

const json = v.pipe(
  v.unknown(),
  v.transform((value) =>
    value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
  ),
);
export const auditRow = v.object({
  id,
  at: v.string(),
  operator: words,
  role: words,
  action: v.string(),
  target: words,
  before: json,
  after: json,
  address: words,
});

export const operatorRow = v.object({
  ...operatorIdentity.entries,
  disabled: v.boolean(),
  createdAt: v.string(),
  lastSignInAt: maybe(v.string()),
  createdBy: maybe(v.string()),
});
