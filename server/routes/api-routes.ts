import { Hono } from 'hono';
import type * as v from 'valibot';
import * as account from '../../contract/player/account-requests.js';
import { PlaceBetCommand } from '../../contract/player/bet-requests.js';
import {
  BankDetailsCommand,
  DepositCommand,
  TransferRecipientQuery,
  WithdrawCommand,
} from '../../contract/player/funds-requests.js';
import {
  CoolOffCommand,
  DailyLimitCommand,
  RealityCheckCommand,
  SelfExclusionCommand,
  SetLimitCommand,
} from '../../contract/player/self-limit-requests.js';
import { BidsQuery, ContentQuery, PassbookQuery } from '../../contract/player/history-requests.js';
import { NO_FIELDS } from '../commands/parse-command.js';
import { PushSubscribeCommand, PushUnsubscribeCommand } from '../../contract/player/push-requests.js';
import type { Services } from '../services/server-services.js';
import { playerEvents } from './player-events-route.js';
import { sharedHomeAnswer } from './home-answer.js';
import { keyOf, openJson, playerJson, type OpenHandler, type PlayerHandler } from './answers.js';
import type { ContentAnswer } from '../../contract/player/content.js';
import type { HomeAnswer, JackpotAnswer, RatesAnswer, StarlineAnswer } from '../../contract/player/markets.js';

type Schema = v.GenericSchema<unknown, unknown>;

