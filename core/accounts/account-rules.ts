import { text, type Text } from '../messages/text.js';

/** A mobile number has 10 digits and an OTP 4; a login password takes at least 3 characters, a new one 6, a name 2. */
export const MOBILE_LENGTH = 10;
export const LOGIN_PASSWORD_MIN = 3;
export const SIGNUP_PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const OTP_LENGTH = 4;

/** A mobile number: exactly ten digits (not any ten characters: letters are no number). */
export const isValidMobile = (mobile: string) => new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`).test(mobile);
export const isValidOtp = (otp: string) => new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(otp);

/** A password too short to try: login takes 3 characters, a new password 6. */
export function passwordError(password: string, purpose: 'login' | 'new'): Text | undefined {
  if (purpose === 'login') return password.length < LOGIN_PASSWORD_MIN ? text('enterValidPassword') : undefined;
  return password.length < SIGNUP_PASSWORD_MIN ? text('enterValidSignupPassword') : undefined;
}

/** A player's name: at least two characters besides spaces. */
export const nameError = (name: string): Text | undefined =>
  name.trim().length < NAME_MIN ? text('enterValidName') : undefined;

/** The first rule a login form breaks, in order (mobile, password), or undefined. */
export function loginError({
  mobile,
  password,
}: {
  mobile: string;
  password: string;
}): { field: string; message: Text } | undefined {
  if (!isValidMobile(mobile)) return { field: 'mobile', message: text('enterValidMobile') };
  const badPassword = passwordError(password, 'login');
  return badPassword && { field: 'password', message: badPassword };
}

/** The first rule a signup form breaks, in order (mobile, password, name), or undefined. */
export function signupError({
  name,
  mobile,
  password,
}: {
  name: string;
  mobile: string;
  password: string;
}): { field: string; message: Text } | undefined {
  if (!isValidMobile(mobile)) return { field: 'mobile', message: text('enterValidMobile') };
  const badPassword = passwordError(password, 'new');
  if (badPassword) return { field: 'password', message: badPassword };
  const badName = nameError(name);
  return badName && { field: 'name', message: badName };
}
