import type { Database } from '../db/database.js';

/** How long /readyz waits for the database's answer before it says the database cannot be reached. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether this process should be sent traffic (GET /readyz, for a load balancer): not while it
 * shuts down, nor while its database does not answer `select 1` within READY_TIMEOUT_MS.
 * Each check asks the database afresh (nothing is cached); checks that come while one is
 * still waiting share its answer, so a database that hangs holds one connection, not one per check.
 */
export class Readiness {
  private draining = false;
  private probe: Promise<void> | undefined;
  private ready = true;

  constructor(
    private readonly db: Pick<Database, 'query'>,
    private readonly timeoutMs = READY_TIMEOUT_MS,
    private readonly log: (line: string) => void = console.error,
  ) {}

  /** The process is shutting down: not ready from now on. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Undefined when ready, else why not, in words a load balancer's operator reads. */
  async check(): Promise<string | undefined> {
    if (this.draining) return 'The server is shutting down.';
    let probe = this.probe;
    if (!probe) {
      const asked = this.db.query('select 1').then(() => undefined);
      const done = () => {
        if (this.probe === asked) this.probe = undefined;
      };
      asked.then(done, done);
      this.probe = probe = asked;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Error>((resolve) => {
      timer = setTimeout(() => resolve(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    const failure = await Promise.race([probe.then(() => undefined), late]).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    clearTimeout(timer);
    if (this.draining) return 'The server is shutting down.';
    if (failure) {
      if (this.ready) this.log(`[ready] not ready: the database cannot be reached (${failure.message})`);
      this.ready = false;
      return 'The database cannot be reached.';
    }
    if (!this.ready) this.log('[ready] ready: the database answers again');
    this.ready = true;
    return undefined;
  }
}