/** The player API's JSON calls (accounts, wallet and funds; market play), at /api/<name>. Each answers GET and POST. */
export function apiRoutes(s: Services): Hono {
  const api = new Hono();
  const open = <S extends Schema>(name: string, schema: S, handler: OpenHandler<S>) =>
    api.on(['GET', 'POST'], `/${name}`, openJson(s, schema, handler));
  const authed = <S extends Schema>(name: string, schema: S, handler: PlayerHandler<S>) =>
    api.on(['GET', 'POST'], `/${name}`, playerJson(s, schema, handler));
  // A call that changes anything is a POST: its session token travels in the body, never in a
  // URL that access logs, proxies and browser history keep (a GET is a 404, as an unknown call).
  const changes = <S extends Schema>(name: string, schema: S, handler: PlayerHandler<S>) =>
    api.post(`/${name}`, playerJson(s, schema, handler));

  open('login', account.LoginCommand, (c, caller) => s.accounts.login(c, caller));
  open('sendOTP', account.SignupOtpCommand, (c, caller) => s.accounts.sendSignupOtp(c, caller));
  open('verifyOTP', account.VerifySignupOtpCommand, (c) => s.accounts.verifySignupOtp(c));
  open('register', account.RegisterCommand, (c) => s.accounts.register(c));
  open('forgotOTP', account.ForgotOtpCommand, (c, caller) => s.accounts.sendForgotOtp(c, caller));
  open('verifyForgotOTP', account.ResetPasswordCommand, (c, caller) => s.accounts.verifyForgotOtp(c, caller));
  changes('updatePassword', account.UpdatePasswordCommand, (c, p) => s.accounts.updatePassword(p, c));
  changes('logout', NO_FIELDS, (_, p) => s.sessions.logout(p));

  authed('manual-payment-details', NO_FIELDS, (_, p) => s.funds.paymentDetails(p));
  changes('create-payment-request', DepositCommand, (c, p) => s.funds.requestDeposit(p, c));
  authed('withdraw-info', NO_FIELDS, (_, p) => s.funds.withdrawInfo(p));
  changes('withdraw-details-update', BankDetailsCommand, (c, p) => s.funds.updateBankDetails(p, c));
  changes('withdraw', WithdrawCommand, (c, p) => s.funds.requestWithdraw(p, c));
  // Before a transfer: the recipient's masked name (a POST: the mobile stays out of URLs and logs).
  changes('transfer-recipient', TransferRecipientQuery, (c, p) => s.funds.transferRecipient(p, c));

  authed('home', NO_FIELDS, async (_, p): Promise<HomeAnswer> => {
    // A player on a break or self-excluded is told so on home, before any board opens.
    const paused = await s.selfLimits.bettingPause(p);
    return {
      wallet: await s.funds.wallet(p),
      ...(await sharedHomeAnswer(s)),
      ...(paused ? { betting_paused: paused } : {}),
    };
  });
  authed('starline', NO_FIELDS, async (): Promise<StarlineAnswer> => {
    const rates = await s.settings.rates();
    return {
      games: await s.markets.starlineSlots(),
      rates: {
        single: rates.starline_single,
        single_pana: rates.starline_singlepanna,
        double_pana: rates.starline_doublepanna,
        triple_pana: rates.starline_triplepanna,
      },
    };
  });
  authed('jackpot', NO_FIELDS, async (): Promise<JackpotAnswer> => ({
    games: await s.markets.jackpotGames(),
    rates: { jodi: (await s.settings.rates()).jackpot_jodi },
  }));
  authed('rate', NO_FIELDS, async (): Promise<RatesAnswer> => {
    const r = await s.settings.rates();
    return {
      rates: {
        single: r.single,
        jodi: r.jodi,
        singlepatti: r.singlepanna,
        doublepatti: r.doublepanna,
        triplepatti: r.triplepanna,
        halfsangam: r.halfsangam,
        fullsangam: r.fullsangam,
        star: {
          single: r.starline_single,
          singlepatti: r.starline_singlepanna,
          doublepatti: r.starline_doublepanna,
          triplepatti: r.starline_triplepanna,
        },
        delhi: { jodi: r.jackpot_jodi },
      },
    };
  });
  authed('market-list', NO_FIELDS, async () => ({ markets: await s.markets.names() }));
  changes('place-bet', PlaceBetCommand, (c, p) => s.betting.place(p, c));
  authed('games2', BidsQuery, (c, p) => s.history.bids(p, c));
  authed('passbook', PassbookQuery, (c, p) => s.history.passbook(p, c));
  authed('withdraw-details-get', ContentQuery, async (c): Promise<ContentAnswer> => ({
    content: await s.settings.content(c.onlyContent),
  }));

  // Limits a player sets on themself: read them, lower at once, raise after 24 hours, pause, exclude.
  changes('limits-offer', account.LimitsOfferCommand, (c, p) => s.accounts.answerLimitsOffer(p, c.answer));
  authed('self-limits', NO_FIELDS, (_, p) => s.selfLimits.state(p));
  changes('daily-limit', DailyLimitCommand, (c, p) => s.selfLimits.setLimit(p, 'stake', 'day', c.amount));
  // Any of the deposit, stake and loss limits, per day, week or month.
  changes('set-limit', SetLimitCommand, (c, p) => s.selfLimits.setLimit(p, c.kind, c.period, c.amount));
  changes('cool-off', CoolOffCommand, (c, p) => s.selfLimits.coolOff(p, c.period));
  changes('self-exclusion', SelfExclusionCommand, (c, p) => s.selfLimits.exclude(p, c.period));
  // The reality check's interval (the player's choice), and this session's figures.
  changes('set-reality-check', RealityCheckCommand, (c, p) => s.selfLimits.setRealityCheck(p, c.minutes));
  authed('reality-check', NO_FIELDS, (_, p) => s.realityCheck.session(p));

  // Live events: a one-use ticket (the token stays in a body), then the stream.
  changes('stream-ticket', NO_FIELDS, (_, p) => s.live.ticket(p));
  api.get('/events', playerEvents(s));

  // Web Push (docs/web-push.md): the server's public key, then this device in or out.
  authed('push-key', NO_FIELDS, () => s.push.publicKey());
  changes('push-subscribe', PushSubscribeCommand, (c, p) => s.push.subscribe(p, c));
  changes('push-unsubscribe', PushUnsubscribeCommand, (c, p) => s.push.unsubscribe(p, c.endpoint));

  api.all('*', (c) =>
    c.json(
      {
        success: false,
        message: `There is no call ${c.req.path}.`,
        error: `There is no call ${c.req.path}.`,
        ...keyOf('noSuchCall', { path: c.req.path }),
      },
      404,
    ),
  );
  return api;
}
