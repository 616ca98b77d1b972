import type { Hono } from 'hono';
import type { DeskCountsAnswer } from '../../../contract/console/desks.js';
import { pendingCounts } from '../../services/console/pending-counts.js';
import { claimedCounts } from '../../services/funds/desk-claims.js';
import type { Services } from '../../services/server-services.js';
import type { ConsoleContext, ConsoleEnv } from './console-context.js';
import { operatorStream } from './operator-stream.js';

const NONE: DeskCountsAnswer = { pendingDeposits: 0, pendingWithdrawals: 0, claimedDeposits: 0, claimedWithdrawals: 0 };

/** The counts an operator may see: the desks' roles see the queues and their claims, others zeros. */
const countsFor = async (s: Services, c: ConsoleContext): Promise<DeskCountsAnswer> => {
  const { role } = c.get('session').operator;
  if (role !== 'owner' && role !== 'cashier') return NONE;
  const claimed = await claimedCounts(s.db, s.clock.now());
  return { ...(await pendingCounts(s.db)), claimedDeposits: claimed.deposits, claimedWithdrawals: claimed.withdrawals };
};

/**
 * GET /counts, and GET /events: Server-Sent Events sending `counts` at once and whenever a
 * deposit or withdrawal arrives or is decided, or a cashier claims one for review or lets it
 * go (migration 039), in any server process (the `funds` channel
 * of the events hub, fed by the database's triggers). Nothing polls: between events only
 * the heartbeat runs, and it ends the stream when the session has ended.
 */
export function countRoutes(s: Services, routes: Hono<ConsoleEnv>): void {
  routes.get('/counts', async (c) => c.json(await countsFor(s, c)));
  routes.get('/events', (c) =>
    operatorStream(s, c, 'counts', async (_, sender) => {
      const { role } = c.get('session').operator;
      // Each sent with the counts read when its turn comes.
      const send = () => sender.send('counts', () => countsFor(s, c));
      const unsubscribe =
        role === 'owner' || role === 'cashier' ? await s.events.subscribe('funds', send) : () => undefined;
      send();
      return unsubscribe;
    }),
  );
}
