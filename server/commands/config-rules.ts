// What each config key of the spec may hold (accounts-wallet-funds §3, market-play §3), judged
// the same for the console and the bearer-token API. Keys not named here stay free text.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Rule = (value: string) => string | undefined;

/** Whole rupees, as the app compares them: '10', '500'. */
const wholeRupees =
  (label: string, min: number): Rule =>
  (value) =>
    /^\d{1,8}$/.test(value) && Number(value) >= min
      ? undefined
      : `${label} must be a whole number of rupees${min > 0 ? ` from ${min}` : ''}, like 500.`;

const flag =
  (label: string): Rule =>
  (value) =>
    value === '0' || value === '1' ? undefined : `${label} must be 1 (on) or 0 (off).`;

const phone =
  (label: string): Rule =>
  (value) =>
    value === '' || /^\d{10}$/.test(value) ? undefined : `${label} must be a 10-digit number, or empty.`;

export const CONFIG_RULES: Readonly<Record<string, Rule>> = {
  min_bet: wholeRupees('Minimum bet', 1),
  min_deposit: wholeRupees('Minimum deposit', 1),
  min_withdraw: wholeRupees('Minimum withdrawal', 0),
  signup_bonus: wholeRupees('Sign-up bonus', 0),
  whatsapp: phone('WhatsApp number'),
  call_number: phone('Call number'),
  homescreen_text: (value) =>
    value.length > 500
      ? 'Home-screen text is too long (at most 500 characters).'
      : CONTROL.test(value)
        ? 'Home-screen text contains control characters.'
        : undefined,
  starline_enable: flag('Starline'),
  delhi_enable: flag('Jackpot'),
  bonus_wagering_multiple: (value) =>
    /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100
      ? undefined
      : 'Bonus wagering multiple must be a number from 0 to 100, like 1 or 2.5.',
};

/** A config value as stored: booleans as 1/0, text trimmed. */
export function configText(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return key in CONFIG_RULES ? String(value).trim() : String(value);
}

/** Why a value cannot be stored under its key, or undefined when it can. */
export function configProblem(key: string, value: string | number | boolean): string | undefined {
  const rule = CONFIG_RULES[key];
  return rule?.(configText(key, value));
}
