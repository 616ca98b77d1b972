/**
 * The words that refuse a bet, a deposit, a withdrawal or an account step, in English, keyed
 * for translation: the liability limits and market closures, the limits a player sets
 * (docs/player-limits.md), Add Fund paused before any money moves, the accounts' and funds'
 * refusals, and the withdrawal controls. The server names them in its refusals; the player
 * reads them in their language.
 */
export const PROTECTION_MESSAGES = {
  // Liability limits and market closures: the server's refusals, in the player's language
  numberLimitRoom: 'Only {room} more can be placed on {number} today.',
  numberLimitFull: 'No more can be placed on {number} today: its limit is reached.',
  numberLimitBelowMinBet: 'Only {room} more can be placed on {number} today, less than the minimum bet of {min}.',
  bidStakeAboveMax: 'A bid on {market} can be at most {max}.',
  marketClosedToday: '{market} is closed today: {reason}',
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
  // Add Fund before any money moves: why no payment details are shown, and until when
  depositLimitUsed: 'Your deposit limit of {limit} is used up: deposit again from {until}.',
  depositsPausedBreak: 'On a break until {until}: deposits open again then.',
  depositsPaused: 'Deposits are paused for now.',
  depositPausedPayNothing: 'Send no payment now: it could not be credited.',
  limitsSaved: 'Your limits are saved',
  limitChangeWaits: 'Saved. A higher limit or none holds from {from}; until then your current limit holds.',
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
} as const;
