import { Hono } from 'hono';
import type { Services } from '../services/server-services.js';
import { openLegacy, playerLegacy, type PlayerHandler } from './answers.js';

/** The legacy form API at /api2/<name>: session and mobile in every post. */
export function legacyRoutes(s: Services): Hono {
  const api2 = new Hono();
  const authed = (name: string, handler: PlayerHandler) => api2.post(`/${name}`, playerLegacy(s, handler));

  api2.post('/reset_password', openLegacy(s, (f) => s.accounts.legacyResetPassword(f)));
  authed('deposit_history', (_, p) => s.history.deposits(p));
  authed('transaction_history', async (_, p) => s.history.transactions(p));
  authed('transfer', (f, p) => s.funds.transfer(p, f));
  authed('withdraw_reqs', (_, p) => s.history.withdrawals(p));
  authed('status_check', async (_, p) => ({ verify: p.verified ? '1' : '0' }));
  authed('winning_ledger', (f, p) => s.history.winnings(p, f));
  authed('bell-notifications', () => s.history.notifications());

  api2.all('*', (c) => c.json({ success: '0', msg: `There is no call ${c.req.path}.` }, 404));
  return api2;
}
