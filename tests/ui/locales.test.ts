import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '../../core/index.js';
import { LANGUAGES } from '../../ui/i18n/i18n.js';
import { en as firstPaint } from '../../ui/i18n/locales/en.js';
import { englishLater } from '../../ui/i18n/locales/en-later.js';
import { LIMITS_WORDS } from '../../ui/i18n/locales/limits/limits-words.js';
import { gu } from '../../ui/i18n/locales/gu.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { kn } from '../../ui/i18n/locales/kn.js';
import { ml } from '../../ui/i18n/locales/ml.js';
import { mr } from '../../ui/i18n/locales/mr.js';
import { ta } from '../../ui/i18n/locales/ta.js';
import { te } from '../../ui/i18n/locales/te.js';

/** Every English string: the first paint's and the rest, which loads later. */
const en: Record<string, string> = { ...firstPaint, ...englishLater };
const TRANSLATIONS: Record<string, Record<string, string>> = { hi, kn, ml, te, ta, gu, mr };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('cover every language of the language dialog', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(
      LANGUAGES.map((language) => language.code)
        .filter((code) => code !== 'en')
        .sort(),
    );
  });

  it.each(Object.entries(TRANSLATIONS))(
    '%s has every English key and every quiz question, none empty, none extra',
    (_, translation) => {
      const keys = Object.keys(translation);
      expect(keys.filter((key) => !key.startsWith('quiz_')).sort()).toEqual(Object.keys(en).sort());
      expect(keys.filter((key) => key.startsWith('quiz_')).sort()).toEqual(
        QUIZ_QUESTIONS.map((question) => `quiz_${question.id}`).sort(),
      );
      for (const [key, value] of Object.entries(translation)) expect(value.trim(), key).not.toBe('');
    },
  );

  it.each(Object.entries(TRANSLATIONS))('%s keeps the placeholders of each English text', (_, translation) => {
    for (const [key, english] of Object.entries(en))
      expect(placeholders(translation[key] ?? ''), key).toEqual(placeholders(english));
  });

  // My limits' and the reality check's words load with those screens (their keys are typed).
  it.each(Object.entries(TRANSLATIONS))('%s has the player-protection words, none empty, same placeholders', (code) => {
    const words = LIMITS_WORDS[code as keyof typeof LIMITS_WORDS];
    expect(Object.keys(words).sort()).toEqual(Object.keys(LIMITS_WORDS.en).sort());
    for (const [key, english] of Object.entries(LIMITS_WORDS.en)) {
      const translated = words[key as keyof typeof words];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
  });
});
