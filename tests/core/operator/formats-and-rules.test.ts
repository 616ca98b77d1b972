import { describe, expect, it } from 'vitest';
import {
  adjustmentError,
  adjustmentPaise,
  bonusAmountError,
  dayError,
  englishOperatorText,
  indianRupees,
  newPasswordError,
  reasonError,
  roleMay,
  sectionsFor,
  totpCodeError,
  usernameError,
  type OperatorText,
} from '../../../core/index.js';

const english = (text: OperatorText | undefined) => (text ? englishOperatorText(text) : undefined);

describe('money for operators', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [12_345_600, '₹1,23,456.00'],
    [123_456_789, '₹12,34,567.89'],
    [1_000_000_000_00, '₹1,00,00,00,000.00'],
    [-1000, '−₹10.00'],
    [-12_345_650, '−₹1,23,456.50'],
  ])('%i paise reads %s', (paise, expected) => {
    expect(indianRupees(paise)).toBe(expected);
  });
});

describe('roles', () => {
  it.each([
    [
      'owner',
      [
        'deposits',
        'withdrawals',
        'players',
        'today',
        'markets',
        'settings',
        'content',
        'reports',
        'audit',
        'operators',
        'account',
      ],
    ],
    ['cashier', ['deposits', 'withdrawals', 'players', 'account']],
    ['results', ['today', 'markets', 'account']],
    ['support', ['players', 'content', 'account']],
  ] as const)('%s sees %j', (role, sections) => {
    expect(sectionsFor(role)).toEqual(sections);
  });

  it('owners and cashiers adjust a wallet (a cashier within the daily ceiling); support reads players, acts on none, writes notes', () => {
    expect(roleMay('owner', 'players.adjust')).toBe(true);
    expect(roleMay('cashier', 'players.adjust')).toBe(true);
    expect(roleMay('support', 'players.adjust')).toBe(false);
    expect(roleMay('support', 'players.read')).toBe(true);
    expect(roleMay('support', 'players.act')).toBe(false);
    expect(['owner', 'cashier', 'results', 'support'].filter((r) => roleMay(r as 'owner', 'players.note'))).toEqual([
      'owner',
      'support',
    ]);
  });

  it('owners and support edit content; only owners read the reports', () => {
    expect(['owner', 'cashier', 'results', 'support'].filter((r) => roleMay(r as 'owner', 'content'))).toEqual([
      'owner',
      'support',
    ]);
    expect(['owner', 'cashier', 'results', 'support'].filter((r) => roleMay(r as 'owner', 'reports'))).toEqual([
      'owner',
    ]);
  });
});

describe('input rules', () => {
  it('a reason is required and at most 200 characters', () => {
    expect(english(reasonError('  '))).toBe('Enter a reason.');
    expect(english(reasonError('x'.repeat(201)))).toBe('Keep the reason to 200 characters.');
    expect(reasonError(` ${'x'.repeat(200)} `)).toBeUndefined();
  });

  it.each([
    ['500', 50_000],
    ['+500', 50_000],
    ['-250', -25_000],
    ['- 99.50', -9_950],
    ['0', undefined],
    ['-0', undefined],
    ['1e3', undefined],
    ['10.555', undefined],
    ['', undefined],
  ])('an adjustment of %j is %s paise', (typed, paise) => {
    expect(adjustmentPaise(typed)).toBe(paise);
    expect(adjustmentError(typed) === undefined).toBe(paise !== undefined);
  });

  it('a bonus is positive rupees with at most two decimals, and not beyond one movement’s limit', () => {
    expect(bonusAmountError('100')).toBeUndefined();
    expect(english(bonusAmountError('-100'))).toBe(
      'Enter an amount in rupees from ₹0.01 to ₹1,00,00,000, like 500 or 99.50.',
    );
    expect(english(bonusAmountError('100000000.01'))).toBe('The amount must be at most ₹1,00,00,000.');
  });

  it('passwords, usernames, codes and days', () => {
    expect(english(newPasswordError('short', 'short'))).toBe('The new password needs at least 10 characters.');
    expect(english(newPasswordError('long-enough-1', 'long-enough-2'))).toBe(
      'The new password and its confirmation differ.',
    );
    expect(newPasswordError('long-enough-1', 'long-enough-1')).toBeUndefined();
    expect(usernameError('asha.cash')).toBeUndefined();
    expect(usernameError('a b')).toBeDefined();
    expect(usernameError('x'.repeat(33))).toBeDefined();
    expect(totpCodeError(' 123456 ')).toBeUndefined();
    expect(totpCodeError('12345')).toBeDefined();
    expect(dayError('')).toBeUndefined();
    expect(dayError('2026-02-28')).toBeUndefined();
    expect(english(dayError('2026-02-30'))).toBe('Enter the date as YYYY-MM-DD.');
    expect(dayError('20-11-2026')).toBeDefined();
  });
});
