import type { MarketKind } from 'matka-core/player';

/** The days a history screen asks for, inclusive; a missing end is filled in from the clock (the last 7 days). */
export interface DateWindow {
  from: string | undefined;
  to: string | undefined;
}

/** The player's bids: a window, a page, the OPEN and CLOSE filters, and one kind of market (undefined: every kind). */
export interface BidsQuery {
  window: DateWindow;
  page: number;
  open: boolean;
  close: boolean;
  kind: MarketKind | undefined;
}

/** The passbook: a window, a page, and whether it keeps deposits and withdrawals alone. */
export interface PassbookQuery {
  window: DateWindow;
  page: number;
  fundsOnly: boolean;
}

/** The deposit history: every deposit, or those a cashier has still to decide. */
export interface DepositsQuery {
  pendingOnly: boolean;
}
