/**
 * The hours in which players may ask for a withdrawal (the setting `withdraw_hours`): empty
 * for any time, or 'HH:MM-HH:MM' on the market's clock, from the first time (included) to
 * the second (excluded). A span whose end comes before its start runs past midnight
 * ('22:00-02:00'); one whose ends are equal is no span at all and is refused.
 */
export interface WithdrawalHours {
  /** 'HH:MM' */
  from: string;
  /** 'HH:MM' */
  until: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The span of a setting's value; undefined for empty (any time) and for a value that is not a span. */
export function withdrawalHoursOf(value: string): WithdrawalHours | undefined {
  const [from, until, ...rest] = value.split('-').map((part) => part.trim());
  if (!from || !until || rest.length > 0 || !TIME.test(from) || !TIME.test(until) || from === until) return undefined;
  return { from, until };
}

/** Whether a setting's value is one withdrawal_hours may hold: empty, or a span. */
export const isWithdrawalHours = (value: string): boolean =>
  value.trim() === '' || withdrawalHoursOf(value) !== undefined;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a time of day (minutes after the market's midnight) falls in the span. */
export function withinWithdrawalHours(hours: WithdrawalHours, minuteOfDay: number): boolean {
  const from = minutesOf(hours.from);
  const until = minutesOf(hours.until);
  return from < until ? minuteOfDay >= from && minuteOfDay < until : minuteOfDay >= from || minuteOfDay < until;
}
