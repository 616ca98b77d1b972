import { describe, expect, it } from 'vitest';
import { consoleEn } from '../../ui/console/i18n/en.js';
import { consoleHi } from '../../ui/console/i18n/hi.js';
import { CONSOLE_LANGUAGES } from '../../ui/console/i18n/i18n.js';

// The console's catalogues, as the player app's are checked (tests/ui/locales.test.ts): each
// language has every English key and no other, the same placeholders, nothing left in English.
const TRANSLATIONS: Record<string, Record<string, string>> = { hi: consoleHi };
const english: Record<string, string> = consoleEn;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The keys whose words are the same in both languages: terms operators use as they are. */
const SAME_IN_BOTH = new Set(['utr', 'totp', 'pageHtml', 'downloadCsv']);
/**
 * Latin words a translation may keep: the terms operators use in English, the product's and WhatsApp's names,
 * file types, the keyboard's keys, and what is typed or pasted as it is.
 */
const KEPT_TERMS = [
  'matka-core',
  'WhatsApp',
  'Authorization: Bearer',
  'OPERATOR_TOKEN',
  'otpauth',
  'javascript:',
  'https://',
  'http://',
  'YYYY-MM-DD',
  'Shift+Enter',
  'Enter',
  'Esc',
  'UTR',
  'IFSC',
  'NEFT',
  'OTP',
  'TOTP',
  'CSV',
  'API',
  'ID',
  'HTML',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
];
/** The review keys, as printed on the keyboard (keyHints): J, K, A, R. */
const KEY_LETTERS = /(?<![A-Za-z])[JKAR](?![A-Za-z])/g;

/** What is left of a translation once its placeholders and the kept terms are taken out. */
function leftInLatin(text: string): string[] {
  let rest = text.replace(/\{\w+\}/g, ' ');
  // The longest first: TOTP before OTP.
  for (const term of [...KEPT_TERMS].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(' ');
  return rest.replace(KEY_LETTERS, ' ').match(/[A-Za-z]+/g) ?? [];
}

describe('console translations', () => {
  it('cover every language of the language choice', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(
      CONSOLE_LANGUAGES.map((language) => language.code)
        .filter((code) => code !== 'en')
        .sort(),
    );
  });

  it.each(Object.entries(TRANSLATIONS))('%s has every English key, none empty, none extra', (_, translation) => {
    expect(Object.keys(translation).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(translation)) expect(value.trim(), key).not.toBe('');
  });

  it.each(Object.entries(TRANSLATIONS))('%s keeps the placeholders of each English text', (_, translation) => {
    for (const [key, value] of Object.entries(english))
      expect(placeholders(translation[key] ?? ''), key).toEqual(placeholders(value));
  });

  it.each(Object.entries(TRANSLATIONS))('%s leaves nothing in English by accident', (_, translation) => {
    const untranslated = Object.entries(translation).filter(
      ([key, value]) => value === english[key] && !SAME_IN_BOTH.has(key) && leftInLatin(value).length > 0,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
    const latin = Object.entries(translation)
      .map(([key, value]) => [key, leftInLatin(value)] as const)
      .filter(([key, words]) => words.length > 0 && !SAME_IN_BOTH.has(key));
    expect(Object.fromEntries(latin)).toEqual({});
  });

  it('finds an English word left in a translation (the check can fail)', () => {
    expect(leftInLatin('{count} बाकी')).toEqual([]);
    expect(leftInLatin('कुंजियाँ: J या → अगला, A मंज़ूर, Esc बंद')).toEqual([]);
    expect(leftInLatin('UTR स्टेटमेंट में नहीं है')).toEqual([]);
    expect(leftInLatin('Approve करें')).toEqual(['Approve']);
    expect(leftInLatin('{name} Deposit')).toEqual(['Deposit']);
  });
});
