/**
 * Days as the player reads and types them: DD/MM/YYYY, India's order, in every language and
 * whatever the phone's locale. The days themselves are market days ('YYYY-MM-DD', read on the
 * market's clock by core); this only rewrites their order, so no zone is read here.
 */
export const DAY_PATTERN = 'DD/MM/YYYY';

/** A market day 'YYYY-MM-DD' as DD/MM/YYYY (anything else as it is). */
export function shownDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * What a typed DD/MM/YYYY reads as: the day ('YYYY-MM-DD'), or why it is none: `unfinished`
 * (digits and slashes on the way to a day), `shape` (anything else: letters, too many digits),
 * `calendar` (the shape of a day that does not exist, as 31/02/2026).
 */
export function readTypedDay(typed: string): { day: string } | { problem: 'unfinished' | 'shape' | 'calendar' } {
  const text = typed.trim();
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return { problem: isOnTheWay(text) ? 'unfinished' : 'shape' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { problem: 'calendar' };
  return { day: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** A start of DD/MM/YYYY: up to two digits, a slash, up to two, a slash, up to four. */
function isOnTheWay(text: string): boolean {
  return /^\d{0,2}(\/\d{0,2}(\/\d{0,3})?)?$/.test(text);
}

/**
 * The typed text with its slashes put in as the player types digits: '31' becomes '31/', '3101'
 * '31/01/', eight digits '31/01/2026'. Only while the text grows and holds nothing but digits and
 * slashes; anything else (a deletion, a letter) is left exactly as typed.
 */
export function withSlashes(before: string, typed: string): string {
  if (typed.length <= before.length) return typed;
  const digits = typed.replace(/\//g, '');
  if (!/^\d*$/.test(digits) || digits.length > 8) return typed;
  if (/^\d{8}$/.test(typed)) return `${typed.slice(0, 2)}/${typed.slice(2, 4)}/${typed.slice(4)}`;
  if (/^\d{2}$/.test(typed) || /^\d{1,2}\/\d{2}$/.test(typed)) return `${typed}/`;
  if (/^\d{4}$/.test(typed)) return `${typed.slice(0, 2)}/${typed.slice(2)}/`;
  return typed;
}
