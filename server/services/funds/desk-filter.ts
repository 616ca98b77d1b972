/** Which requests a desk lists: a status (null: any), a search, and an amount range in paise (null: open-ended). */
export interface DeskFilter {
  status: 'Pending' | 'Completed' | 'Rejected' | null;
  /** A mobile, a name or a UTR, or a part of one; '' for every request. */
  q: string;
  minPaise: number | null;
  maxPaise: number | null;
}

/** A desk's list query: the filter, the pending requests' order (oldest first unless newest is asked) and a page. */
export interface DeskListing extends DeskFilter {
  page: number;
  order: DeskOrder;
}

/** The order of the pending requests: oldest first serves the player who paid first; decided ones stay newest first. */
export type DeskOrder = 'oldest' | 'newest';

/**
 * A desk list's where-clause: the status, the amount range, and the search, which matches a
 * part of the player's mobile, of their name (in any case), or of the request's `references`
 * (a deposit's UTR, a withdrawal's payout reference; in any case). LIKE's own characters in
 * the search are matched as themselves. `alias` is the request table's; the player is `u`.
 */
export function deskWhere(
  alias: 'd' | 'w',
  { status, q, minPaise, maxPaise }: DeskFilter,
  references: string,
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (status !== null) clauses.push(`${alias}.status = ${param(status)}`);
  if (minPaise !== null) clauses.push(`${alias}.amount >= ${param(minPaise)}`);
  if (maxPaise !== null) clauses.push(`${alias}.amount <= ${param(maxPaise)}`);
  const search = searchWords(q);
  if (search !== '') {
    const like = param(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    clauses.push(`(u.mobile like ${like} or u.name ilike ${like} or ${references} ilike ${like})`);
  }
  return { where: clauses.length === 0 ? 'true' : clauses.join(' and '), params };
}

/** A mobile typed with spaces or dashes ('98765 43210') is searched without them. */
function searchWords(q: string): string {
  const trimmed = q.trim();
  return /^[\d\s-]+$/.test(trimmed) ? trimmed.replace(/[\s-]/g, '') : trimmed;
}
