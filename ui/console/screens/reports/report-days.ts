/** A day in a time zone as 'YYYY-MM-DD' (en-CA writes dates so). */
export const dayIn = (zone: string | undefined, moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );

/** The day `n` days before `day`. */
export const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
