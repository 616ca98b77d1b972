import { Hono } from 'hono';
import type * as v from 'valibot';
import { LegacyResetPasswordCommand } from '../../contract/player/account-requests.js';
import { DepositHistoryQuery, TransferCommand } from '../../contract/player/funds-requests.js';
import { WinningsQuery } from '../../contract/player/history-requests.js';
import { NO_FIELDS } from '../commands/parse-command.js';
import type { Services } from '../services/server-services.js';
import { keyOf, openLegacy, playerLegacy, type PlayerHandler } from './answers.js';
import type { StatusAnswer } from '../../contract/player/accounts.js';

/** The legacy form API at /api2/<name>: session and mobile in every post. */
export function legacyRoutes(s: Services): Hono {
  const api2 = new Hono();
  const authed = <S extends v.GenericSchema<unknown, unknown>>(name: string, schema: S, handler: PlayerHandler<S>) =>
    api2.post(`/${name}`, playerLegacy(s, schema, handler));

  api2.post(
    '/reset_password',
    openLegacy(s, LegacyResetPasswordCommand, (c, caller) => s.accounts.legacyResetPassword(c, caller)),
  );
  authed('deposit_history', DepositHistoryQuery, (c, p) => s.history.deposits(p, c));
  authed('transaction_history', NO_FIELDS, async (_, p) => s.history.transactions(p));
  authed('transfer', TransferCommand, (c, p) => s.funds.transfer(p, c));
  authed('withdraw_reqs', NO_FIELDS, (_, p) => s.history.withdrawals(p));
  authed('status_check', NO_FIELDS, async (_, p): Promise<StatusAnswer> => ({ verify: p.verified ? '1' : '0' }));
  authed('winning_ledger', WinningsQuery, (c, p) => s.history.winnings(p, c.type));
  authed('bell-notifications', NO_FIELDS, (_, p) => s.history.notifications(p));

  api2.all('*', (c) =>
    c.json({ success: '0', msg: `There is no call ${c.req.path}.`, ...keyOf('noSuchCall', { path: c.req.path }) }, 404),
  );
  return api2;
}
