import type * as v from 'valibot';
import type { accountAnswer, statusAnswer } from '../../../contract/player/accounts.js';
import type { SuccessWire } from '../../../contract/player/envelope.js';
import type * as requests from '../../../contract/player/account-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';

/** What the sign-in calls send as the device: always the web app. */
export type DeviceWire = { deviceid: 'web'; device_info: 'web' };

/** A sign-in answer: the success flag, and on success the session token and the account's name and email. */
export type AccountWire = v.InferOutput<typeof accountAnswer>;

/** The legacy form `status_check` answer: `verify` '1' for a verified player. */
export type StatusWire = v.InferOutput<typeof statusAnswer>;

/** The account calls as the player API takes and answers them. The transport adds `session` (and `mobile` on legacy calls). */
export interface AccountsWire {
  login(payload: RequestBody<typeof requests.LoginCommand> & DeviceWire): Promise<AccountWire>;
  sendOtp(payload: RequestBody<typeof requests.SignupOtpCommand>): Promise<SuccessWire>;
  verifyOtp(payload: RequestBody<typeof requests.VerifySignupOtpCommand>): Promise<SuccessWire>;
  /** `adult`: the player declares being 18 or older (the server refuses a sign-up without it). */
  register(payload: RequestBody<typeof requests.RegisterCommand> & DeviceWire): Promise<AccountWire>;
  answerLimitsOffer(payload: RequestBody<typeof requests.LimitsOfferCommand>): Promise<SuccessWire>;
  forgotOtp(payload: RequestBody<typeof requests.ForgotOtpCommand>): Promise<SuccessWire>;
  verifyForgotOtp(payload: RequestBody<typeof requests.ResetPasswordCommand> & DeviceWire): Promise<AccountWire>;
  /** Legacy form `reset_password` under api2: success '0' on failure, msg. */
  resetPassword(payload: RequestBody<typeof requests.LegacyResetPasswordCommand>): Promise<SuccessWire>;
  /** `mobile` is for older servers; this one knows the player by the session. */
  updatePassword(
    payload: RequestBody<typeof requests.UpdatePasswordCommand> & { mobile: string },
  ): Promise<SuccessWire>;
  /** Legacy form `status_check`: whether the player is verified. */
  statusCheck(): Promise<StatusWire>;
  /**
   * `POST /api/logout` with `{ session }`: the server ends that session. Answers
   * `{ success: true, message }`, or the envelope's `session: false` for a token already dead.
   */
  logout(session: string): Promise<SuccessWire>;
}
