/**
 * Money in a CSV cell: rupees with their paise, always two decimals (123450 paise: `1234.50`,
 * -30500: `-305.00`), a number a spreadsheet sums, never a formula. Every money column's
 * name ends in `_rupees` to say so.
 */
export class CsvRupees {
  readonly text: string;
  constructor(paise: number) {
    const whole = Math.abs(Math.trunc(paise));
    this.text = `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  }
}

/** A sum of paise as a CSV money cell. */
export const csvRupees = (paise: number) => new CsvRupees(paise);

/**
 * One CSV cell: quoted when it must be, and text that a spreadsheet would run as a formula
 * (=, +, -, @ first) is led by an apostrophe, since names and reasons are anyone's text. A
 * number the server computed (a sum, a negative net) is never a formula and stays a number.
 */
export function csvCell(value: unknown): string {
  if (value instanceof CsvRupees) return value.text;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the columns' names, then one line a row (CRLF, as RFC 4180 has it). */
export function csvTable<Column extends string>(
  columns: readonly Column[],
  rows: readonly Partial<Record<Column, unknown>>[],
): string {
  const lines = rows.map((row) => columns.map((column) => csvCell(row[column])).join(','));
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}
