import { describe, expect, it } from 'vitest';
import { englishText, isValidMobile, isValidOtp, nameError, passwordError } from '../../../core/index.js';

const words = (value: ReturnType<typeof nameError>) => value && englishText(value);

describe('identity rules and their messages', () => {
  it('a mobile number is ten digits, an OTP four', () => {
    expect(['9876543210', '987654321', '98765432101', '98765abcde', ' 9876543210'].map(isValidMobile)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(['1234', '123', '12345', 'abcd'].map(isValidOtp)).toEqual([true, false, false, false]);
  });

  it('a login password takes 3 characters, a new one 6, each with its own message', () => {
    expect([words(passwordError('ab', 'login')), words(passwordError('abc', 'login'))]).toEqual([
      'Enter valid password',
      undefined,
    ]);
    expect([words(passwordError('abcde', 'new')), words(passwordError('abcdef', 'new'))]).toEqual([
      'Enter valid password (min 6 characters)',
      undefined,
    ]);
  });

  it('a name has two characters besides spaces', () => {
    expect([words(nameError(' A ')), words(nameError('Al'))]).toEqual(['Enter valid name', undefined]);
  });
});
