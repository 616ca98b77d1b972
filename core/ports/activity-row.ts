/**
 * One line of a player's activity as the console lists it: a deposit, a withdrawal, a bet or
 * a win. The adapter reads each kind's answer into this one shape.
 */
export interface ActivityRow {
  id: string;
  at: string;
  amountPaise: number;
  /** pending, completed, rejected; a bet's won, lost or pending; none for a win. */
  status: string | undefined;
  /** What it was: a deposit's UTR, a bet's market, game and number, a payout reference, a reason. */
  detail: string;
}
