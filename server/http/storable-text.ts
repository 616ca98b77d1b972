/**
 * What PostgreSQL cannot store, or the audit trail cannot write as JSON: a NUL character,
 * and half of a UTF-16 surrogate pair. A request carrying either is refused up front with
 * a clear 400, instead of failing in the database with a 500.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT = 'Text may not contain the NUL character or broken Unicode.';

/** Whether any key or string in a request's fields (nested up to a depth) cannot be stored. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  for (const [key, each] of Object.entries(value)) {
    if (UNSTORABLE.test(key) || hasUnstorableText(each, depth + 1)) return true;
  }
  return false;
}
