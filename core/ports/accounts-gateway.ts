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

/** The limits a player sets on themself (issue 13); times are the server's 'YYYY-MM-DD HH:MM'. */
export interface SelfLimitsAnswer extends Envelope {
  success: boolean | string | number;
  /** Rupees a day, or '' for none. */
  daily_limit?: string;
  staked_today?: string;
  /** A raise waiting for its 24 hours: rupees, 'none' for a removal, or ''. */
  daily_limit_next?: string;
  daily_limit_from?: string;
  cool_off_until?: string;
  excluded_until?: string;
  excluded_for_good?: boolean;
}
export type CoolOffPeriod = '24h' | '7d' | '30d';
export type ExclusionPeriod = '6m' | '1y' | 'permanent';

/** The account calls of accounts-wallet-funds §7. The transport adds `session` (and `mobile` on legacy calls). */
export interface AccountsGateway {
  login(payload: { mobile: string; password: string } & Device): Promise<AccountAnswer>;
  sendOtp(payload: { mobile: string; name: string; type: 'signup' }): Promise<SuccessAnswer>;
  verifyOtp(payload: { mobile: string; otp: string; type: 'signup' }): Promise<SuccessAnswer>;
  register(payload: { mobile: string; password: string; name: string; otp: string } & Device): Promise<AccountAnswer>;
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
  /** Issue 13's limits: read them; set the daily limit ('' removes it); a cool-off; a self-exclusion. */
  selfLimits(): Promise<SelfLimitsAnswer>;
  setDailyLimit(payload: { amount: string }): Promise<SelfLimitsAnswer>;
  coolOff(payload: { period: CoolOffPeriod }): Promise<SelfLimitsAnswer>;
  selfExclude(payload: { period: ExclusionPeriod }): Promise<SelfLimitsAnswer>;
  /** A one-use ticket that opens the live events stream (issue 13). */
  streamTicket(): Promise<SuccessAnswer & { ticket?: string }>;
}
export const AccountsGateway = token<AccountsGateway>('AccountsGateway');
