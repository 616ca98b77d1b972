import { NotFound } from '../../services/platform/console-refusals.js';
import { idOf } from '../../services/platform/console-format.js';
import { isListenGap } from '../../services/live/events.js';
import { movesWalletOf } from '../../services/live/live-events.js';
import type { Services } from '../../services/server-services.js';
import { refusalAnswer, type ConsoleContext } from './console-context.js';
import { operatorStream } from './operator-stream.js';

/** Whether a `funds` event ({ kind, id, status }, 003-operators.sql) is about a deposit or withdrawal of this player. */
async function fundsOf(s: Services, payload: unknown, playerId: number): Promise<boolean> {
  const { kind, id } = (payload ?? {}) as { kind?: unknown; id?: unknown };
  if ((kind !== 'deposits' && kind !== 'withdrawals') || typeof id !== 'number') return false;
  const [row] = await s.db.query<{ user_id: number }>(`select user_id from ${kind} where id = $1`, [id]);
  return row !== undefined && Number(row.user_id) === playerId;
}

/**
 * GET /players/:id/events: Server-Sent Events for a player's page. `player`
 * ({ id }) whenever the player changes in any server process: their ledger moves (a bet, a
 * win, a deposit approved, a bonus, an adjustment…), an operator acts on them (any audited
 * action naming the player, from the console or the bearer API: a block, a note…), or one
 * of their deposits or withdrawals arrives or is decided. The page reads the player again;
 * only the id travels. Events that come while one waits to be sent make one event. A
 * comment `: listening` tells that the stream hears from now on.
 */
export async function playerPageEvents(s: Services, c: ConsoleContext): Promise<Response> {
  let id: number;
  try {
    id = idOf(c.req.param('id'), 'player');
    const [player] = await s.db.query('select 1 from users where id = $1', [id]);
    if (!player) throw new NotFound(`There is no player #${id}.`);
  } catch (error) {
    return refusalAnswer(c, error);
  }
  return operatorStream(s, c, 'player', async (stream, sender) => {
    let waiting = false;
    const changed = () => {
      if (waiting) return;
      waiting = true;
      sender.send('player', () => {
        waiting = false;
        return { id };
      });
    };
    const stops = [
      // After a gap in listening (the database connection came back) the page reads again.
      await s.events.subscribe('wallets', (payload) => {
        if (isListenGap(payload) || movesWalletOf(payload, id)) changed();
      }),
      await s.events.subscribe('players', (payload) => {
        if (isListenGap(payload) || movesWalletOf(payload, id)) changed();
      }),
      await s.events.subscribe('funds', (payload) => {
        if (isListenGap(payload)) return changed();
        fundsOf(s, payload, id).then(
          (ours) => ours && changed(),
          (error: Error) => console.error('[console] player events:', error.message),
        );
      }),
    ];
    await stream.write(': listening\n\n');
    return () => {
      for (const stop of stops) stop();
    };
  });
}
