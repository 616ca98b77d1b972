/** What services need of a database: queries, and transactions that commit or roll back whole. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction: every write commits together, or none does. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' (embedded) or 'postgres' (a server reached through pg). */
  readonly engine: 'pglite' | 'postgres';
}
