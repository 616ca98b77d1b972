import { LISTEN_GAP, type Database, type Sql } from '../../db/database.js';

type Listener = (payload: unknown) => void;

/** The NOTIFY payload limit of PostgreSQL is 8000 bytes: an event says what changed, readers look it up. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Live events between server processes: a channel and a JSON payload, carried by
 * PostgreSQL NOTIFY/LISTEN, so an event published by one process reaches the listeners of
 * every process on the database (PGlite: the one process). Each process LISTENs once per
 * channel and fans the payload out to its own listeners (the console's and, later, the
 * player app's Server-Sent Events). Publishing inside a transaction sends on commit only.
 *
 * Triggers publish too: 003-operators.sql announces every new or decided deposit and
 * withdrawal on `funds` ({ kind, id, status }), whichever path wrote it.
 */
export class Events {
  private readonly channels = new Map<string, { listeners: Set<Listener>; stop: Promise<() => Promise<void>> }>();

  constructor(private readonly db: Database) {}

  async publish(channel: string, payload: unknown, tx: Sql = this.db): Promise<void> {
    const text = JSON.stringify(payload);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`An event on ${channel} is too large to publish.`);
    await tx.query('select pg_notify($1, $2)', [channel, text]);
  }

  /**
   * Calls `listener` with every payload published on `channel` from now on; resolves once
   * listening, with the function that stops it. Messages sent while the database connection
   * is re-established are lost: the listener is then called once with a payload for which
   * `isListenGap` is true, and reads fresh state (as it does on every message).
   */
  async subscribe(channel: string, listener: Listener): Promise<() => void> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const listeners = new Set<Listener>();
      const stop = this.db.listen(channel, (text) => {
        const payload = parse(text);
        for (const each of [...listeners]) each(payload);
      });
      entry = { listeners, stop };
      this.channels.set(channel, entry);
      stop.catch(() => this.channels.delete(channel));
    }
    entry.listeners.add(listener);
    await entry.stop;
    const current = entry;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size > 0 || this.channels.get(channel) !== current) return;
      this.channels.delete(channel);
      void current.stop.then((stop) => stop()).catch(() => undefined);
    };
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Whether a payload says the listener may have missed messages (its LISTEN connection came back). */
export function isListenGap(payload: unknown): boolean {
  return JSON.stringify(payload) === LISTEN_GAP;
}
