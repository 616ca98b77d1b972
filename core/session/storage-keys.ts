/** The names under which the app keeps values on the device. */
export const STORAGE_KEYS = {
  token: 'token',
  mobile: 'mobile',
  name: 'name',
  email: 'email',
  wallet: 'wallet',
  session: 'session',
  minBet: 'min_bet',
  minDeposit: 'min_deposit',
  minWithdraw: 'min_withdraw',
  whatsapp: 'whatsapp',
  callNumber: 'call_number',
  verify: 'verify',
  lastDialogShown: 'lastDialogShown',
  /** The operator's brand (config key `name`), kept apart from the player's own `name`. */
  brandName: 'brand_name',
  /** Set once this device has placed a bet: the install dialog waits for it. */
  firstBetPlaced: 'firstBetPlaced',
} as const;

/** The stored draft of an unplaced bid slip, one per market and board. */
export const slipDraftKey = (market: string, board: string) => `slip_draft:${market}:${board}`;
