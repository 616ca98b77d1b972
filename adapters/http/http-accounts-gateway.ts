import * as v from 'valibot';
import type { AccountsGateway } from '../../core/index.js';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { envelopeEntries, flag, opt, successAnswer } from './wire.js';

const accountAnswer = v.looseObject({
  ...successAnswer.entries,
  api_token: opt(v.string()),
  name: opt(v.string()),
  email: opt(v.string()),
});
const limitsAnswer = v.looseObject({
  ...successAnswer.entries,
  daily_limit: opt(v.string()),
  staked_today: opt(v.string()),
  daily_limit_next: opt(v.string()),
  daily_limit_from: opt(v.string()),
  cool_off_until: opt(v.string()),
  excluded_until: opt(v.string()),
  excluded_for_good: opt(v.boolean()),
});
const ticketAnswer = v.looseObject({ ...successAnswer.entries, ticket: opt(v.string()) });
const statusAnswer = v.looseObject({ ...envelopeEntries, verify: opt(flag) });

/** The account calls of accounts-wallet-funds §7 over HTTP. */
export class HttpAccountsGateway implements AccountsGateway {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  login: AccountsGateway['login'] = (p) => this.json.call('login', 'POST', p, accountAnswer);
  sendOtp: AccountsGateway['sendOtp'] = (p) => this.json.call('sendOTP', 'POST', p, successAnswer);
  verifyOtp: AccountsGateway['verifyOtp'] = (p) => this.json.call('verifyOTP', 'POST', p, successAnswer);
  register: AccountsGateway['register'] = (p) => this.json.call('register', 'POST', p, accountAnswer);
  forgotOtp: AccountsGateway['forgotOtp'] = (p) => this.json.call('forgotOTP', 'POST', p, successAnswer);
  verifyForgotOtp: AccountsGateway['verifyForgotOtp'] = (p) =>
    this.json.call('verifyForgotOTP', 'POST', p, accountAnswer);
  resetPassword: AccountsGateway['resetPassword'] = (p) => this.legacy.post('reset_password', p, successAnswer);
  updatePassword: AccountsGateway['updatePassword'] = (p) => this.json.call('updatePassword', 'POST', p, successAnswer);
  statusCheck: AccountsGateway['statusCheck'] = () => this.legacy.post('status_check', {}, statusAnswer);
  logout: AccountsGateway['logout'] = (session) => this.json.call('logout', 'POST', { session }, successAnswer);
  selfLimits: AccountsGateway['selfLimits'] = () => this.json.call('self-limits', 'POST', {}, limitsAnswer);
  setDailyLimit: AccountsGateway['setDailyLimit'] = (p) => this.json.call('daily-limit', 'POST', p, limitsAnswer);
  coolOff: AccountsGateway['coolOff'] = (p) => this.json.call('cool-off', 'POST', p, limitsAnswer);
  streamTicket: AccountsGateway['streamTicket'] = () => this.json.call('stream-ticket', 'POST', {}, ticketAnswer);
  selfExclude: AccountsGateway['selfExclude'] = (p) => this.json.call('self-exclusion', 'POST', p, limitsAnswer);
}
