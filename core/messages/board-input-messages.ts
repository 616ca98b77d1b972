import type { InvalidBidInputCode } from '../numbers/invalid-bid-input-code.js';

/**
 * Why a generator board's inputs make no bids: one text per rule broken (InvalidBidInput's code),
 * saying what is accepted as the generators' own English messages did (they also echo the input).
 */
const BID_INPUT_MESSAGES = {
  'bidInput_not-a-digit': 'Enter a digit from 0 to 9.',
  'bidInput_not-a-jodi': 'Enter a jodi of two digits, like 12.',
  'bidInput_not-a-pana':
    'That is not one of the panas: three digits in rising order, with 0 counting highest, like 128, 190 or 550.',
  'bidInput_not-digits': 'Enter digits only.',
  'bidInput_no-digits': 'Enter at least one digit.',
  'bidInput_not-a-prefix': 'Enter one to three starting digits.',
  'bidInput_not-a-position': 'Each position takes one digit or *.',
  'bidInput_unknown-kind': 'Choose SP, DP or TP.',
  'bidInput_no-kinds': 'Choose at least one pana kind: SP, DP or TP.',
  'bidInput_unknown-option': 'Choose one of the options.',
  'bidInput_no-side': 'Enter a left digit, a right digit, or both.',
  'bidInput_jodi-in-no-group':
    'This jodi is in no group: its two digits are equal or cuts of each other. Enter a jodi like 12 or 34.',
} as const satisfies Record<`bidInput_${InvalidBidInputCode}`, string>;

/** The generator boards' field labels and options (core/board-inputs), and their refusals. */
export const BOARD_INPUT_MESSAGES = {
  number: 'Number',
  digits: 'Digits',
  pana: 'Pana',
  digit: 'Digit',
  ank: 'Ank',
  openPana: 'Open pana',
  closePana: 'Close pana',
  openDigit: 'Open digit',
  closeDigit: 'Close digit',
  leftDigit: 'Left digit',
  middleDigit: 'Middle digit',
  rightDigit: 'Right digit',
  withDoubles: 'Include doubles',
  odd: 'Odd',
  even: 'Even',
  halfBracket: 'Half Bracket',
  fullBracket: 'Full Bracket',
  prefix: 'Starting digits',
  typeDigits: 'Type digits',
  pickDigits: 'Pick digits',
  sangamType: 'Type',
  openPanaCloseDigit: 'OPEN PANA CLOSE DIGIT',
  openDigitClosePana: 'OPEN DIGIT CLOSE PANA',
  noBidsFromInput: 'These inputs make no bids: change them and try again.',
  ...BID_INPUT_MESSAGES,
} as const;
