import type { Acknowledgement, PortAnswer } from './port-answer.js';
import { token } from './token.js';

/**
 * A signed-in account: the session token the server issued (stored in secure storage, sent
 * with every later call) and the name and email it holds for the player, when it sent them.
 */
export interface SignedIn {
  token: string;
  name?: string;
  email?: string;
}

/** A new account: its mobile number, password, name, the OTP sent to the mobile, and the age declaration. */
export interface NewAccount {
  mobile: string;
  password: string;
  name: string;
  otp: string;
  /** The player declares being 18 or older (the server refuses a sign-up without it). */
  adult: boolean;
}

/** How the player answered the offer of limits after sign-up: set one, or skipped it. */
export type LimitsOfferAnswer = 'set' | 'skipped';

/** Whether the player's account is verified. */
export interface AccountStatus {
  verified: boolean;
}

/**
 * The account calls: signing in, signing up with an OTP, resetting and changing the password,
 * the account's status and signing out. A refusal's code is the server's reason where it named
 * one (`refused` otherwise); sign-in calls answer with the account's session token.
 */
export interface AccountsGateway {
  /** Signs in with mobile number and password. */
  login(credentials: { mobile: string; password: string }): Promise<PortAnswer<SignedIn>>;
  /** Sends the sign-up OTP to the mobile number, addressed to the name. */
  sendOtp(recipient: { mobile: string; name: string }): Promise<PortAnswer<Acknowledgement>>;
  /** Checks the sign-up OTP the player typed. */
  verifyOtp(code: { mobile: string; otp: string }): Promise<PortAnswer<Acknowledgement>>;
  /** Creates the account with the verified OTP and signs it in. */
  register(account: NewAccount): Promise<PortAnswer<SignedIn>>;
  /** Records how the player answered the offer of limits after sign-up. */
  answerLimitsOffer(offer: { answer: LimitsOfferAnswer }): Promise<PortAnswer<Acknowledgement>>;
  /** Sends the forgot-password OTP to the mobile number. */
  forgotOtp(recipient: { mobile: string }): Promise<PortAnswer<Acknowledgement>>;
  /** Sets a new password with the forgot-password OTP, and signs the account in. */
  verifyForgotOtp(reset: { mobile: string; otp: string; password: string }): Promise<PortAnswer<SignedIn>>;
  /** The older reset page's call: sets a new password with the OTP; the player then signs in. */
  resetPassword(reset: { mobile: string; otp: string; password: string }): Promise<PortAnswer<Acknowledgement>>;
  /** Changes the signed-in player's password, given the current one. */
  updatePassword(change: {
    mobile: string;
    currentPassword: string;
    password: string;
  }): Promise<PortAnswer<Acknowledgement>>;
  /** Whether the signed-in player's account is verified. */
  statusCheck(): Promise<PortAnswer<AccountStatus>>;
  /**
   * Asks the server to end the session whose token is given (passed in because the caller
   * clears storage as the call goes out). A token already dead answers `sessionExpired`.
   */
  logout(session: string): Promise<PortAnswer<Acknowledgement>>;
}
export const AccountsGateway = token<AccountsGateway>('AccountsGateway');
