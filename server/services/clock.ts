/** The server's time: market times are "HH:MM" in its local time zone. Tests move it by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The server-local day of a moment, as 'YYYY-MM-DD'. */
export function dayOf(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Minutes after local midnight. */
export function minutesOfDay(moment: Date): number {
  return moment.getHours() * 60 + moment.getMinutes();
}

/** A clock a test sets and moves. */
export class ManualClock implements Clock {
  constructor(private moment: Date) {}
  now(): Date {
    return new Date(this.moment);
  }
  set(moment: Date): void {
    this.moment = moment;
  }
}

/** A clock that starts at a chosen moment and runs forward in real time (CLOCK_START: rehearsals, tests). */
export class StartedClock implements Clock {
  private readonly offset: number;
  constructor(start: Date) {
    this.offset = start.getTime() - Date.now();
  }
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
}

/** A moment as the histories show it, in server time: 'YYYY-MM-DD HH:MM'. */
export function stamp(moment: Date | string): string {
  const at = new Date(moment);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dayOf(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The first moment of a server-local day 'YYYY-MM-DD'. */
export function startOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
