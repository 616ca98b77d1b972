/**
 * The texts core makes for the app's own screens, in English, keyed for translation: the forms'
 * checks, the toasts, the market cards, the transport failures and betting paused on home. The
 * boards' inputs, the protections and the server's refusals are the catalogue's other parts
 * (catalogue.ts), kept apart so an app can load their words with the screens and refusals
 * that show them.
 */
export const APP_MESSAGES = {
  // Accounts: the form checks and the account toasts
  enterValidMobile: 'Enter valid mobile number',
  enterValidPassword: 'Enter valid password',
  enterValidSignupPassword: 'Enter valid password (min 6 characters)',
  enterValidName: 'Enter valid name',
  enterValidOtp: 'Enter valid OTP',
  // A text with a `count` has its forms as i18next's plural keys: `_one` beside the key (the other form).
  pleaseWait: 'Please wait for {count} seconds',
  pleaseWait_one: 'Please wait for {count} second',
  waitSeconds: 'wait {seconds}s',
  resendOtp: 'Resend OTP',
  creatingAccount: 'Creating account...',
  passwordUpdated: 'Password Updated',
  passwordUpdatedSuccessfully: 'Password updated successfully',
  confirmPasswordMismatch: 'Confirm password does not match',
  sessionExpired: 'Session Expired',
  // Funds
  selectValidImage: 'Please select a valid image file',
  enterValidAmount: 'Enter valid amount',
  minimumDeposit: 'Minimum deposit amount should be {min}',
  insufficientBalanceWithdraw: 'Insufficient Balance',
  minimumWithdrawal: 'Minimum Withdrawal Amount is {min}',
  paymentRequestSent: 'Payment Request Sent Successfully',
  withdrawRequestSent: 'Withdraw Request Sent',
  transferRequest: 'Transfer Request',
  transferSent: '{amount} sent to {mobile}',
  copiedToClipboard: 'Copied to clipboard',
  noTransactions: 'No transactions found',
  transactionFailed: 'Transaction Failed. Don’t worry.',
  refundNotice: 'Any money deducted will be refunded in 2-3 working days.',
  // Market play: adding bids, the slip and placing it
  bidAmountAtLeastMin: 'Bid Amount must be at least {min_bet} INR',
  enterValidBidNumber: 'Enter valid bid number',
  slipMergedOne: '{number} was already in the slip: its amount is now {amount}.',
  slipMergedMany: '{count} numbers were already in the slip: the amount was added to each.',
  addBetFirst: 'Add bet first before submit',
  insufficientBalance: 'Insufficient balance',
  placingBet: 'Placing bet...',
  bidPlacedSuccessfully: 'Bid placed successfully',
  bidOnceNote: 'Bid Once Played Can Not Be Cancelled',
  bettingClosedForToday: 'Betting is Closed For Today',
  noMarkets: 'No markets available',
  noData: 'No Data',
  placeBet: 'Place Bet',
  closed: 'Closed',
  /** A market card's badge while the player is on a break or self-excluded. */
  bettingPausedBadge: 'Paused',
  bettingRunning: 'Betting is Running Now',
  bettingRunningForClose: 'Betting is Running for Close',
  /** A board whose every bid needs the open result still to come, once it is out. */
  boardNeedsOpen: 'Closed for today: the open result is out, and this game can only be played before it.',
  // Titles
  oops: 'Oops...',
  completed: 'Completed',
  chooseLanguage: 'Choose Language',
  sending: 'Sending...',
  // Transport failures: the server not reached, too slow, or its answer unreadable
  networkFailure: 'Could not reach the server. Check your connection and try again.',
  timeoutFailure: 'The server took too long to answer. Please try again.',
  serverFailure: 'The server could not answer ({status}). Please try again.',
  malformedAnswer: 'The server sent an answer the app cannot read. Please try again.',
  requestFailed: 'The request could not be completed.',
  // Home's market cards, and betting paused on home: the server names these, and home shows them on its first paint
  closedTodayReason: 'Closed today: {reason}',
  coolOffActive: 'You chose a break from betting until {until}.',
  selfExcludedUntil: 'You excluded yourself from betting and deposits until {until}.',
  selfExcludedForGood: 'You excluded yourself from betting and deposits for good.',
} as const;
