import type { Envelope } from '../session/envelope.js';
import { token } from './token.js';

type Device = { deviceid: 'web'; device_info: 'web' };

export interface AccountAnswer extends Envelope {
  success: boolean | string | number;
  api_token?: string;
  name?: string;
  email?: string;
}
export interface SuccessAnswer extends Envelope {
  success: boolean | string | number;
}

/** The account calls of the player API. The transport adds `session` (and `mobile` on legacy calls). */
export interface AccountsGateway {
  login(payload: { mobile: string; password: string } & Device): Promise<AccountAnswer>;
  sendOtp(payload: { mobile: string; name: string; type: 'signup' }): Promise<SuccessAnswer>;
  verifyOtp(payload: { mobile: string; otp: string; type: 'signup' }): Promise<SuccessAnswer>;
  /** `adult`: the player declares being 18 or older (the server refuses a sign-up without it). */
  register(
    payload: { mobile: string; password: string; name: string; otp: string; adult: boolean } & Device,
  ): Promise<AccountAnswer>;
  /** How the player answered the offer of limits after sign-up. */
  answerLimitsOffer(payload: { answer: 'set' | 'skipped' }): Promise<Envelope>;
  forgotOtp(payload: { mobile: string }): Promise<SuccessAnswer>;
  verifyForgotOtp(payload: { mobile: string; otp: string; password: string } & Device): Promise<AccountAnswer>;
  /** Legacy form `reset_password` under api2: success '0' on failure, msg. */
  resetPassword(payload: { mobile: string; otp: string; pass: string }): Promise<SuccessAnswer>;
  updatePassword(payload: { mobile: string; current_password: string; password: string }): Promise<SuccessAnswer>;
  /** Legacy form `status_check`: whether the player is verified. */
  statusCheck(): Promise<Envelope & { verify?: string | number | boolean }>;
  /**
   * `POST /api/logout` with `{ session }`: the server ends that session. Answers
   * `{ success: true, message }`, or the envelope's `session: false` for a token already dead.
   * The session is passed in because the caller clears storage as the call goes out.
   */
  logout(session: string): Promise<SuccessAnswer>;
}
export const AccountsGateway = token<AccountsGateway>('AccountsGateway');
