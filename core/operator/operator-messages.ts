/**
 * Every text core shows an operator, in English, keyed for translation: the console's own
 * catalogue, kept apart from the player's MESSAGES so the player app's translations (and
 * its first load) do not carry it. Values in braces are filled from the text's values.
 */
export const OPERATOR_MESSAGES = {
  enterUsername: 'Enter your username.',
  enterPassword: 'Enter your password.',
  enterTotpCode: 'Enter the 6-digit code from your authenticator app.',
  enterReason: 'Enter a reason.',
  reasonTooLong: 'Keep the reason to {max} characters.',
  enterPlayerRequest: 'Write down what the player asked for, and how and when.',
  playerRequestTooLong: 'Keep the player’s request to {max} characters.',
  enterPayoutReference: 'Enter the payout reference.',
  payoutReferenceTooLong: 'Keep the payout reference to {max} characters.',
  enterPositiveAmount: 'Enter an amount in rupees from ₹0.01 to {max}, like 500 or 99.50.',
  enterSignedAmount: 'Enter rupees to give (500) or take (-250), not 0.',
  amountTooLarge: '{label} must be at most {max}.',
  newPasswordTooShort: 'The new password needs at least {min} characters.',
  passwordsDiffer: 'The new password and its confirmation differ.',
  enterNewUsername: 'Enter a username of 3 to 32 letters, digits, dots, dashes or underscores.',
  chooseRole: 'Choose a role.',
  enterValidDate: 'Enter the date as YYYY-MM-DD.',
  fromAfterTo: 'The From date is after the To date.',
  enterPana: 'Enter a pana: three digits in rising order, 0 counting highest, like 128 or 190.',
  sessionEnded: 'Your console session has ended. Sign in again.',
  networkFailure: 'Could not reach the server. Check the connection and try again.',
  timeoutFailure: 'The server took too long to answer. Try again.',
  serverFailure: 'The server could not answer ({status}). Try again.',
  malformedAnswer: 'The server sent an answer the console cannot read.',
  // The results desk.
  enterJodi: 'Enter a jodi of two digits, like 42.',
  confirmationDiffers: 'Type {value} again, exactly, to confirm.',
  // Content and reports.
  bannerType: 'A banner must be a PNG, JPEG, WebP or GIF image.',
  bannerEmpty: 'The image file is empty.',
  bannerTooLarge: 'The image is {size}; a banner may be at most {max}.',
  bannerLinkRule: 'The link must be a web address starting with https:// or http://.',
  bannerLinkTooLong: 'Keep the link to {max} characters.',
  chooseBannerImage: 'Choose an image for the banner.',
  pageTooLong: 'Keep the page to {max} characters.',
  enterTitle: 'Enter a title.',
  titleTooLong: 'Keep the title to {max} characters.',
  enterNotification: 'Enter the notification.',
  notificationTooLong: 'Keep the notification to {max} characters.',
  enterPlayerMobile: 'Enter the player’s 10-digit mobile, or send to everyone.',
  reportRangeTooLong: 'Choose at most {max} days.',
  chooseWinnersMarket: 'Choose the market whose winners to list.',
  // Market setup and settings
  wholeRupeesFrom: '{label} must be a whole number of rupees from {min}, like 500.',
  wholeRupees: '{label} must be a whole number of rupees, like 500.',
  wholeHours: '{label} must be a whole number of hours from 0 to {max}.',
  flagOnOff: '{label} must be 1 (on) or 0 (off).',
  tenDigitNumber: '{label} must be a 10-digit number, or empty.',
  textTooLong: '{label} is too long (at most {max} characters).',
  controlCharacters: '{label} contains control characters.',
  wageringMultiple: 'Bonus wagering multiple must be a number from 0 to 100, like 1 or 2.5.',
  rateFormat: 'The rate of {game} must be a number of up to 6 digits and 3 decimals, like 9.5.',
  marketNameRule: 'Market name must be 2 to 40 letters, digits, spaces or . _ -, starting with a letter or digit.',
  enterTime: '{label} must be a 24-hour time like 15:45.',
  enterTokenLabel: 'Name the token for what it is for, like “nightly results script”.',
  sameOpenAndClose: 'The open time and the close time must differ.',
  nightCloseLate:
    'A close before the open is after midnight (a night market), and a night market closes by 06:00: check that the open and the close are not the wrong way round.',
  enterHolidayReason: 'Enter the reason players will read (at most {max} characters).',
  enterRupeesOrEmpty: '{label} must be a positive number of rupees, like 50000, or left empty.',
  stakeAbovePayout: 'The maximum stake per bid cannot be more than the maximum payout per number.',
  payoutForStake: 'Set a maximum payout per number to set a maximum stake per bid.',
  enterSlotTimes: 'Enter slot times like 10:00, 11:00 (1 to 48 of them).',
  nothingChanged: 'Nothing was changed.',
  // The desks' amount filter.
  minAboveMax: 'The minimum amount is more than the maximum.',
  // Withdrawal controls
  withdrawalHoursRule:
    '{label} must be two 24-hour times, from and until, like 10:00-18:00 (market time), or empty for any time.',
  wholeCount: '{label} must be a whole number from 0 to {max} (0: no limit).',
  // How long payment screenshots are kept.
  wholeDays: '{label} must be a whole number of days from {min} to {max}.',
  // The player's page.
  enterNote: 'Write the note.',
  noteTooLong: 'Keep the note to {max} characters.',
} as const;

export type OperatorMessageKey = keyof typeof OPERATOR_MESSAGES;

/** A text for an operator: a catalogue message with its values, or the server's own words. */
export type OperatorText =
  { key: OperatorMessageKey; values?: Readonly<Record<string, string | number>> } | { raw: string };

export function operatorText(key: OperatorMessageKey, values?: Record<string, string | number>): OperatorText {
  return values ? { key, values } : { key };
}

/** An operator text in English, with its values filled in. */
export function englishOperatorText(value: OperatorText): string {
  if ('raw' in value) return value.raw;
  return OPERATOR_MESSAGES[value.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    value.values && name in value.values ? String(value.values[name]) : whole,
  );
}
