/**
 * A stable identifier of the rule a bad input broke (InvalidBidInput's `code`), e.g. `not-a-pana`.
 *
 * It lives apart from InvalidBidInput so that the message catalogue, which holds one text per
 * code, can name the codes without importing the error (which imports the catalogue).
 */
export type InvalidBidInputCode =
  | 'not-a-digit'
  | 'not-a-jodi'
  | 'not-a-pana'
  | 'not-digits'
  | 'no-digits'
  | 'not-a-prefix'
  | 'not-a-position'
  | 'unknown-kind'
  | 'no-kinds'
  | 'unknown-option'
  | 'no-side'
  | 'jodi-in-no-group';
