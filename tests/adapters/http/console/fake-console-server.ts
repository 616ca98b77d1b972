import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { createConsoleGateways, type ConsoleGateways } from '../../../../adapters/index.js';
import { isTransportFailure } from '../../../../core/index.js';

export interface ConsoleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  csrf: string | undefined;
  contentType: string;
  body: unknown;
}

export interface ConsoleReply {
  status?: number;
  /** A string is sent as it is (text/html unless told); anything else as JSON. */
  body?: unknown;
  contentType?: string;
}

/** A console server on loopback whose answers each test chooses by path; it records every request with its CSRF header. */
export async function startFakeConsoleServer() {
  const requests: ConsoleRequest[] = [];
  const routes = new Map<string, (request: ConsoleRequest) => ConsoleReply>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: ConsoleRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      csrf: req.headers['x-csrf-token'] as string | undefined,
      contentType: req.headers['content-type'] ?? '',
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const reply = routes.get(`${request.method} ${request.path}`)?.(request) ?? {
      status: 404,
      body: { error: 'Not found.' },
    };
    if (reply.status === 204) {
      res.writeHead(204).end();
      return;
    }
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    const type = reply.contentType ?? (typeof reply.body === 'string' ? 'text/html' : 'application/json');
    res.writeHead(reply.status ?? 200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers `METHOD /console/api/<path>`. */
    on(method: string, path: string, reply: ConsoleReply | ((request: ConsoleRequest) => ConsoleReply)) {
      routes.set(`${method} /console/api/${path}`, typeof reply === 'function' ? reply : () => reply);
      return this;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeConsoleServer = Awaited<ReturnType<typeof startFakeConsoleServer>>;

/**
 * A fresh fake console server for each test, closed after it, and the console's gateways
 * pointed at it without retries: `started` gets both before the test runs.
 */
export function fakeConsoleForEachTest(started: (server: FakeConsoleServer, gateways: ConsoleGateways) => void): void {
  let server: FakeConsoleServer | undefined;
  beforeEach(async () => {
    server = await startFakeConsoleServer();
    started(server, createConsoleGateways({ baseUrl: server.url, getRetries: 0, timeoutMs: 2000 }));
  });
  afterEach(() => server?.close());
}

/** What a gateway's call failed with, as a transport failure: its reason, call and status. */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isTransportFailure(error)) return { reason: error.reason, call: error.call, status: error.status };
    throw error;
  }
  throw new Error('no failure');
}
