import { BOARD_INPUT_MESSAGES } from './board-input-messages.js';
import { REFUSAL_MESSAGES } from './refusal-messages.js';

/**
 * Every text core shows a player, in English, keyed for translation. The UI renders a
 * `Text` through i18next with these keys; `englishText` renders it here. Values in braces
 * are filled from the text's values.
 */
export const MESSAGES = {
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
  bidAmountAboveMin: 'Bid Amount must be above {min_bet} INR',
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
  // The generator boards' inputs
  ...BOARD_INPUT_MESSAGES,
  // Liability limits and market closures: the server's refusals, in the player's language
  numberLimitRoom: 'Only {room} more can be placed on {number} today.',
  numberLimitFull: 'No more can be placed on {number} today: its limit is reached.',
  numberLimitBelowMinBet: 'Only {room} more can be placed on {number} today, less than the minimum bet of {min}.',
  bidStakeAboveMax: 'A bid on {market} can be at most {max}.',
  marketClosedToday: '{market} is closed today: {reason}',
  closedTodayReason: 'Closed today: {reason}',
  // Limits a player sets (docs/player-limits.md): the server's refusals, in the player's language
  dailyStakeLimitReached: 'This bet passes your daily limit of {limit}: {left} left today.',
  limitLeft_deposit_day: '{left} of your {limit} daily deposit limit left.',
  limitLeft_deposit_week: '{left} of your {limit} weekly deposit limit left.',
  limitLeft_deposit_month: '{left} of your {limit} monthly deposit limit left.',
  limitLeft_stake_week: '{left} of your {limit} weekly stake limit left.',
  limitLeft_stake_month: '{left} of your {limit} monthly stake limit left.',
  limitLeft_loss_day: '{left} of your {limit} daily loss limit left.',
  limitLeft_loss_week: '{left} of your {limit} weekly loss limit left.',
  limitLeft_loss_month: '{left} of your {limit} monthly loss limit left.',
  mustDeclareAdult: 'You must declare that you are 18 or older to sign up.',
  coolOffActive: 'You chose a break from betting until {until}.',
  selfExcludedUntil: 'You excluded yourself from betting and deposits until {until}.',
  selfExcludedForGood: 'You excluded yourself from betting and deposits for good.',
  // Add Fund before any money moves: why no payment details are shown, and until when
  depositLimitUsed: 'Your deposit limit of {limit} is used up: deposit again from {until}.',
  depositsPausedBreak: 'On a break until {until}: deposits open again then.',
  depositsPaused: 'Deposits are paused for now.',
  depositPausedPayNothing: 'Send no payment now: it could not be credited.',
  limitsSaved: 'Your limits are saved',
  // The server's refusals of accounts and funds, in the player's language
  mobileAlreadyRegistered: 'This mobile number is already registered. Log in instead.',
  wrongMobileOrPassword: 'Wrong mobile number or password.',
  noAccountForMobile: 'No account has this mobile number.',
  currentPasswordWrong: 'Current password is wrong.',
  utrAlreadySent: 'This UTR number has already been sent.',
  addBankFirst: 'Add your bank details before asking for a withdrawal.',
  cannotTransferToSelf: 'You cannot transfer to yourself.',
  noPlayerForMobile: 'No player has this mobile number.',
  // Money leaving the house: the withdrawal controls and a debt, in the player's language
  payoutsOnHold: 'Your withdrawals are on hold: {reason}. Contact support.',
  withdrawOutsideHours: 'Withdrawals can be asked for from {from} to {until} ({zone} time).',
  withdrawDailyCountReached: 'You have asked for the most withdrawals allowed in a day ({max}). Try again tomorrow.',
  withdrawDailyAmountReached: 'This passes the daily withdrawal limit of {limit}: {left} left today.',
  withdrawOwed: 'You owe {debt} after a corrected result: at most {max} can be withdrawn.',
  ...REFUSAL_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
