import type { Context } from 'hono';
import { resultLogPage } from '../services/results/result-log.js';
import type { Services } from '../services/server-services.js';

export const RESULT_LOG_MAX_PAGE = 1000;
const DEFAULT_PAGE = 100;

/** A whole number within bounds, the default when absent, or undefined when it is not one. */
function wholeNumber(text: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * GET /results/log.json?from=SEQ&limit=N: the public result log, no session needed. A page is
 * cached briefly: an entry never changes, only new ones arrive.
 */
export function resultLogRoute(s: Services) {
  return async (c: Context) => {
    const from = wholeNumber(c.req.query('from'), 1, 1, Number.MAX_SAFE_INTEGER);
    if (from === undefined) return c.json({ error: 'from must be a whole number of 1 or more (an entry’s seq).' }, 400);
    const limit = wholeNumber(c.req.query('limit'), DEFAULT_PAGE, 1, RESULT_LOG_MAX_PAGE);
    if (limit === undefined)
      return c.json({ error: `limit must be a whole number from 1 to ${RESULT_LOG_MAX_PAGE}.` }, 400);
    const page = await resultLogPage(s.db, from, limit);
    c.header('Cache-Control', 'public, max-age=10');
    return c.json(page);
  };
}
