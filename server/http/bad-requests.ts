import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { failureForLog } from '../db/query-failure.js';
import { hasUnstorableText, UNSTORABLE_TEXT } from './storable-text.js';

const BAD_ENCODING = 'Bad request: the address is not valid percent-encoded UTF-8.';

/** A short plain answer that no cache keeps. */
const plain = (c: Context, text: string, status: 400 | 500) => {
  c.header('Cache-Control', 'no-store');
  return c.text(text, status);
};

/**
 * A path or query with a broken escape (`/results/jodi/%E0%A4%A`) is the client's mistake:
 * a 400 up front, rather than a route reading half-decoded text.
 */
export const rejectBadEncoding: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname + url.search);
  } catch {
    return plain(c, BAD_ENCODING, 400);
  }
  if (hasUnstorableText(decoded)) return plain(c, `Bad request: ${UNSTORABLE_TEXT}`, 400);
  await next();
};

/**
 * The last resort: a URIError (a route decoding text itself) is still a 400, quietly; an
 * HTTPException (Hono's own) answers as it says; anything else is logged (its stack, and a
 * failed query's statement: never what the request carried) and answered with no detail.
 */
export const answerUnexpected: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  if (error instanceof URIError) return plain(c, BAD_ENCODING, 400);
  console.error(`[http] ${c.req.method} ${c.req.path}`, failureForLog(error));
  return plain(c, 'Something went wrong on our side. Please try again.', 500);
};
