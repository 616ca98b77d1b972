import type { PushTexts } from '../core/index.js';

/**
 * The words a device subscribes with in the Web Push tests (core, server and e2e): short on
 * purpose, so a test reads which template the server filled. The app's own are in
 * ui/i18n/locales/push/push-words.ts.
 */
export const ENGLISH_PUSH_TEXTS: PushTexts = {
  resultTitle: 'Result of {market}',
  walletTitle: 'Wallet',
  win: 'You won {amount} on {market}',
  depositCompleted: 'Deposit of {amount} approved',
  depositRejected: 'Deposit of {amount} rejected',
  withdrawalCompleted: 'Withdrawal of {amount} paid',
  withdrawalRejected: 'Withdrawal of {amount} rejected',
};

export const HINDI_PUSH_TEXTS: PushTexts = {
  resultTitle: '{market} का परिणाम',
  walletTitle: 'वॉलेट',
  win: 'आपने {market} पर {amount} जीते',
  depositCompleted: '{amount} की जमा स्वीकृत',
  depositRejected: '{amount} की जमा अस्वीकृत',
  withdrawalCompleted: '{amount} की निकासी का भुगतान हुआ',
  withdrawalRejected: '{amount} की निकासी अस्वीकृत',
};
