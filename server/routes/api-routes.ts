import { Hono } from 'hono';
import { Refusal } from '../services/refusal.js';
import { rupees, walletOf } from '../services/ledger.js';
import type { Services } from '../services/server-services.js';
import { openJson, playerJson, type OpenHandler, type PlayerHandler } from './answers.js';

/** The JSON API of both spec tables, at /api/<name>. Each answers GET and POST. */
export function apiRoutes(s: Services): Hono {
  const api = new Hono();
  const open = (name: string, handler: OpenHandler) => api.on(['GET', 'POST'], `/${name}`, openJson(s, handler));
  const authed = (name: string, handler: PlayerHandler) => api.on(['GET', 'POST'], `/${name}`, playerJson(s, handler));
  const wallet = async (playerId: number) => {
    const totals = await walletOf(s.db, playerId);
    return rupees(totals.balance + totals.bonus);
  };

  open('login', (f, caller) => s.accounts.login(f, caller));
  open('sendOTP', (f, caller) => s.accounts.sendSignupOtp(f, caller));
  open('verifyOTP', (f) => s.accounts.verifySignupOtp(f));
  open('register', (f) => s.accounts.register(f));
  open('forgotOTP', (f, caller) => s.accounts.sendForgotOtp(f, caller));
  open('verifyForgotOTP', (f) => s.accounts.verifyForgotOtp(f));
  authed('updatePassword', (f, p) => s.accounts.updatePassword(p, f));
  authed('logout', (_, p) => s.accounts.logout(p));

  authed('manual-payment-details', (_, p) => s.funds.paymentDetails(p));
  authed('create-payment-request', (f, p) => s.funds.requestDeposit(p, f));
  authed('withdraw-info', (_, p) => s.funds.withdrawInfo(p));
  authed('withdraw-details-update', (f, p) => s.funds.updateBankDetails(p, f));
  authed('withdraw', (f, p) => s.funds.requestWithdraw(p, f));

  authed('home', async (_, p) => {
    const config = await s.settings.config();
    const images = await s.db.query<{ image: string; refer: string }>('select image, refer from carousel_images order by id');
    return {
      wallet: await wallet(p.id),
      result: await s.markets.mainMarkets(),
      images: images.map((row) => ({ image: row.image, refer: row.refer, data: row.refer })),
      data: Object.entries(config).map(([data_key, data]) => ({ data_key, data })),
      delhi_enable: config.delhi_enable,
      starline_enable: config.starline_enable,
    };
  });
  authed('starline', async () => {
    const rates = await s.settings.rates();
    return {
      games: await s.markets.starlineSlots(),
      rates: { single: rates.starline_single, single_pana: rates.starline_singlepanna, double_pana: rates.starline_doublepanna, triple_pana: rates.starline_triplepanna },
    };
  });
  authed('jackpot', async () => ({ games: await s.markets.jackpotGames(), rates: { jodi: (await s.settings.rates()).jackpot_jodi } }));
  authed('rate', async () => {
    const r = await s.settings.rates();
    return {
      rates: {
        single: r.single, jodi: r.jodi, singlepatti: r.singlepanna, doublepatti: r.doublepanna, triplepatti: r.triplepanna, halfsangam: r.halfsangam, fullsangam: r.fullsangam,
        star: { single: r.starline_single, singlepatti: r.starline_singlepanna, doublepatti: r.starline_doublepanna, triplepatti: r.starline_triplepanna },
        delhi: { jodi: r.jackpot_jodi },
      },
    };
  });
  authed('market-list', async () => ({ markets: (await s.db.query<{ name: string }>('select name from markets where active order by name')).map((m) => m.name) }));
  authed('place-bet', (f, p) => s.betting.place(p, f));
  authed('games2', (f, p) => s.history.bids(p, f));
  authed('passbook', (f, p) => s.history.passbook(p, f));
  authed('withdraw-details-get', async (f) => {
    if (f.onlyContent !== 'game_rules' && f.onlyContent !== 'videos') throw new Refusal("onlyContent must be 'game_rules' or 'videos'.");
    return { content: await s.settings.content(f.onlyContent) };
  });

  api.all('*', (c) => c.json({ success: false, message: `There is no call ${c.req.path}.`, error: `There is no call ${c.req.path}.` }, 404));
  return api;
}
