/**
 * What a console call answers: its data, or the server's refusal with its status and words
 * (docs/console-api.md, "Answers"). A call that does not complete throws a TransportFailure,
 * as the player gateways do; the console policy turns both into typed failures.
 */
export type ConsoleAnswer<T> = { ok: true; value: T } | { ok: false; refusal: ConsoleRefusal };

export interface ConsoleRefusal {
  status: number;
  error: string;
  /** Sign-in: this operator has a second factor and the code was missing or wrong. */
  totpRequired?: boolean;
  /** Asked first (409): the unsettled bets a market change would take out of play; sent again with confirm it goes ahead. */
  unsettled?: UnsettledBets;
}

/** A market's bets still waiting for a result or a void: how many, and their stakes. */
export interface UnsettledBets {
  bets: number;
  stakePaise: number;
}

/** A page of a list: `page` counts from 1. */
export interface ConsolePage<T> {
  rows: T[];
  /** How many rows the list has; with `capped`, at least this many (the server stops counting there). */
  total: number;
  page: number;
  pageSize: number;
  capped?: boolean;
}
