// The player API's envelope and the pieces its answers are written with, once: numbers come as
// strings or numbers, flags as booleans, '1'/'0' or 1/0, and optional fields as missing or
// null. The adapters read answers with these schemas; the server types its answers with what
// they take (their input types).
import * as v from 'valibot';

/** An optional field: missing and null both read as undefined. */
export const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );

export const amount = v.union([v.string(), v.number()]);
export const flag = v.union([v.boolean(), v.string(), v.number()]);
export const textField = v.pipe(v.nullish(v.union([v.string(), v.number()]), ''), v.transform(String));

/** A list; null or missing reads as empty. */
export const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), () => []);

/** The fields every answer may carry (session, wallet, auth, message, error, errors): whether the call was refused, and the balance. */
export const envelopeEntries = {
  session: opt(v.boolean()),
  auth: opt(v.boolean()),
  wallet: opt(amount),
  message: opt(v.pipe(amount, v.transform(String))),
  msg: opt(v.pipe(amount, v.transform(String))),
  error: opt(v.string()),
  errors: opt(v.record(v.string(), v.union([v.string(), v.array(v.string())]))),
  nosession: opt(flag),
  /** A refusal's words as a catalogue text; core checks the key. */
  text: opt(v.unknown()),
};

export const envelope = v.looseObject(envelopeEntries);

/** An answer with a success flag (JSON: true/false; legacy: '0' on failure). */
export const successAnswer = v.looseObject({ ...envelopeEntries, success: v.nullish(flag, false) });

/** What this server adds to a wallet movement (winnings, wallet transactions): its kind, ref and bid. */
export const movementEntries = {
  kind: v.optional(v.string()),
  ref: v.nullish(v.string()),
  market: v.nullish(v.string()),
  game: v.nullish(v.string()),
  number: v.nullish(v.string()),
  session: v.nullish(v.string()),
};

/** What every answer may carry, as the adapters read it. */
export type WireEnvelope = v.InferOutput<typeof envelope>;
/** An answer with a success flag, as the adapters read it. */
export type SuccessWire = v.InferOutput<typeof successAnswer>;
