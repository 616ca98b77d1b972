// The player API's account answers, written once. The accounts adapter reads them with these
// schemas; the server types its answers with what the schemas take (their input types).
import * as v from 'valibot';
import { envelopeEntries, flag, opt, successAnswer } from './envelope.js';

/** A sign-in answer (login, register, verifyForgotOTP): the success flag, and on success the session token and the account's name and email. */
export const accountAnswer = v.looseObject({
  ...successAnswer.entries,
  api_token: opt(v.string()),
  name: opt(v.string()),
  email: opt(v.string()),
});

/** The legacy form `status_check` answer: `verify` '1' for a verified player. */
export const statusAnswer = v.looseObject({ ...envelopeEntries, verify: opt(flag) });

/** What the server sends, as the schemas take it. */
export type AccountAnswer = v.InferInput<typeof accountAnswer>;
export type StatusAnswer = v.InferInput<typeof statusAnswer>;
