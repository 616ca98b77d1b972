import { describe, expect, it } from 'vitest';
import { configValueProblem, englishOperatorText } from '../../../core/index.js';

const problem = (key: string, value: string) => {
  const found = configValueProblem(key, value);
  return found && englishOperatorText(found);
};

describe('config rules', () => {
  it.each([
    ['min_bet', '10'],
    ['whatsapp', ''],
    ['whatsapp', '9876543210'],
    ['name', 'Lucky Matka'],
    ['void_after_hours', '0'],
    ['void_after_hours', '72'],
    ['homescreen_text', 'Welcome'],
    ['some_free_key', 'anything'],
  ])('takes %s = %j', (key, value) => {
    expect(problem(key, value)).toBeUndefined();
  });

  it.each([
    ['min_bet', '0', 'Minimum bet must be a whole number of rupees from 1, like 500.'],
    ['min_bet', '10.5', 'Minimum bet must be a whole number of rupees from 1, like 500.'],
    ['whatsapp', '12345', 'WhatsApp number must be a 10-digit number, or empty.'],
    ['starline_enable', 'yes', 'Starline must be 1 (on) or 0 (off).'],
    ['name', 'x'.repeat(41), 'Brand name is too long (at most 40 characters).'],
    ['name', 'Lucky\u0007', 'Brand name contains control characters.'],
    ['void_after_hours', '73', 'Void after must be a whole number of hours from 0 to 72.'],
    ['void_after_hours', '-1', 'Void after must be a whole number of hours from 0 to 72.'],
    ['void_after_hours', '1.5', 'Void after must be a whole number of hours from 0 to 72.'],
  ])('refuses %s = %j: %s', (key, value, message) => {
    expect(problem(key, value)).toBe(message);
  });
});
