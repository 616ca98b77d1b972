// /healthz says the process answers; /readyz says whether a load balancer should send it
// traffic: 503 while its database cannot be reached (and 200 again once it can), and 503
// from the moment it is told to stop while it still serves; never cached.
import { createServer, connect, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { startProcesses, type ServerProcesses } from './server-processes.js';

let p: ServerProcesses | undefined;
let link: Server | undefined;
afterEach(async () => {
  await p?.stop();
  p?.remove();
  p = undefined;
  link?.close();
  link = undefined;
});

/**
 * A network link to PostgreSQL that can be cut as a partition cuts it: nothing is refused
 * or reset, bytes just stop arriving (they are held, and delivered when the link is back).
 */
async function partitionableLink(target: URL) {
  let cut = false;
  let held: (() => void)[] = [];
  const sockets = new Set<{ destroy(): void }>();
  link = createServer((client) => {
    const server = connect(Number(target.port), target.hostname);
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk: Buffer) => (cut ? held.push(() => to.write(chunk)) : to.write(chunk)));
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  link.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => link!.listen(0, '127.0.0.1', resolve));
  return {
    port: (link.address() as AddressInfo).port,
    cut: () => (cut = true),
    mend: () => {
      cut = false;
      const late = held;
      held = [];
      late.forEach((deliver) => deliver());
    },
  };
}

const status = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

/** The status of `url` once it is `wanted`, or the last one seen (0: no answer) if it never comes. */
async function statusOnce(url: string, wanted: number): Promise<number> {
  let seen = 0;
  for (let i = 0; i < 300; i++) {
    seen = await status(url);
    if (seen === wanted) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

it.skipIf(!process.env.DATABASE_URL)(
  'answers 503 while the database cannot be reached, and 200 again once it can; /healthz stays 200',
  async () => {
    p = await startProcesses(async () => undefined);
    const name = new URL(p.databaseUrl!).pathname.slice(1);
    for (const url of p.urls) {
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ ready: true });
    }

    // The database goes away under the processes: its connections are cut, and no new one is let in.
    await admin(async (client) => {
      await client.query(`alter database ${name} with allow_connections false`);
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    });
    for (const url of p.urls) {
      expect(await statusOnce(`${url}/readyz`, 503), p.output()).toBe(503);
      const notReady = await fetch(`${url}/readyz`);
      expect(notReady.headers.get('cache-control')).toBe('no-store');
      expect(await notReady.json()).toEqual({ ready: false, reason: 'The database cannot be reached.' });
      expect(await status(`${url}/healthz`)).toBe(200);
    }

    await admin((client) => client.query(`alter database ${name} with allow_connections true`));
    for (const url of p.urls) expect(await statusOnce(`${url}/readyz`, 200)).toBe(200);
    expect(p.output()).toContain('[ready] not ready: the database cannot be reached');
  },
  120_000,
);

it.skipIf(!process.env.DATABASE_URL)(
  'answers 503 within its short timeout when the network to the database is cut, and 200 once it is back',
  async () => {
    const server = new URL(process.env.DATABASE_URL!);
    const partition = await partitionableLink(server);
    p = await startProcesses(
      async () => undefined,
      (databaseUrl) => {
        const throughLink = new URL(databaseUrl!);
        throughLink.port = String(partition.port);
        return { DATABASE_URL: throughLink.toString() };
      },
    );
    for (const url of p.urls) expect(await status(`${url}/readyz`)).toBe(200);

    partition.cut();
    // A select 1 that never gets its answer: each check answers 503 after its timeout (no check hangs).
    for (const url of p.urls) {
      expect(await status(`${url}/readyz`)).toBe(503);
      expect(await status(`${url}/readyz`)).toBe(503);
      expect(await status(`${url}/healthz`)).toBe(200);
    }

    partition.mend();
    for (const url of p.urls) expect(await statusOnce(`${url}/readyz`, 200)).toBe(200);
  },
  120_000,
);

it('answers 503 from the moment it is told to stop, while it still serves until it closes', async () => {
  // A drain far longer than the test: the second signal closes the processes.
  p = await startProcesses(async () => undefined, { SHUTDOWN_DRAIN_S: '600' });
  for (const url of p.urls) expect(await status(`${url}/readyz`)).toBe(200);

  const draining = p.stop(); // SIGTERM
  for (const url of p.urls) {
    expect(await statusOnce(`${url}/readyz`, 503)).toBe(503);
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
      ready: false,
      reason: 'The server is shutting down.',
    });
    // Still serving what the load balancer sends until it notices.
    expect(await status(`${url}/healthz`)).toBe(200);
    expect(await status(`${url}/api/login`)).toBe(200);
  }
  await p.stop(); // the second SIGTERM: closed at once
  await draining;
  for (const url of p.urls) expect(await status(`${url}/healthz`)).toBe(0);
}, 120_000);
