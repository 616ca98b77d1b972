import pg from 'pg';
import { checkChannel, deliver } from './channel-name.js';
import { LISTEN_GAP } from './database.js';

const RECONNECT_MS = 1000;

/**
 * LISTEN on a PostgreSQL server: one dedicated connection per process (a pooled one would
 * be handed to queries and lose its LISTENs), opened at the first listen. When the server
 * drops it, it connects again and listens to every channel again; a NOTIFY sent while it
 * was away is lost, so every listener is then told so (LISTEN_GAP), and listeners treat any
 * message as "look again", not as the state.
 */
export class PgListener {
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;
  /** Whether a connection was ever made: the next one follows a loss. */
  private listenedBefore = false;
  /** LISTEN and UNLISTEN run one after another: a pg client takes one query at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    checkChannel(channel);
    let listeners = this.channels.get(channel);
    const client = await this.connected();
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      await this.run(client, `listen ${channel}`);
    }
    listeners.add(onMessage);
    return async () => {
      listeners.delete(onMessage);
      if (listeners.size > 0 || this.channels.get(channel) !== listeners) return;
      this.channels.delete(channel);
      if (this.client) await this.run(this.client, `unlisten ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private run(client: pg.Client, statement: string): Promise<unknown> {
    const next = this.queue.then(() => client.query(statement));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? [])
        deliver(listener, message.payload ?? '', message.channel);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      if (this.closed) return;
      console.error('[db] the LISTEN connection was lost; connecting again:', error?.message ?? 'ended');
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    if (this.closed) {
      await client.end();
      throw new Error('The database is closed.');
    }
    this.client = client;
    for (const channel of this.channels.keys()) await this.run(client, `listen ${channel}`);
    if (this.listenedBefore)
      for (const [channel, listeners] of this.channels)
        for (const listener of [...listeners]) deliver(listener, LISTEN_GAP, channel);
    this.listenedBefore = true;
    return client;
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.client || this.channels.size === 0) return;
    await this.connected().catch((error: Error) => {
      console.error('[db] could not listen again:', error.message);
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    });
  }
}
