import { VirtualTimeScheduler } from 'rxjs';

/**
 * rxjs's virtual-time scheduler with a way to move time forward by a number of ms. Its
 * `now()` is the virtual frame, so use cases that ask the scheduler for the time see it too.
 */
export class VirtualClock extends VirtualTimeScheduler {
  private target: number;

  constructor(startMs = 0) {
    super();
    this.frame = startMs;
    this.target = startMs;
  }

  advance(ms: number): void {
    this.target += ms;
    this.maxFrames = this.target;
    this.flush();
    this.frame = this.target;
  }
}
