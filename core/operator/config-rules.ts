import { isWithdrawalHours } from '../funds/withdrawal-hours.js';
import { operatorText, type OperatorText } from './operator-messages.js';

// What each config key may hold: one set of rules, which the console checks as the owner
// types and the server enforces for the console and the bearer-token API alike. Keys not named here stay free text.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Rule = (value: string) => OperatorText | undefined;

/** Whole rupees, as the app compares them: '10', '500'. */
const wholeRupees =
  (label: string, min: number): Rule =>
  (value) =>
    /^\d{1,8}$/.test(value) && Number(value) >= min
      ? undefined
      : min > 0
        ? operatorText('wholeRupeesFrom', { label, min })
        : operatorText('wholeRupees', { label });

const flag =
  (label: string): Rule =>
  (value) =>
    value === '0' || value === '1' ? undefined : operatorText('flagOnOff', { label });

const phone =
  (label: string): Rule =>
  (value) =>
    value === '' || /^\d{10}$/.test(value) ? undefined : operatorText('tenDigitNumber', { label });

export const HOMESCREEN_TEXT_MAX = 500;
export const BRAND_NAME_MAX = 40;
export const VOID_AFTER_HOURS_MAX = 72;
export const WITHDRAW_DAILY_COUNT_MAX = 99;
/** How long a deposit's payment screenshot may be kept after the decision: ten years at most. */
export const SCREENSHOT_KEEP_DAYS_MAX = 3650;

/** Free text of at most `max` characters, without control characters. */
const text =
  (label: string, max: number): Rule =>
  (value) =>
    value.length > max
      ? operatorText('textTooLong', { label, max })
      : CONTROL.test(value)
        ? operatorText('controlCharacters', { label })
        : undefined;

/** The config keys the console sets, each with its rule and its label. */
export const CONFIG_RULES = {
  min_bet: { label: 'Minimum bet', rule: wholeRupees('Minimum bet', 1) },
  min_deposit: { label: 'Minimum deposit', rule: wholeRupees('Minimum deposit', 1) },
  min_withdraw: { label: 'Minimum withdrawal', rule: wholeRupees('Minimum withdrawal', 0) },
  signup_bonus: { label: 'Sign-up bonus', rule: wholeRupees('Sign-up bonus', 0) },
  bonus_wagering_multiple: {
    label: 'Bonus wagering multiple',
    rule: (value: string) =>
      /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100 ? undefined : operatorText('wageringMultiple'),
  },
  whatsapp: { label: 'WhatsApp number', rule: phone('WhatsApp number') },
  call_number: { label: 'Call number', rule: phone('Call number') },
  // The brand players see in the header, the page title and the install dialog.
  name: { label: 'Brand name', rule: text('Brand name', BRAND_NAME_MAX) },
  // How long after its last draw a market day without a result may be voided.
  void_after_hours: {
    label: 'Void a day without result after (hours)',
    rule: (value: string) =>
      /^\d{1,2}$/.test(value) && Number(value) <= VOID_AFTER_HOURS_MAX
        ? undefined
        : operatorText('wholeHours', { label: 'Void after', max: VOID_AFTER_HOURS_MAX }),
  },
  // What one cashier may credit and debit to players' wallets in a market day (0: nothing).
  cashier_wallet_ceiling: {
    label: 'Cashier credit/debit a day (₹)',
    rule: wholeRupees('Cashier credit/debit a day', 0),
  },
  // Two-person control (docs/console-api.md), each off by default: results wait for a second results
  // operator's same value; payouts above the threshold for a second operator's approval.
  two_person_results: { label: 'Two-person results', rule: flag('Two-person results') },
  two_person_payout_threshold: {
    label: 'Second approval above (₹)',
    rule: wholeRupees('Second approval above', 0),
  },
  homescreen_text: { label: 'Home-screen text', rule: text('Home-screen text', HOMESCREEN_TEXT_MAX) },
  starline_enable: { label: 'Starline', rule: flag('Starline') },
  delhi_enable: { label: 'Jackpot', rule: flag('Jackpot') },
  // Withdrawal controls: each off by default, enforced when a player asks.
  withdraw_hours: {
    label: 'Withdrawal hours',
    rule: (value: string) =>
      isWithdrawalHours(value) ? undefined : operatorText('withdrawalHoursRule', { label: 'Withdrawal hours' }),
  },
  withdraw_daily_count: {
    label: 'Withdrawals per player a day',
    rule: (value: string) =>
      /^\d{1,2}$/.test(value) && Number(value) <= WITHDRAW_DAILY_COUNT_MAX
        ? undefined
        : operatorText('wholeCount', { label: 'Withdrawals per player a day', max: WITHDRAW_DAILY_COUNT_MAX }),
  },
  withdraw_daily_amount: {
    label: 'Withdrawal amount per player a day',
    rule: wholeRupees('Withdrawal amount per player a day', 0),
  },
  // Days a deposit's payment screenshot is kept after it is decided, then deleted (audited).
  screenshot_keep_days: {
    label: 'Keep payment screenshots for (days after the decision)',
    rule: (value: string) =>
      /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= SCREENSHOT_KEEP_DAYS_MAX
        ? undefined
        : operatorText('wholeDays', { label: 'Keep payment screenshots for', min: 1, max: SCREENSHOT_KEEP_DAYS_MAX }),
  },
} as const satisfies Record<string, { label: string; rule: Rule }>;

export type ConfigKey = keyof typeof CONFIG_RULES;
export const CONFIG_KEYS = Object.keys(CONFIG_RULES) as ConfigKey[];

/** Why a config value (as stored: trimmed text, flags as 1/0) cannot be kept, or undefined when it can. */
export function configValueProblem(key: string, value: string): OperatorText | undefined {
  return Object.hasOwn(CONFIG_RULES, key) ? CONFIG_RULES[key as ConfigKey].rule(value) : undefined;
}

/** A game rate: up to six digits and three decimals. */
export function rateProblem(game: string, rate: string): OperatorText | undefined {
  return /^\d{1,6}(\.\d{1,3})?$/.test(rate) ? undefined : operatorText('rateFormat', { game });
}
