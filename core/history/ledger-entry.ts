/** What a wallet movement was, for the app to word in the player's language. */
export type LedgerEntryKind =
  | 'bet'
  | 'win'
  | 'winReversed'
  /** A stake given back because its market day was voided (no result). */
  | 'refund'
  | 'deposit'
  | 'withdrawRequest'
  | 'withdrawRejected'
  | 'transferOut'
  | 'transferIn'
  | 'bonus'
  | 'welcomeBonus'
  | 'adjustment'
  /** The part of a taken-back win the balance could not cover: the player owes it. */
  | 'debtIncurred'
  /** The part of a credit that repaid what the player owed. */
  | 'debtRepaid'
  /** The part of a withdrawal not paid because the player owed it: back to the wallet, and on to the debt. */
  | 'withdrawReduced';

/** The bid a bet, win or reversed win was about. */
export interface LedgerBid {
  /** The market, with a starline slot's time where there is one. */
  market: string;
  game: string;
  number: string;
  /** OPEN, CLOSE, or '' for a bid without a session. */
  session: string;
}

/** A movement's kind, its reference (a deposit's number, a transfer's other mobile, …) and its bid. */
export interface LedgerEntry {
  kind: LedgerEntryKind;
  ref: string;
  bid: LedgerBid | undefined;
}

const KINDS: Readonly<Record<string, LedgerEntryKind>> = {
  bet: 'bet',
  win: 'win',
  win_reversed: 'winReversed',
  refund: 'refund',
  deposit: 'deposit',
  withdraw_request: 'withdrawRequest',
  withdraw_rejected: 'withdrawRejected',
  transfer_out: 'transferOut',
  transfer_in: 'transferIn',
  bonus: 'bonus',
  adjustment: 'adjustment',
  debt_incurred: 'debtIncurred',
  debt_repaid: 'debtRepaid',
  withdraw_reduced: 'withdrawReduced',
};

/** The server's ref of the bonus a player gets on joining. */
const WELCOME = 'welcome';

/**
 * A movement as the server describes it beside its English remark (its ledger kind and ref);
 * undefined for a kind the app does not know (an older or newer server), which then shows
 * the remark as it came.
 */
export function ledgerEntryOf(
  kind: string | undefined,
  ref: string | null | undefined,
  bid: LedgerBid | undefined,
): LedgerEntry | undefined {
  const known = kind === undefined ? undefined : KINDS[kind];
  if (!known) return undefined;
  return {
    kind: known === 'bonus' && ref === WELCOME ? 'welcomeBonus' : known,
    ref: ref ?? '',
    bid,
  };
}

/** The bid parts some answers carry flat beside a movement (winnings, wallet transactions). */
export function ledgerBidOf(record: {
  market?: string | null;
  game?: string | null;
  number?: string | null;
  session?: string | null;
}): LedgerBid | undefined {
  return record.market && record.game && record.number
    ? { market: record.market, game: record.game, number: record.number, session: record.session ?? '' }
    : undefined;
}
