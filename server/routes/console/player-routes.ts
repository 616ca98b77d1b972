import { Hono } from 'hono';
import { parseConsole } from '../../commands/parse-console.js';
import {
  Adjust,
  Block,
  Bonus,
  ExcludePlayer,
  LowerLimit,
  Paging,
  PlayerSearch,
} from '../../../contract/console/console-requests.js';
import { Note } from '../../../contract/console/player-note-requests.js';
import { idOf } from '../../services/platform/console-format.js';
import type { Actor } from '../../services/platform/actor.js';
import type { Services } from '../../services/server-services.js';
import { allow, handle, type ConsoleContext, type ConsoleEnv } from './console-context.js';
import { playerPageEvents } from './player-page-events.js';

/**
 * /players: owners, cashiers and support read; owners and cashiers act; owners adjust the
 * main wallet, cashiers too within their daily ceiling; owners and support write notes and
 * hold or release a player's payouts, and tighten a player's limits or exclude them at their request.
 */
export function playerRoutes(s: Services): Hono<ConsoleEnv> {
  const players = new Hono<ConsoleEnv>();
  const desk = s.console.players;
  const actions = s.console.playerActions;
  const idIn = (c: ConsoleContext) => idOf(c.req.param('id'), 'player');
  const page = (fields: Record<string, unknown>) => parseConsole(Paging, fields).page;
  const actors = allow('owner', 'cashier');
  // A step on the player with no fields.
  const act = (step: (actor: Actor, id: number) => Promise<object>) => handle((_, c) => step(c.get('actor'), idIn(c)));

  players.use('*', allow('owner', 'cashier', 'support'));
  // Before '/:id', which would take the word for an id.
  players.get(
    '/wallet-allowance',
    actors,
    handle((_, c) => s.console.walletCeiling.allowance(c.get('actor'))),
  );
  // Wallet credits and bonuses waiting for a second operator (two-person control): the list
  // (`player` narrows it to one), and a second operator's approval or anyone's rejection.
  players.get(
    '/pending-credits',
    handle((fields, c) => {
      const player =
        fields.player === undefined || fields.player === '' ? undefined : idOf(String(fields.player), 'player');
      return actions.pendingCredits(c.get('actor'), page(fields), player);
    }),
  );
  players.post(
    '/pending-credits/:id/approve',
    actors,
    handle((_, c) => actions.decideCredit(c.get('actor'), idOf(c.req.param('id'), 'credit'), true)),
  );
  players.post(
    '/pending-credits/:id/reject',
    actors,
    handle((_, c) => actions.decideCredit(c.get('actor'), idOf(c.req.param('id'), 'credit'), false)),
  );
  players.get(
    '/',
    handle(async (fields) => {
      const { q, page } = parseConsole(PlayerSearch, fields);
      return desk.search(q, page);
    }),
  );
  players.get(
    '/:id',
    handle((_, c) => desk.player(idIn(c))),
  );
  // The player's lists, a page at a time.
  const lists: Record<string, (id: number, page: number) => Promise<object>> = {
    ledger: (id, n) => desk.ledger(id, n),
    bets: (id, n) => desk.bets(id, n),
    deposits: (id, n) => desk.deposits(id, n),
    withdrawals: (id, n) => desk.withdrawals(id, n),
    notes: (id, n) => s.console.playerNotes.list(id, n),
  };
  for (const [list, read] of Object.entries(lists))
    players.get(
      `/:id/${list}`,
      handle((fields, c) => read(idIn(c), page(fields))),
    );
  players.get('/:id/events', (c) => playerPageEvents(s, c));
  // A player's limits, exclusion and reality check, read by every role; owners and support
  // tighten them at the player's request (only the player loosens them).
  players.get(
    '/:id/protection',
    handle((_, c) => s.console.playerProtection.read(idIn(c))),
  );
  players.post(
    '/:id/protection/limit',
    allow('owner', 'support'),
    handle((fields, c) => {
      const { kind, period, amount, request } = parseConsole(LowerLimit, fields);
      return s.console.playerProtection.lowerLimit(c.get('actor'), idIn(c), kind, period, amount, request);
    }),
  );
  players.post(
    '/:id/protection/exclusion',
    allow('owner', 'support'),
    handle((fields, c) => {
      const { period, request } = parseConsole(ExcludePlayer, fields);
      return s.console.playerProtection.exclude(c.get('actor'), idIn(c), period, request);
    }),
  );
  players.post(
    '/:id/notes',
    allow('owner', 'support'),
    handle((fields, c) => s.console.playerNotes.add(c.get('actor'), idIn(c), parseConsole(Note, fields).text)),
  );

  players.post(
    '/:id/block',
    actors,
    handle((fields, c) => actions.block(c.get('actor'), idIn(c), parseConsole(Block, fields).reason)),
  );
  // A hold on the player's payouts: owners and support.
  players.post(
    '/:id/hold-payouts',
    allow('owner', 'support'),
    handle((fields, c) => actions.holdPayouts(c.get('actor'), idIn(c), parseConsole(Block, fields).reason)),
  );
  players.post(
    '/:id/release-payouts',
    allow('owner', 'support'),
    act((actor, id) => actions.releasePayouts(actor, id)),
  );
  // The steps of owners and cashiers that take no fields.
  const steps: Record<string, (actor: Actor, id: number) => Promise<object>> = {
    unblock: (actor, id) => actions.unblock(actor, id),
    'end-sessions': (actor, id) => actions.endSessions(actor, id),
    verify: (actor, id) => actions.verify(actor, id),
  };
  for (const [step, run] of Object.entries(steps)) players.post(`/:id/${step}`, actors, act(run));
  // Money to the player (a bonus) or either way (an adjustment): an amount and a reason.
  const withAmount = (
    schema: typeof Bonus | typeof Adjust,
    move: (actor: Actor, id: number, amount: number, reason: string) => Promise<object>,
  ) =>
    handle((fields, c) => {
      const { amount, reason } = parseConsole(schema, fields);
      return move(c.get('actor'), idIn(c), amount, reason);
    });
  players.post(
    '/:id/bonus',
    actors,
    withAmount(Bonus, (actor, id, amount, reason) => actions.bonus(actor, id, amount, reason)),
  );
  players.post(
    '/:id/adjust',
    actors,
    withAmount(Adjust, (actor, id, amount, reason) => actions.adjust(actor, id, amount, reason)),
  );
  return players;
}
