import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { CONSOLE_EXPORTS } from '../../../contract/console/exports.js';
import { downloadHeaders } from '../../http/download-headers.js';
import {
  csvLines,
  depositsExport,
  ledgerExport,
  payoutFileExport,
  playersExport,
  withdrawalsExport,
} from '../../services/history/exports.js';
import { idOf } from '../../services/platform/console-format.js';
import { dayOf } from '../../services/platform/clock.js';
import { payoutThreshold } from '../../services/platform/two-person.js';
import type { Services } from '../../services/server-services.js';
import { allow, refusalAnswer, type ConsoleContext, type ConsoleEnv } from './console-context.js';

/**
 * /exports: the owner's CSV files of players, one player's ledger, deposits, withdrawals and
 * the bank's payout file, each streamed as it is read, a keyset page at a time: the server never
 * holds a whole table. Owners only: they hold every player's mobile, bank account and money.
 */
export function exportRoutes(s: Services): Hono<ConsoleEnv> {
  const exports = new Hono<ConsoleEnv>();
  exports.use('*', allow('owner'));
  const send = (c: ConsoleContext, file: string, lines: AsyncGenerator<string>) => {
    for (const [name, value] of Object.entries(downloadHeaders('text/csv; charset=utf-8', `${file}.csv`)))
      c.header(name, value);
    return stream(c, async (out) => {
      for await (const chunk of lines) await out.write(chunk);
    });
  };
  const today = () => dayOf(s.clock.now());
  const path = (full: string) => full.replace(/^\/exports/, '');
  exports.get(path(CONSOLE_EXPORTS.players), (c) => send(c, `players-${today()}`, csvLines(s.db, playersExport)));
  exports.get(path(CONSOLE_EXPORTS.deposits), (c) => send(c, `deposits-${today()}`, csvLines(s.db, depositsExport)));
  exports.get(path(CONSOLE_EXPORTS.withdrawals), (c) =>
    send(c, `withdrawals-${today()}`, csvLines(s.db, withdrawalsExport)),
  );
  exports.get(path(CONSOLE_EXPORTS.payouts), async (c) =>
    send(c, `payouts-neft-${today()}`, csvLines(s.db, payoutFileExport(await payoutThreshold(s.db)))),
  );
  exports.get(path(CONSOLE_EXPORTS.ledger), async (c) => {
    try {
      const id = idOf(c.req.param('id'), 'player');
      return send(c, `ledger-player-${id}-${today()}`, csvLines(s.db, ledgerExport(id)));
    } catch (error) {
      return refusalAnswer(c, error);
    }
  });
  return exports;
}
