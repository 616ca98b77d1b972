import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { holdOpen, orderedSender } from '../../http/live-stream.js';
import type { Services } from '../../services/server-services.js';
import type { ConsoleContext } from './console-context.js';

/** A comment line this often keeps proxies from closing a quiet stream, and notices an ended session. */
export const HEARTBEAT_MS = 25_000;

type Sender = ReturnType<typeof orderedSender>;

/**
 * An operator's Server-Sent Events stream, named `name` among theirs: at most a few per
 * operator in this process (a new one ends the oldest), held open while the session lives.
 * `listen` subscribes and sends what the stream starts with; what it returns ends the listening.
 */
export function operatorStream(
  s: Services,
  c: ConsoleContext,
  name: string,
  listen: (stream: SSEStreamingApi, sender: Sender) => Promise<() => void>,
): Response {
  const session = c.get('session');
  c.header('Cache-Control', 'no-store');
  // Tells a buffering proxy (nginx) to pass each event on at once.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const release = s.streams.admit(`operator:${session.operator.id}:${name}`, () => stream.abort());
    // Sent in order, each written once the one before is.
    const sender = orderedSender(stream, 'console');
    const stopListening = await listen(stream, sender);
    await holdOpen(stream, () => s.console.sessions.alive(session), HEARTBEAT_MS);
    release();
    stopListening();
    await sender.drained();
  });
}
