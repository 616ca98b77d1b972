import { APP_MESSAGES } from 'matka-core/player';
import type { englishLater } from './en-later.js';

/**
 * The English the login screen and home (with the signed-in frame) show on their first paint:
 * core's app messages and the screens' own words. The rest of English (en-later.ts) loads after
 * the first screen, with the screens and refusals that show it (i18n.ts).
 */
export const en = {
  ...APP_MESSAGES,
  appName: 'Matka',
  // accounts
  enterNumber: 'ENTER NUMBER',
  mobileNumber: 'Mobile number',
  password: 'Password',
  showPassword: 'Show password',
  forgotPassword: 'Forgot Password?',
  login: 'Login',
  newHere: 'New here?',
  createAccount: 'Create an account',
  name: 'Name',
  register: 'Register',
  submit: 'Submit',
  updatePassword: 'Update password',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded.',
  retry: 'Retry',
  loggingOut: 'Logging out…',
  // funds
  wallet: 'Wallet',
  addFund: 'Add Fund',
  copy: 'Copy',
  chatOnWhatsapp: 'Chat on WhatsApp',
  success: 'Success',
  // chrome, and what home shows
  menu: 'Menu',
  home: 'Home',
  passbook: 'Passbook',
  allBids: 'All Bids',
  /** The bottom bar's tab for the bid history: one line in a fifth of 390 px, in every language. */
  allBidsTab: 'All Bids',
  chat: 'Chat',
  gameRates: 'Game Rates',
  gameRules: 'Game Rules',
  charts: 'Charts',
  videos: 'Videos',
  notifications: 'Notifications',
  logout: 'Logout',
  language: 'Language',
  back: 'Back',
  close: 'Close',
  markets: 'Markets',
  /** Under market, bet and passbook times on a phone that keeps another clock: the zone's name from Intl. */
  timesInZone: 'All times in {zone}',
  noHistory: 'Nothing here yet.',
  cancel: 'Cancel',
  delete: 'Delete',
  change: 'Change',
  pending: 'PENDING',
  starline: 'Starline',
  jackpot: 'Jackpot',
  play: 'Play',
  rate: 'Rate',
  next: 'Next',
  status: 'Status',
  jodi: 'Jodi',
  callUs: 'Call us',
  banners: 'Banners',
  bannerOf: 'Banner {number} of {total}',
  showBanner: 'Show banner {number}',
  chartOf: 'Charts of {market}',
  installApp: 'Install the app',
  installAppText: 'Add it to your home screen: it opens in one tap, full screen.',
  installHowTo: "In your browser's menu, choose Add to Home screen.",
  install: 'Install',
  notNow: 'Not now',
  moreGames: 'More games',
  today: 'Today',
  // Limits a player sets: the side menu's entries; the screens' own words load with
  // them (limits/limits-words.ts)
  myLimits: 'My limits',
  deviceNotifications: 'Notifications on this device',
} as const;

/**
 * The quiz's prompts, `quiz_<question id>`: English is core's own prompt (the quiz screen passes
 * it as the default), so the first load does not carry core's quiz; tests/ui/locales.test.ts
 * checks every other language has each.
 */
type QuizKey = `quiz_${string}`;
/** Every English key: the first paint's and the rest's. */
type EnglishKey = keyof typeof en | keyof typeof englishLater;
export type TranslationKey = EnglishKey | QuizKey;
/** One language's strings: every English key (a missing translation fails the type check). */
export type Translations = Record<EnglishKey, string> & { [key: QuizKey]: string };
