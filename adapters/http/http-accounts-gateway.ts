import * as v from 'valibot';
import type { AccountsGateway } from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { envelopeEntries, flag, opt, successAnswer } from './wire.js';

const accountAnswer = v.looseObject({
  ...successAnswer.entries,
  api_token: opt(v.string()),
  name: opt(v.string()),
  email: opt(v.string()),
});
const statusAnswer = v.looseObject({ ...envelopeEntries, verify: opt(flag) });

/** The account calls of the player API over HTTP. */
export class HttpAccountsGateway implements AccountsGateway {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  login: AccountsGateway['login'] = (p) => this.json.call('login', 'POST', p, accountAnswer);
  sendOtp: AccountsGateway['sendOtp'] = (p) => this.json.call('sendOTP', 'POST', p, successAnswer);
  verifyOtp: AccountsGateway['verifyOtp'] = (p) => this.json.call('verifyOTP', 'POST', p, successAnswer);
  register: AccountsGateway['register'] = (p) => this.json.call('register', 'POST', p, accountAnswer);
  answerLimitsOffer: AccountsGateway['answerLimitsOffer'] = (p) =>
    this.json.call('limits-offer', 'POST', p, successAnswer);
  forgotOtp: AccountsGateway['forgotOtp'] = (p) => this.json.call('forgotOTP', 'POST', p, successAnswer);
  verifyForgotOtp: AccountsGateway['verifyForgotOtp'] = (p) =>
    this.json.call('verifyForgotOTP', 'POST', p, accountAnswer);
  resetPassword: AccountsGateway['resetPassword'] = (p) => this.legacy.post('reset_password', p, successAnswer);
  updatePassword: AccountsGateway['updatePassword'] = (p) => this.json.call('updatePassword', 'POST', p, successAnswer);
  statusCheck: AccountsGateway['statusCheck'] = () => this.legacy.post('status_check', {}, statusAnswer);
  logout: AccountsGateway['logout'] = (session) => this.json.call('logout', 'POST', { session }, successAnswer);
}
