import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string;
  body: string;
  /** The body as the client meant it: parsed JSON, or form fields. */
  fields: Record<string, unknown>;
}

export interface Reply {
  status?: number;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  contentType?: string;
  delayMs?: number;
}

/** A real HTTP server on loopback whose answers a test chooses; it records every request. */
export async function startFixtureServer() {
  const requests: RecordedRequest[] = [];
  let answer: (request: RecordedRequest) => Reply | Promise<Reply> = () => ({ status: 404, body: 'no answer set' });

  const server = createServer(async (req, res) => {
    const recorded = await record(req);
    requests.push(recorded);
    const reply = await answer(recorded);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    res.writeHead(reply.status ?? 200, {
      'content-type': reply.contentType ?? (typeof reply.body === 'string' ? 'text/plain' : 'application/json'),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(fn: (request: RecordedRequest) => Reply | Promise<Reply>) {
      answer = fn;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FixtureServer = Awaited<ReturnType<typeof startFixtureServer>>;

/**
 * One fixture server for the file's tests, closed after them, its record of requests emptied
 * before each test so that each sees only its own; `started` gets it.
 */
export function fixtureServerForFile(started: (server: FixtureServer) => void): void {
  let server: FixtureServer | undefined;
  beforeAll(async () => {
    server = await startFixtureServer();
    started(server);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.requests.length = 0;
  });
}

async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://fixture');
  const contentType = req.headers['content-type'] ?? '';
  let fields: Record<string, unknown> = {};
  if (contentType.includes('application/json')) fields = JSON.parse(body || '{}');
  else if (contentType.includes('application/x-www-form-urlencoded'))
    fields = Object.fromEntries(new URLSearchParams(body));
  return {
    method: req.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    contentType,
    body,
    fields,
  };
}
