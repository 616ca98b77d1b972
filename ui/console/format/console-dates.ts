/**
 * The console's one date format: DD/MM/YYYY (with the time after it, when there is one). The
 * server sends days ('YYYY-MM-DD') and moments ('YYYY-MM-DD HH:MM:SS') already on the market's
 * wall (Asia/Kolkata unless set), never in the browser's zone, so the console only rewrites
 * their order: no host or browser zone is read, whatever machine the console runs on. Text that
 * is not a day or a moment is shown as it came.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;

export function consoleDate(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const match = DAY.exec(value);
  if (!match) return value;
  const [, year, month, day, time] = match;
  return time ? `${day}/${month}/${year} ${time}` : `${day}/${month}/${year}`;
}

/** The day of DD/MM/YYYY typed by an operator, as the API's 'YYYY-MM-DD' (undefined when it is not a real day). */
export function isoDayOf(typed: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
