/**
 * The player API's refusals: its field checks and the services' own, keyed
 * so every client can word them in the player's language. The English is what the server
 * has always sent, so old clients read the same words.
 */
export const REFUSAL_MESSAGES = {
  // A field that is missing, or of the wrong kind
  mobileRequired: 'Mobile number is required.',
  otpRequired: 'OTP is required.',
  nameRequired: 'Name is required.',
  utrRequired: 'UTR number is required.',
  accountNumberRequired: 'Account number is required.',
  accountHolderRequired: 'Account holder name is required.',
  ifscRequired: 'IFSC is required.',
  fieldNotText: '{field} must be text or a number, not a list or an object.',
  passwordTooLong: 'Password is too long (at most {max} characters).',
  // Amounts
  amountNotRupees: 'Amount must be a positive number of rupees, like 500 or 99.50.',
  amountNotPositive: 'Amount must be more than zero.',
  amountTooLarge: 'Amount must be at most {max}.',
  dailyLimitNotRupees: 'Daily limit must be a positive number of rupees, like 500 or 99.50.',
  dailyLimitNotPositive: 'Daily limit must be more than zero.',
  dailyLimitTooLarge: 'Daily limit must be at most {max}.',
  // Funds' fields
  utrHint: 'The UTR number has {min} to {max} letters or digits.',
  imageFileInvalid: 'Please select a valid image file (PNG, JPEG, WebP or GIF, at most {size}).',
  accountNumberHint: 'The account number has {min} to {max} digits.',
  accountHolderHint: 'The account holder name has {min} to {max} characters.',
  ifscHint: 'The IFSC has {length} characters, like {example}.',
  // Fields a client sends for itself (their names are the API's)
  signupTypeOnly: "type must be 'signup'.",
  pageNumberRange: '{field} must be a whole page number from 1 to {max}.',
  dateLike: '{field} must be a date like 2026-11-20.',
  shortWordOrNothing: '{field} must be at most {max} letters, digits, spaces or : . @ _ -, or left out.',
  commaList: '{field} must be a comma-separated list.',
  commaListTooLong: '{field} is too long (at most {max} characters).',
  tooManyBids: 'At most {max} bids can be placed at once.',
  bidListsDiffer: 'number, amount and types must list the same number of bids.',
  unknownBoard: "board is not one of the app's boards.",
  marketRequired: 'market is required.',
  winningKindOrAll: 'type must be main, starline or gali, or left out.',
  winningKindOnly: 'type must be main, starline or gali.',
  passbookTypeOnly: "type must be 'dw' or left out.",
  depositStatusOnly: "status must be 'pending' or left out.",
  contentKeyOnly: "onlyContent must be 'game_rules' or 'videos'.",
  coolOffPeriodOnly: 'The cool-off period must be 24h, 7d or 30d.',
  exclusionPeriodOnly: 'The self-exclusion period must be 6m, 1y or permanent.',
  limitKindOnly: 'The limit must be on deposit, stake or loss.',
  limitPeriodOnly: 'The limit period must be day, week or month.',
  realityCheckMinutesOnly: 'The reality check must be every 15, 30 or 60 minutes, or 0 for off.',
  startAfterEnd: 'start_date must not be after end_date.',
  pushSubscriptionInvalid: "This device's notification subscription is not valid: opt in again.",
  // Bets the market does not take
  noSuchMarket: 'There is no market called {market}.',
  marketHasNoTimings: '{market} has no timings.',
  bidTakesNoSession: 'A {game} bid takes no session.',
  bidNeedsSession: 'The session of {number} must be OPEN or CLOSE.',
  bettingClosedFor: 'Betting is closed for {market} {what} today.',
  requestIdReused:
    'This slip’s request id was already used for another slip: nothing was placed. Place the slip again.',
  noSlotAt: '{market} has no slot at {timing}.',
  slotClosed: 'Betting is closed for {market} {timing}.',
  starlineTakes: 'Starline takes single digits and panas without a session; {number} does not fit.',
  bettingClosedToday: 'Betting is closed for {market} today.',
  jackpotTakes: 'Jackpot takes jodis only, without a session; {number} does not fit.',
  boardDoesNotMake: 'The {board} board does not make {number}.',
  invalidBidNumber: '{number} is not a valid bid number.',
  invalidBidAmount: '{amount} is not a valid bid amount.',
  // Accounts
  otpWrong: 'Wrong OTP.',
  otpTooManyTries: 'Too many wrong tries. Ask for a new OTP.',
  resetCodesPaused: 'Too many tries at password reset codes. Try again in {count} seconds.',
  otpExpired: 'OTP expired. Ask for a new one.',
  accountBlocked: 'Your account is blocked: {reason}. Contact support.',
  accountBlockedNoReason: 'Your account is blocked: no reason given. Contact support.',
  // Requests the server cannot read at all
  bodyNotJson: 'The request body is not valid JSON.',
  bodyUnreadable: 'The request body could not be read.',
  unstorableText: 'Text may not contain the NUL character or broken Unicode.',
  noSuchCall: 'There is no call {path}.',
  somethingWentWrong: 'Something went wrong on our side. Please try again.',
} as const;

/** A refusal the player API may answer with: a client words it in the player's language. */
export type RefusalKey = keyof typeof REFUSAL_MESSAGES;
