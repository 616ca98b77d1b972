import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * Runs one task at a time: pressing a button again while its call is under way gets the
 * same promise instead of a second call.
 */
export class SingleFlight<T> {
  private running: Promise<T> | undefined;
  private readonly busy = new BehaviorSubject(false);
  readonly busy$: Observable<boolean> = this.busy.asObservable();

  get isBusy(): boolean {
    return this.busy.value;
  }

  run(task: () => Promise<T>): Promise<T> {
    if (this.running) return this.running;
    this.busy.next(true);
    this.running = task().finally(() => {
      this.running = undefined;
      this.busy.next(false);
    });
    return this.running;
  }
}
