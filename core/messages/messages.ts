import { MESSAGES, type MessageKey } from './catalogue.js';
export { MESSAGES, type MessageKey } from './catalogue.js';

// A text and its makers live apart from the catalogue, so code that only makes texts (the
// generators' errors) does not carry every message into a bundle.
export { raw, text, type Text } from './text.js';
import type { Text } from './text.js';

// Made on first use: English's plural forms, as i18next picks them.
let englishPlurals: Intl.PluralRules | undefined;

/** The message of a key, in the form its `count` asks for (`pleaseWait_one` for 1), as i18next picks it. */
function englishForm(key: MessageKey, count: unknown): string {
  if (typeof count !== 'number') return MESSAGES[key];
  englishPlurals ??= new Intl.PluralRules('en');
  const form = `${key}_${englishPlurals.select(count)}`;
  return form in MESSAGES ? MESSAGES[form as MessageKey] : MESSAGES[key];
}

/** A text in English, with its values filled in (and the plural form its `count` asks for). */
export function englishText(value: Text): string {
  if ('raw' in value) return value.raw;
  return englishForm(value.key, value.values?.count).replace(/\{(\w+)\}/g, (whole, name: string) =>
    value.values && name in value.values ? String(value.values[name]) : whole,
  );
}
