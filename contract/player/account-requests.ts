// The player API's sign-in, sign-up and password requests, written once: the server parses
// them with these schemas, and the accounts adapter sends `RequestBody` of them.
import * as v from 'valibot';
import { mobile, name, oneOf, otp, password, sentAs } from '../requests/request-fields.js';
import { said } from '../requests/refusal-words.js';

/** The OTP calls of sign-up say type 'signup' (or nothing). */
const signupType = sentAs<'signup' | undefined>()(
  v.pipe(
    v.unknown(),
    v.check((value) => value === undefined || value === 'signup', said('signupTypeOnly')),
  ),
);

export const LoginCommand = v.object({ mobile, password: password('login') });

export const SignupOtpCommand = v.object({ type: signupType, mobile, name });

export const VerifySignupOtpCommand = v.object({ type: signupType, mobile, otp });

/**
 * register: `adult` is the player's declaration of being 18 or older, true or
 * 'true' or '1'. Read by the service, so a missing one is refused with a keyed message.
 */
export const RegisterCommand = v.object({
  mobile,
  name,
  password: password('new'),
  otp,
  adult: sentAs<boolean | 'true' | '1' | undefined>()(v.unknown()),
});

/** limits-offer: how the player answered the offer of limits after sign-up. */
export const LimitsOfferCommand = v.object({
  answer: oneOf(['set', 'skipped'], "answer must be 'set' or 'skipped'."),
});
export type LimitsOfferCommand = v.InferOutput<typeof LimitsOfferCommand>;

export const ForgotOtpCommand = v.object({ mobile });

/** verifyForgotOTP, and the legacy reset_password whose new password is `pass`. */
export const ResetPasswordCommand = v.object({
  mobile,
  otp,
  password: password('new'),
});
export const LegacyResetPasswordCommand = v.pipe(
  v.object({ mobile, otp, pass: password('new') }),
  v.transform(({ pass, ...rest }) => ({ ...rest, password: pass })),
);

/** The new password first; a current password that is not text is simply wrong. */
export const UpdatePasswordCommand = v.pipe(
  v.object({ password: password('new'), current_password: sentAs<string>()(v.unknown()) }),
  v.transform(({ password, current_password }) => ({
    password,
    current: typeof current_password === 'string' ? current_password : undefined,
  })),
);
