import type { DeskDecision } from '../ports/desk-gateway.js';

/**
 * A desk's order: pending requests first, newest on top, then the decided ones, newest on
 * top. Times are the server's 'YYYY-MM-DD HH:MM:SS', which sort as text. The server sends
 * them so; the desk keeps to it whatever a page holds.
 */
export function deskOrder<R extends Pick<DeskDecision, 'status'> & { createdAt: string }>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) => {
    const pending = Number(b.status === 'pending') - Number(a.status === 'pending');
    return pending !== 0 ? pending : b.createdAt.localeCompare(a.createdAt);
  });
}
