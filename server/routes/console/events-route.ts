import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { DeskCountsAnswer } from '../../../contract/console/desks.js';
import { holdOpen, orderedSender } from '../../http/live-stream.js';
import { pendingCounts } from '../../services/console/pending-counts.js';
import type { Services } from '../../services/server-services.js';
import type { ConsoleContext, ConsoleEnv } from './console-context.js';

/** A comment line this often keeps proxies from closing a quiet stream, and notices an ended session. */
export const HEARTBEAT_MS = 25_000;
const NONE: DeskCountsAnswer = { pendingDeposits: 0, pendingWithdrawals: 0 };

/** The counts an operator may see: the desks' roles see the queues, others zeros. */
const countsFor = async (s: Services, c: ConsoleContext) => {
  const { role } = c.get('session').operator;
  return role === 'owner' || role === 'cashier' ? pendingCounts(s.db) : NONE;
};

/**
 * GET /counts, and GET /events: Server-Sent Events sending `counts` at once and whenever a
 * deposit or withdrawal arrives or is decided in any server process (the `funds` channel
 * of the events hub, fed by the database's triggers). Nothing polls: between events only
 * the heartbeat runs, and it ends the stream when the session has ended.
 */
export function countRoutes(s: Services, routes: Hono<ConsoleEnv>): void {
  routes.get('/counts', async (c) => c.json(await countsFor(s, c)));
  routes.get('/events', (c) => {
    const session = c.get('session');
    c.header('Cache-Control', 'no-store');
    // Tells a buffering proxy (nginx) to pass each event on at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // At most a few per operator in this process: a new one ends the oldest.
      const release = s.streams.admit(`operator:${session.operator.id}:counts`, () => stream.abort());
      // Sent in order, each with the counts read when its turn comes.
      const sender = orderedSender(stream, 'console');
      const send = () => sender.send('counts', () => countsFor(s, c));
      const sees = session.operator.role === 'owner' || session.operator.role === 'cashier';
      const unsubscribe = sees ? await s.events.subscribe('funds', send) : () => undefined;
      send();
      await holdOpen(stream, () => s.console.sessions.alive(session), HEARTBEAT_MS);
      release();
      unsubscribe();
      await sender.drained();
    });
  });
}
