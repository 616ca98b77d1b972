import type { HttpOptions } from '../ky-client.js';
import { ConsoleClient, consoleBase } from './console-client.js';
import { HttpConsoleSessionGateway } from './http-console-session-gateway.js';
import { HttpContentAdminGateway, HttpReportsGateway } from './http-content-gateways.js';
import { HttpDeskGateway } from './http-desk-gateway.js';
import { HttpMarketSetupGateway } from './http-market-setup-gateway.js';
import { HttpAuditGateway, HttpOperatorsGateway } from './http-owner-gateways.js';
import { HttpPlayerAdminGateway } from './http-player-admin-gateway.js';
import { HttpResultsBoardGateway } from './http-results-board-gateway.js';

export type ConsoleGateways = ReturnType<typeof createConsoleGateways>;

/** Every console gateway over one client (one cookie, one CSRF token): what the console's composition root binds. */
export function createConsoleGateways(options: HttpOptions = {}) {
  const client = new ConsoleClient(options);
  const base = consoleBase(options);
  return {
    session: new HttpConsoleSessionGateway(client),
    desks: new HttpDeskGateway(client, base),
    players: new HttpPlayerAdminGateway(client),
    audit: new HttpAuditGateway(client, base),
    operators: new HttpOperatorsGateway(client),
    resultsBoard: new HttpResultsBoardGateway(client),
    content: new HttpContentAdminGateway(client),
    reports: new HttpReportsGateway(client, base),
    setup: new HttpMarketSetupGateway(client),
  };
}
