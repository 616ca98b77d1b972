/** What services need of a database: queries, and transactions that commit or roll back whole. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  /**
   * Runs `work` in one transaction: every write commits together, or none does. A
   * transaction that PostgreSQL aborts for a deadlock or a serialization failure is run
   * again, so `work` must do nothing outside the transaction it is given.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` only if no other server process on this database is running work of the
   * same name (a PostgreSQL advisory lock); gives undefined when another one is.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process on
   * this database, once its transaction commits (PostgreSQL LISTEN). Gives the function
   * that stops listening. `channel` is a plain lower-case name. Send with
   * `select pg_notify(channel, payload)`, inside a transaction to send on its commit only.
   * When the connection that listens was lost and is made again, a NOTIFY sent meanwhile is
   * lost: every listener is then called once with LISTEN_GAP, to read again what it shows.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The embedded store only: its data folder as a tarball, taken in one turn on the engine
   * after a checkpoint, so it is one consistent moment of the store (a copy opens with
   * `openPglite(dir, {}, { loadDataDir })`). A PostgreSQL server has none: pg_dump backs it up.
   */
  dumpDataDir?(): Promise<Blob>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' (embedded) or 'postgres' (a server reached through pg). */
  readonly engine: 'pglite' | 'postgres';
}

/** The payload a listener gets after its LISTEN connection came back: messages may have been missed. */
export const LISTEN_GAP = '{"listenGap":true}';
