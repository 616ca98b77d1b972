import { text, type Text } from '../session/messages.js';

/** accounts-wallet-funds §9. */
export const MOBILE_LENGTH = 10;
export const LOGIN_PASSWORD_MIN = 3;
export const SIGNUP_PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const OTP_LENGTH = 4;

/** Sent as device id and device info at login, signup and forgot password. */
export const DEVICE = { deviceid: 'web', device_info: 'web' } as const;

/** A mobile number: exactly ten digits (the spec says ten characters; letters are no number). */
export const isValidMobile = (mobile: string) => new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`).test(mobile);
export const isValidOtp = (otp: string) => new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(otp);

/** The first rule a login form breaks, in the spec's order, or undefined. */
export function loginError({ mobile, password }: { mobile: string; password: string }): { field: string; message: Text } | undefined {
  if (!isValidMobile(mobile)) return { field: 'mobile', message: text('enterValidMobile') };
  if (password.length < LOGIN_PASSWORD_MIN) return { field: 'password', message: text('enterValidPassword') };
  return undefined;
}

/** The first rule a signup form breaks, in the spec's order (mobile, password, name), or undefined. */
export function signupError({ name, mobile, password }: { name: string; mobile: string; password: string }): { field: string; message: Text } | undefined {
  if (!isValidMobile(mobile)) return { field: 'mobile', message: text('enterValidMobile') };
  if (password.length < SIGNUP_PASSWORD_MIN) return { field: 'password', message: text('enterValidSignupPassword') };
  if (name.trim().length < NAME_MIN) return { field: 'name', message: text('enterValidName') };
  return undefined;
}
