import type { Database } from '../../db/database.js';
import { CONSOLE_PAGE_SIZE, cappedCount, offsetOf } from '../platform/console-format.js';
import { deskWhere, type DeskFilter, type DeskOrder } from './desk-filter.js';

/**
 * The requests one desk page shows, as ids in the desk's order (pending first, oldest on top
 * unless `order` is newest; then the decided ones, newest on top), and the count of the filter (capped: console-format.ts). Each part reads the
 * requests newest first by id and stops at the page: a page never sorts the whole table, and
 * what a row shows beside it (a deposit's warnings) is worked out for the page's rows alone.
 * `table` and `alias` are the desks' own words, never input.
 */
export async function deskPage(
  db: Database,
  table: 'deposits' | 'withdrawals',
  filter: DeskFilter,
  page: number,
  order: DeskOrder = 'oldest',
): Promise<{ ids: number[]; total: number }> {
  const alias = table === 'deposits' ? 'd' : 'w';
  const { where, params } = deskWhere(alias, filter, table === 'deposits' ? 'd.utr' : 'w.payout_reference');
  const from = `from ${table} ${alias} join users u on u.id = ${alias}.user_id where (${where})`;
  const count = async (fromWhere: string) =>
    Number((await db.query<{ n: number }>(cappedCount(fromWhere), params))[0]!.n);
  const idsOf = async (fromWhere: string, limit: number, offset: number, direction: 'asc' | 'desc' = 'desc') =>
    (
      await db.query<{ id: number }>(
        `select ${alias}.id ${fromWhere} order by ${alias}.id ${direction} limit ${limit} offset ${offset}`,
        params,
      )
    ).map((r) => Number(r.id));
  const total = await count(from);
  const offset = offsetOf(page);
  const pendingDirection = order === 'oldest' ? 'asc' : 'desc';
  // One status asked for: its index (status, id); pending ones in the order asked, decided ones newest first.
  if (filter.status !== null)
    return {
      ids: await idsOf(from, CONSOLE_PAGE_SIZE, offset, filter.status === 'Pending' ? pendingDirection : 'desc'),
      total,
    };
  // Every status: the pending requests (few) first, then the decided ones.
  const pendingFrom = `${from} and ${alias}.status = 'Pending'`;
  const pending = await count(pendingFrom);
  const ids = offset < pending ? await idsOf(pendingFrom, CONSOLE_PAGE_SIZE, offset, pendingDirection) : [];
  if (ids.length < CONSOLE_PAGE_SIZE)
    ids.push(
      ...(await idsOf(
        `${from} and ${alias}.status <> 'Pending'`,
        CONSOLE_PAGE_SIZE - ids.length,
        Math.max(0, offset - pending),
      )),
    );
  return { ids, total };
}
