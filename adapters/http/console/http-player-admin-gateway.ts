import * as v from 'valibot';
import type { PlayerAdminGateway } from '../../../core/index.js';
import { activityRow } from './activity-wire.js';
import type { ConsoleClient } from './console-client.js';
import { ledgerRow, pageOf, playerAnswer, playerDetail, playerSummary } from './console-wire.js';

const playerFile = v.object({
  player: playerDetail,
  sessions: v.nullish(v.array(v.object({ createdAt: v.string(), expiresAt: v.string() })), () => []),
});
const path = (id: string, rest = '') => `players/${encodeURIComponent(id)}${rest}`;

/** The players over /console/api. */
export class HttpPlayerAdminGateway implements PlayerAdminGateway {
  constructor(private readonly client: ConsoleClient) {}

  search: PlayerAdminGateway['search'] = (q) =>
    this.client.get('players', 'players', { q: q.q, page: q.page }, pageOf(playerSummary));
  player: PlayerAdminGateway['player'] = ({ id }) => this.client.get('player', path(id), {}, playerFile);
  ledger: PlayerAdminGateway['ledger'] = ({ id, page }) =>
    this.client.get('player-ledger', path(id, '/ledger'), { page }, pageOf(ledgerRow));
  activity: PlayerAdminGateway['activity'] = ({ id, kind, page }) =>
    this.client.get(`player-${kind}`, path(id, `/${kind}`), { page }, pageOf(activityRow));
  block: PlayerAdminGateway['block'] = ({ id, reason }) =>
    this.client.post('player-block', path(id, '/block'), { reason }, playerAnswer);
  holdPayouts: PlayerAdminGateway['holdPayouts'] = ({ id, reason }) =>
    this.client.post('player-hold-payouts', path(id, '/hold-payouts'), { reason }, playerAnswer);
  releasePayouts: PlayerAdminGateway['releasePayouts'] = ({ id }) =>
    this.client.post('player-release-payouts', path(id, '/release-payouts'), {}, playerAnswer);
  unblock: PlayerAdminGateway['unblock'] = ({ id }) =>
    this.client.post('player-unblock', path(id, '/unblock'), {}, playerAnswer);
  endSessions: PlayerAdminGateway['endSessions'] = ({ id }) =>
    this.client.post('player-end-sessions', path(id, '/end-sessions'), {}, playerAnswer);
  verify: PlayerAdminGateway['verify'] = ({ id }) =>
    this.client.post('player-verify', path(id, '/verify'), {}, playerAnswer);
  bonus: PlayerAdminGateway['bonus'] = ({ id, amount, reason }) =>
    this.client.post('player-bonus', path(id, '/bonus'), { amount, reason }, playerAnswer);
  adjust: PlayerAdminGateway['adjust'] = ({ id, amount, reason }) =>
    this.client.post('player-adjust', path(id, '/adjust'), { amount, reason }, playerAnswer);
}
