import type { SchedulerLike } from 'rxjs';
import { token } from './token.js';

/**
 * The clock and timer of every use case: countdowns, redirects and "now". Tests pass
 * rxjs's TestScheduler and run in virtual time.
 */
export const TimeScheduler = token<SchedulerLike>('TimeScheduler');
