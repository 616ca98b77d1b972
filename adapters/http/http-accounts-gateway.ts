import { accepted, refusedAnswer, type AccountsGateway, type PortAnswer, type SignedIn } from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { legacySucceeded, portAnswerOf, wordsOf } from './port-answer-of.js';
import type { AccountsWire, AccountWire, DeviceWire } from './wire/accounts-wire.js';
import { successAnswer } from '../../contract/player/envelope.js';
import { accountAnswer, statusAnswer } from '../../contract/player/accounts.js';

/** The account calls of the player API over HTTP, as it takes and answers them. */
export class HttpAccountsWire implements AccountsWire {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  login: AccountsWire['login'] = (p) => this.json.call('login', 'POST', p, accountAnswer);
  sendOtp: AccountsWire['sendOtp'] = (p) => this.json.call('sendOTP', 'POST', p, successAnswer);
  verifyOtp: AccountsWire['verifyOtp'] = (p) => this.json.call('verifyOTP', 'POST', p, successAnswer);
  register: AccountsWire['register'] = (p) => this.json.call('register', 'POST', p, accountAnswer);
  answerLimitsOffer: AccountsWire['answerLimitsOffer'] = (p) =>
    this.json.call('limits-offer', 'POST', p, successAnswer);
  forgotOtp: AccountsWire['forgotOtp'] = (p) => this.json.call('forgotOTP', 'POST', p, successAnswer);
  verifyForgotOtp: AccountsWire['verifyForgotOtp'] = (p) => this.json.call('verifyForgotOTP', 'POST', p, accountAnswer);
  resetPassword: AccountsWire['resetPassword'] = (p) => this.legacy.post('reset_password', p, successAnswer);
  updatePassword: AccountsWire['updatePassword'] = (p) => this.json.call('updatePassword', 'POST', p, successAnswer);
  statusCheck: AccountsWire['statusCheck'] = () => this.legacy.post('status_check', {}, statusAnswer);
  logout: AccountsWire['logout'] = (session) => this.json.call('logout', 'POST', { session }, successAnswer);
}

/** The accounts port over HTTP. */
export class HttpAccountsGateway implements AccountsGateway {
  private readonly port: AccountsGateway;

  constructor(json: JsonClient, legacy: LegacyFormClient) {
    this.port = accountsOverWire(new HttpAccountsWire(json, legacy));
  }

  login: AccountsGateway['login'] = (p) => this.port.login(p);
  sendOtp: AccountsGateway['sendOtp'] = (p) => this.port.sendOtp(p);
  verifyOtp: AccountsGateway['verifyOtp'] = (p) => this.port.verifyOtp(p);
  register: AccountsGateway['register'] = (p) => this.port.register(p);
  answerLimitsOffer: AccountsGateway['answerLimitsOffer'] = (p) => this.port.answerLimitsOffer(p);
  forgotOtp: AccountsGateway['forgotOtp'] = (p) => this.port.forgotOtp(p);
  verifyForgotOtp: AccountsGateway['verifyForgotOtp'] = (p) => this.port.verifyForgotOtp(p);
  resetPassword: AccountsGateway['resetPassword'] = (p) => this.port.resetPassword(p);
  updatePassword: AccountsGateway['updatePassword'] = (p) => this.port.updatePassword(p);
  statusCheck: AccountsGateway['statusCheck'] = () => this.port.statusCheck();
  logout: AccountsGateway['logout'] = (session) => this.port.logout(session);
}

/** Sent as device id and device info by the sign-in calls. */
const DEVICE: DeviceWire = { deviceid: 'web', device_info: 'web' };

/** A JSON answer's success flag. */
const success = { flag: (answer: { success: unknown }) => answer.success };

/**
 * The accounts port over the player API's wire (HTTP, or a test's scripted answers). A sign-in
 * answer that succeeded without a session token is a refusal: there is no session to keep.
 */
export function accountsOverWire(wire: AccountsWire): AccountsGateway {
  return {
    login: async ({ mobile, password }) => signedInOf(await wire.login({ mobile, password, ...DEVICE })),
    sendOtp: async ({ mobile, name }) =>
      portAnswerOf(await wire.sendOtp({ mobile, name, type: 'signup' }), wordsOf, success),
    verifyOtp: async ({ mobile, otp }) =>
      portAnswerOf(await wire.verifyOtp({ mobile, otp, type: 'signup' }), wordsOf, success),
    register: async ({ mobile, password, name, otp, adult }) =>
      signedInOf(await wire.register({ mobile, password, name, otp, adult, ...DEVICE })),
    // The offer's record has no flag the player is held by: only the envelope refuses it.
    answerLimitsOffer: async ({ answer }) => portAnswerOf(await wire.answerLimitsOffer({ answer }), wordsOf),
    forgotOtp: async ({ mobile }) => portAnswerOf(await wire.forgotOtp({ mobile }), wordsOf, success),
    verifyForgotOtp: async ({ mobile, otp, password }) =>
      signedInOf(await wire.verifyForgotOtp({ mobile, otp, password, ...DEVICE })),
    // The legacy form fails with '0' (or 0, false); anything else is success.
    resetPassword: async ({ mobile, otp, password }) =>
      portAnswerOf(await wire.resetPassword({ mobile, otp, pass: password }), wordsOf, {
        flag: (answer) => legacySucceeded(answer.success),
      }),
    updatePassword: async ({ mobile, currentPassword, password }) =>
      portAnswerOf(
        await wire.updatePassword({ mobile, current_password: currentPassword, password }),
        wordsOf,
        success,
      ),
    // Verified is '1' (or 1) only, as the legacy form sends it.
    statusCheck: async () =>
      portAnswerOf(await wire.statusCheck(), (answer) => ({ verified: String(answer.verify) === '1' })),
    logout: async (session) => portAnswerOf(await wire.logout(session), wordsOf),
  };
}

/** A sign-in answer: its token, name and email; refused when it failed or carried no token. */
function signedInOf(answer: AccountWire): PortAnswer<SignedIn> {
  const read = portAnswerOf(answer, signedIn, success);
  if (!read.ok) return read;
  if (read.value) return accepted(read.value, read.balancePaise);
  return refusedAnswer({ code: 'refused', ...wordsOf(answer) }, read.balancePaise);
}

function signedIn(answer: AccountWire): SignedIn | undefined {
  const token = answer.api_token;
  if (typeof token !== 'string' || token === '') return undefined;
  return {
    token,
    ...(typeof answer.name === 'string' ? { name: answer.name } : {}),
    ...(typeof answer.email === 'string' ? { email: answer.email } : {}),
  };
}
