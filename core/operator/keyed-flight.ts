/**
 * One task at a time per key: a second press on a row's button while its call is under way
 * gets the same promise, and other rows are not held up.
 */
export class KeyedFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = task().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  isBusy(key: string): boolean {
    return this.running.has(key);
  }
}
