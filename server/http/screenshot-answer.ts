import type { Context } from 'hono';

/**
 * A deposit's payment screenshot as its own answer: its image type, shown inline, never kept
 * by a cache (it is a player's payment). The console desk and the operator API both serve it.
 */
export function screenshotAnswer(c: Context, { type, bytes }: { type: string; bytes: Buffer }): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': type,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': 'inline',
  });
}
