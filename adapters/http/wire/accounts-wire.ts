import type * as v from 'valibot';
import type { accountAnswer, statusAnswer } from '../../../contract/player/accounts.js';
import type { SuccessWire } from '../../../contract/player/envelope.js';

/** What the sign-in calls send as the device: always the web app. */
export type DeviceWire = { deviceid: 'web'; device_info: 'web' };

/** A sign-in answer: the success flag, and on success the session token and the account's name and email. */
export type AccountWire = v.InferOutput<typeof accountAnswer>;

/** The legacy form `status_check` answer: `verify` '1' for a verified player. */
export type StatusWire = v.InferOutput<typeof statusAnswer>;

/** The account calls as the player API takes and answers them. The transport adds `session` (and `mobile` on legacy calls). */
export interface AccountsWire {
  login(payload: { mobile: string; password: string } & DeviceWire): Promise<AccountWire>;
  sendOtp(payload: { mobile: string; name: string; type: 'signup' }): Promise<SuccessWire>;
  verifyOtp(payload: { mobile: string; otp: string; type: 'signup' }): Promise<SuccessWire>;
  /** `adult`: the player declares being 18 or older (the server refuses a sign-up without it). */
  register(
    payload: { mobile: string; password: string; name: string; otp: string; adult: boolean } & DeviceWire,
  ): Promise<AccountWire>;
  answerLimitsOffer(payload: { answer: 'set' | 'skipped' }): Promise<SuccessWire>;
  forgotOtp(payload: { mobile: string }): Promise<SuccessWire>;
  verifyForgotOtp(payload: { mobile: string; otp: string; password: string } & DeviceWire): Promise<AccountWire>;
  /** Legacy form `reset_password` under api2: success '0' on failure, msg. */
  resetPassword(payload: { mobile: string; otp: string; pass: string }): Promise<SuccessWire>;
  updatePassword(payload: { mobile: string; current_password: string; password: string }): Promise<SuccessWire>;
  /** Legacy form `status_check`: whether the player is verified. */
  statusCheck(): Promise<StatusWire>;
  /**
   * `POST /api/logout` with `{ session }`: the server ends that session. Answers
   * `{ success: true, message }`, or the envelope's `session: false` for a token already dead.
   */
  logout(session: string): Promise<SuccessWire>;
}
