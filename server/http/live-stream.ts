import type { SSEStreamingApi } from 'hono/streaming';

/**
 * Sends Server-Sent Events in the order asked, each written once the one before is; a
 * failed write is logged under `label` and does not stop the ones after it.
 */
export function orderedSender(stream: SSEStreamingApi, label: string) {
  let queue = Promise.resolve();
  return {
    send(event: string, data: () => Promise<unknown> | unknown): void {
      queue = queue
        .then(async () => stream.writeSSE({ event, data: JSON.stringify(await data()) }))
        .catch((error: Error) => console.error(`[${label}] ${event} event:`, error.message));
    },
    /** Resolves when everything asked so far is written. */
    drained: () => queue,
  };
}

/**
 * Keeps a stream open until the client goes or its session ends: a comment line every
 * `heartbeatMs` keeps proxies from closing a quiet stream, and each beat asks whether the
 * session is still alive. Nothing polls for data: events are pushed by their listeners.
 */
export function holdOpen(stream: SSEStreamingApi, alive: () => Promise<boolean>, heartbeatMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const heartbeat = setInterval(() => {
      void alive().then(
        async (yes) => {
          if (yes) await stream.write(': heartbeat\n\n');
          else stop();
        },
        () => undefined,
      );
    }, heartbeatMs);
    const stop = () => {
      clearInterval(heartbeat);
      resolve();
    };
    stream.onAbort(stop);
    // Ended before it was held (the client went, or a newer stream took its place): no beats.
    if (stream.aborted) stop();
  });
}
