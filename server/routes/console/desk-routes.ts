import { Hono } from 'hono';
import { parseConsole, type ConsoleFields } from '../../commands/parse-console.js';
import { Approval, ApproveCovered, Reject } from '../../../contract/console/console-requests.js';
import { parseDeskListing } from '../../commands/desk-commands.js';
import { idOf } from '../../services/platform/console-format.js';
import type { DeskListing } from '../../services/funds/desk-filter.js';
import type { WithdrawalDecision } from '../../services/funds/withdraw-desk.js';
import type { Actor } from '../../services/platform/actor.js';
import type { Services } from '../../services/server-services.js';
import { allow, handle, refusalAnswer, type ConsoleEnv } from './console-context.js';
import { depositScreenshotRoute } from '../deposit-screenshot-route.js';

/** What each desk does for cashierDesk: its queue, and a cashier's claim on one of its requests. */
interface CashierDesk {
  list(listing: DeskListing): Promise<object>;
  claim(actor: Actor, id: number): Promise<object>;
  release(actor: Actor, id: number): Promise<object>;
}

/**
 * A desk for owners and cashiers: its queue at GET / (a page of it, filtered: desk-filter.ts),
 * and POST /:id/claim (made or renewed) and /:id/release, a cashier's claim on a request
 * they review (desk-claims.ts).
 */
function cashierDesk(s: CashierDesk, noun: 'deposit' | 'withdrawal'): Hono<ConsoleEnv> {
  const desk = new Hono<ConsoleEnv>();
  desk.use('*', allow('owner', 'cashier'));
  desk.get(
    '/',
    handle((fields) => s.list(parseDeskListing(fields))),
  );
  desk.post(
    '/:id/claim',
    handle((_, c) => s.claim(c.get('actor'), idOf(c.req.param('id'), noun))),
  );
  desk.post(
    '/:id/release',
    handle((_, c) => s.release(c.get('actor'), idOf(c.req.param('id'), noun))),
  );
  return desk;
}

/** /deposits: the deposit desk, for owners and cashiers. */
export function depositRoutes(s: Services): Hono<ConsoleEnv> {
  const desk = cashierDesk(s.console.deposits, 'deposit');
  // The screenshot as an image of its own type; never kept by a cache (it is a player's payment).
  desk.get('/:id/image', depositScreenshotRoute(s, refusalAnswer));
  desk.post(
    '/:id/approve',
    handle((_, c) => s.console.deposits.decide(c.get('actor'), idOf(c.req.param('id'), 'deposit'), 'approve', '')),
  );
  desk.post(
    '/:id/reject',
    handle((fields, c) => {
      const id = idOf(c.req.param('id'), 'deposit');
      return s.console.deposits.decide(c.get('actor'), id, 'reject', parseConsole(Reject, fields).reason);
    }),
  );
  return desk;
}

/** /withdrawals: the withdraw desk, for owners and cashiers (an owner alone approves the covered part of one). */
export function withdrawalRoutes(s: Services): Hono<ConsoleEnv> {
  const desk = cashierDesk(s.console.withdrawals, 'withdrawal');
  desk.get(
    '/:id/context',
    handle((_, c) => s.console.withdrawals.context(idOf(c.req.param('id'), 'withdrawal'))),
  );
  // The withdrawal of the path's id, decided as its fields say.
  const decide = (decision: (fields: ConsoleFields) => WithdrawalDecision) =>
    handle((fields, c) =>
      s.console.withdrawals.decide(c.get('actor'), idOf(c.req.param('id'), 'withdrawal'), decision(fields)),
    );
  desk.post(
    '/:id/approve',
    decide((fields) => ({ approve: true, payoutReference: parseConsole(Approval, fields).payoutReference ?? '' })),
  );
  desk.post(
    '/:id/approve-covered',
    allow('owner'),
    decide((fields) => {
      const { payoutReference, reason } = parseConsole(ApproveCovered, fields);
      return { approve: true, payoutReference: payoutReference ?? '', coveredOnly: { reason } };
    }),
  );
  desk.post(
    '/:id/reject',
    decide((fields) => ({ approve: false, reason: parseConsole(Reject, fields).reason })),
  );
  return desk;
}
