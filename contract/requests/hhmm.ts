// A time of day as requests carry it.
/** A time of day 'HH:MM' on the 24-hour clock. */
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isHhmm = (value: unknown): value is string => typeof value === 'string' && HHMM.test(value);

/** The refusal of a field that is not a 24-hour time. */
export const hhmmRefusal = (fieldName: string) => `${fieldName} must be a 24-hour time like 15:45.`;
