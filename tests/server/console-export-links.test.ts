// The console's download buttons: the addresses its adapter gives for the owner's CSV files
// answer a CSV file to an owner's session cookie (a plain link carries it), and 403 to every
// other role, just as core's table of roles says: the console shows the buttons where it allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleGateways } from '../../adapters/index.js';
import { OPERATOR_ROLES, roleMay, type ExportKind } from '../../core/index.js';
import type { Role } from '../../server/services/platform/actor.js';
import type { ConsoleClient } from './console-client.js';
import { consoleServer, playerWithBank } from './console-fixtures.js';
import type { TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
beforeAll(async () => ({ s, as } = await consoleServer()));
afterAll(() => s.close());

const KINDS: ExportKind[] = ['players', 'deposits', 'withdrawals', 'payouts'];

describe('the console’s export links', () => {
  it('download each file for an owner’s session, named with its kind, and for no other role', async () => {
    const player = await playerWithBank(s, '9500000301', 500, 'Meena');
    const reports = createConsoleGateways({ baseUrl: s.url }).reports;
    const urls = [...KINDS.map((kind) => reports.exportUrl(kind)), reports.ledgerExportUrl(String(player.id))];
    expect(urls.map((url) => url.replace(s.url, ''))).toEqual([
      '/console/api/exports/players.csv',
      '/console/api/exports/deposits.csv',
      '/console/api/exports/withdrawals.csv',
      '/console/api/exports/payouts.csv',
      `/console/api/exports/players/${player.id}/ledger.csv`,
    ]);
    for (const role of OPERATOR_ROLES) {
      const who = as[role];
      for (const url of urls) {
        const answer = await fetch(url, { headers: { cookie: who.cookie } });
        const body = await answer.text();
        if (roleMay(role, 'exports')) {
          expect(answer.status, `${role} ${url}`).toBe(200);
          expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
          expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z-]+-[\d-]+\.csv"/);
          expect(body.split('\r\n')[0]).toMatch(/^[a-z_,]+$/);
        } else {
          expect(answer.status, `${role} ${url}`).toBe(403);
        }
      }
    }
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'exports'))).toEqual(['owner']);
  });
});
