import type { DeskDecision, DeskOrder } from '../ports/desk-gateway.js';

/**
 * A desk's order: pending requests first, oldest on top (the player who paid first is served
 * first) or newest on top as `order` says, then the decided ones, newest on top. Times are
 * the server's 'YYYY-MM-DD HH:MM:SS', which sort as text; rows of one second keep the
 * server's order. The server sends them so; the desk keeps to it whatever a page holds.
 */
export function deskOrder<R extends Pick<DeskDecision, 'status'> & { createdAt: string }>(
  rows: readonly R[],
  order: DeskOrder = 'oldest',
): R[] {
  return [...rows].sort((a, b) => {
    const pending = Number(b.status === 'pending') - Number(a.status === 'pending');
    if (pending !== 0) return pending;
    const newest = b.createdAt.localeCompare(a.createdAt);
    return a.status === 'pending' && order === 'oldest' ? -newest : newest;
  });
}
