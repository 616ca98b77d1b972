import { EMPTY, interval, map, type Observable, type SchedulerLike, startWith } from 'rxjs';
import { CAROUSEL_INTERVAL_MS } from './load-home.js';

/** The carousel's current slide: advances every 3 s and wraps around. */
export function carouselSlide$(slides: number, scheduler: SchedulerLike): Observable<number> {
  if (slides <= 1) return slides === 1 ? EMPTY.pipe(startWith(0)) : EMPTY;
  return interval(CAROUSEL_INTERVAL_MS, scheduler).pipe(
    map((tick) => (tick + 1) % slides),
    startWith(0),
  );
}
