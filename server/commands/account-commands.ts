import * as v from 'valibot';
import { mobile, name, otp, password } from './field-schemas.js';
import { said } from './keyed-message.js';
import type { Produces } from './parse-command.js';
import type {
  LoginRequest,
  OtpRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignupOtpCheck,
  UpdatePasswordRequest,
} from '../services/accounts/account-requests.js';

/** The OTP calls of sign-up say type 'signup' (or nothing). */
const signupType = v.pipe(
  v.unknown(),
  v.check((value) => value === undefined || value === 'signup', said('signupTypeOnly')),
);

export const LoginCommand = v.object({ mobile, password: password('login') }) satisfies Produces<LoginRequest>;

export const SignupOtpCommand = v.object({ type: signupType, mobile, name }) satisfies Produces<OtpRequest>;

export const VerifySignupOtpCommand = v.object({ type: signupType, mobile, otp }) satisfies Produces<SignupOtpCheck>;

/**
 * register: `adult` is the player's declaration of being 18 or older, true or
 * 'true' or '1'. Read by the service, so a missing one is refused with a keyed message.
 */
export const RegisterCommand = v.object({
  mobile,
  name,
  password: password('new'),
  otp,
  adult: v.optional(v.unknown()),
}) satisfies Produces<RegisterRequest>;

/** limits-offer: how the player answered the offer of limits after sign-up. */
export const LimitsOfferCommand = v.object({
  answer: v.pipe(
    v.unknown(),
    v.check((value) => value === 'set' || value === 'skipped', "answer must be 'set' or 'skipped'."),
    v.transform((value) => value as 'set' | 'skipped'),
  ),
});
export type LimitsOfferCommand = v.InferOutput<typeof LimitsOfferCommand>;

export const ForgotOtpCommand = v.object({ mobile }) satisfies Produces<OtpRequest>;

/** verifyForgotOTP, and the legacy reset_password whose new password is `pass`. */
export const ResetPasswordCommand = v.object({
  mobile,
  otp,
  password: password('new'),
}) satisfies Produces<ResetPasswordRequest>;
export const LegacyResetPasswordCommand = v.pipe(
  v.object({ mobile, otp, pass: password('new') }),
  v.transform(({ pass, ...rest }) => ({ ...rest, password: pass })),
) satisfies Produces<ResetPasswordRequest>;

/** The new password first; a current password that is not text is simply wrong. */
export const UpdatePasswordCommand = v.pipe(
  v.object({ password: password('new'), current_password: v.unknown() }),
  v.transform(({ password, current_password }) => ({
    password,
    current: typeof current_password === 'string' ? current_password : undefined,
  })),
) satisfies Produces<UpdatePasswordRequest>;
