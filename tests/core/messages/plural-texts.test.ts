// A catalogue text with a count has its forms as i18next's plural keys (`_one` beside the
// key); core's English picks the form as i18next does, so a wait of one second reads "1 second".
import { describe, expect, it } from 'vitest';
import { englishText, MESSAGES, text } from '../../../core/index.js';

describe('plural texts', () => {
  it.each([
    [1, 'Please wait for 1 second'],
    [2, 'Please wait for 2 seconds'],
    [60, 'Please wait for 60 seconds'],
  ])('pleaseWait with %i', (count, expected) => {
    expect(englishText(text('pleaseWait', { count }))).toBe(expected);
  });

  it('every _one form has its other form (the key itself), with the same placeholders', () => {
    const keys = Object.keys(MESSAGES);
    const placeholders = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keys.filter((k) => k.endsWith('_one'))) {
      const other = key.slice(0, -'_one'.length) as keyof typeof MESSAGES;
      expect(keys, key).toContain(other);
      expect(placeholders(MESSAGES[key as keyof typeof MESSAGES])).toEqual(placeholders(MESSAGES[other]));
      expect(placeholders(MESSAGES[other])).toContain('count');
    }
  });
});
