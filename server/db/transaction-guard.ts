import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the async context of a running transaction. A query on the database itself (not
 * on the transaction) from inside it is a bug: on PGlite's single connection it would wait
 * for the transaction forever, on a pool it would read outside it. It fails loudly instead.
 */
export class TransactionGuard {
  private readonly inside = new AsyncLocalStorage<true>();

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.inside.run(true, work);
  }

  check(text: string): void {
    if (this.inside.getStore()) {
      throw new Error(
        `A query ran on the database inside a transaction; use the transaction's own handle: ${text.slice(0, 80)}`,
      );
    }
  }
}
