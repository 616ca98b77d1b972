import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { holdOpen, orderedSender } from '../http/live-stream.js';
import { isListenGap } from '../services/live/events.js';
import { movesWalletOf } from '../services/live/live-events.js';
import type { Services } from '../services/server-services.js';

/** A comment line this often keeps proxies from closing a quiet stream, and notices an ended session. */
export const PLAYER_HEARTBEAT_MS = 25_000;

/**
 * GET /api/events?ticket=…: the player app's Server-Sent Events. The ticket comes
 * from POST /api/stream-ticket (the app's token travels in a body, as on every call; a URL
 * would put it in proxy logs) and opens one stream. Events:
 * - `wallet` {wallet}: the player's own balance, at once and whenever their ledger moves
 *   (deposit approved, win, withdrawal decided, bet, transfer), in any server process;
 * - `markets` {kind: 'result' | 'times', market?}: a result was declared, or a market's
 *   betting opened or closed: the app reads its markets again.
 * Nothing polls: between events only the heartbeat runs, and it ends the stream with the session.
 * A player holds at most MAX_STREAMS_PER_PLAYER streams in one process: a further one ends their oldest.
 */
export function playerEvents(s: Services) {
  return async (c: Context) => {
    const holder = await s.live.redeem(c.req.query('ticket'));
    if (!holder) {
      const message = 'This stream ticket is not valid (each opens one stream, for a minute).';
      return c.json({ success: false, message, error: message }, 401);
    }
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // At most a few streams per player in this process: a new one ends the oldest.
      const release = s.streams.admit(`player:${holder.userId}`, () => stream.abort());
      const sender = orderedSender(stream, 'live');
      const send = sender.send;
      const sendWallet = () => send('wallet', async () => ({ wallet: await s.live.balance(holder) }));
      const stops = [
        // After a gap in listening (the database connection came back) the balance and the
        // markets are sent as if they had moved: what moved meanwhile was never announced.
        await s.events.subscribe('wallets', (payload) => {
          if (isListenGap(payload) || movesWalletOf(payload, holder.userId)) sendWallet();
        }),
        await s.events.subscribe('markets', (payload) => {
          if (isListenGap(payload)) return send('markets', () => ({ kind: 'result' }));
          const { market, what } = (payload ?? {}) as { market?: unknown; what?: unknown };
          // Players hear of results and voided days; a bet placed (what: 'bet') is the console's,
          // and so is a result waiting for a second operator (what: 'pending'): players learn nothing of it.
          if (what === 'bet' || what === 'pending') return;
          send('markets', () => ({ kind: 'result', ...(typeof market === 'string' ? { market } : {}) }));
        }),
        s.live.onMarketTimes(() => send('markets', () => ({ kind: 'times' }))),
      ];
      // The balance at once: whatever moved while the app was not listening shows now.
      sendWallet();
      await holdOpen(stream, () => s.live.alive(holder), PLAYER_HEARTBEAT_MS);
      release();
      for (const stop of stops) stop();
      await sender.drained();
    });
  };
}
