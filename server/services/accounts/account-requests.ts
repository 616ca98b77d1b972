// What a player asks of their account: mobiles, OTPs and names already checked by core's rules,
// passwords as typed.

/** A login: the mobile and the password. */
export interface LoginRequest {
  mobile: string;
  password: string;
}

/** A request for an OTP by SMS (to sign up, or to reset a forgotten password): the mobile it goes to. */
export interface OtpRequest {
  mobile: string;
}

/** A sign-up OTP to check before the player goes on to register. */
export interface SignupOtpCheck {
  mobile: string;
  otp: string;
}

/**
 * A new player: mobile, name, password and the sign-up OTP, and `adult`, the player's
 * declaration of being 18 or older as sent (true, 'true', '1' or 1; anything else is refused).
 */
export interface RegisterRequest {
  mobile: string;
  name: string;
  password: string;
  otp: string;
  adult?: unknown;
}

/** A forgotten password reset with an OTP: the mobile, the code and the new password. */
export interface ResetPasswordRequest {
  mobile: string;
  otp: string;
  password: string;
}

/** A signed-in player's new password, and the current one (undefined when what was sent is not text). */
export interface UpdatePasswordRequest {
  password: string;
  current: string | undefined;
}
