import { type PlayerAdminGateway } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as requests from '../../../contract/console/console-requests.js';
import type { Note } from '../../../contract/console/player-note-requests.js';
import { requestBody } from '../../../contract/requests/request-body.js';
import {
  activityPage,
  creditAnswer,
  ledgerPage,
  noteAnswer,
  notePage,
  pendingCreditPage,
  playerAnswer,
  playerFile,
  playerPage,
  protectionAnswer,
  walletAllowance,
} from '../../../contract/console/players.js';

const path = (player: string, rest = '') => `players/${encodeURIComponent(player)}${rest}`;

/** The players over /console/api. */
export class HttpPlayerAdminGateway implements PlayerAdminGateway {
  constructor(private readonly client: ConsoleClient) {}

  search: PlayerAdminGateway['search'] = (q) =>
    this.client.get(
      'players',
      'players',
      requestBody<typeof requests.PlayerSearch>({ q: q.q, page: q.page }),
      playerPage,
    );
  player: PlayerAdminGateway['player'] = ({ id }) => this.client.get('player', path(id), {}, playerFile);
  ledger: PlayerAdminGateway['ledger'] = ({ id, page }) =>
    this.client.get('player-ledger', path(id, '/ledger'), requestBody<typeof requests.Paging>({ page }), ledgerPage);
  activity: PlayerAdminGateway['activity'] = ({ id, kind, page }) =>
    this.client.get(
      `player-${kind}`,
      path(id, `/${kind}`),
      requestBody<typeof requests.Paging>({ page }),
      activityPage,
    );
  block: PlayerAdminGateway['block'] = ({ id, reason }) =>
    this.client.post('player-block', path(id, '/block'), requestBody<typeof requests.Block>({ reason }), playerAnswer);
  holdPayouts: PlayerAdminGateway['holdPayouts'] = ({ id, reason }) =>
    this.client.post(
      'player-hold-payouts',
      path(id, '/hold-payouts'),
      requestBody<typeof requests.Block>({ reason }),
      playerAnswer,
    );
  releasePayouts: PlayerAdminGateway['releasePayouts'] = ({ id }) =>
    this.client.post('player-release-payouts', path(id, '/release-payouts'), {}, playerAnswer);
  unblock: PlayerAdminGateway['unblock'] = ({ id }) =>
    this.client.post('player-unblock', path(id, '/unblock'), {}, playerAnswer);
  endSessions: PlayerAdminGateway['endSessions'] = ({ id }) =>
    this.client.post('player-end-sessions', path(id, '/end-sessions'), {}, playerAnswer);
  verify: PlayerAdminGateway['verify'] = ({ id }) =>
    this.client.post('player-verify', path(id, '/verify'), {}, playerAnswer);
  bonus: PlayerAdminGateway['bonus'] = ({ id, amount, reason }) =>
    this.client.post(
      'player-bonus',
      path(id, '/bonus'),
      requestBody<typeof requests.Bonus>({ amount, reason }),
      creditAnswer,
    );
  adjust: PlayerAdminGateway['adjust'] = ({ id, amount, reason }) =>
    this.client.post(
      'player-adjust',
      path(id, '/adjust'),
      requestBody<typeof requests.Adjust>({ amount, reason }),
      creditAnswer,
    );
  pendingCredits: PlayerAdminGateway['pendingCredits'] = ({ player, page }) =>
    this.client.get('pending-credits', 'players/pending-credits', { page, player }, pendingCreditPage);
  decideCredit: PlayerAdminGateway['decideCredit'] = ({ id, approve }) =>
    this.client.post(
      approve ? 'credit-approve' : 'credit-reject',
      `players/pending-credits/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
      {},
      playerAnswer,
    );
  walletAllowance: PlayerAdminGateway['walletAllowance'] = () =>
    this.client.get('wallet-allowance', 'players/wallet-allowance', {}, walletAllowance);
  notes: PlayerAdminGateway['notes'] = ({ id, page }) =>
    this.client.get('player-notes', path(id, '/notes'), requestBody<typeof requests.Paging>({ page }), notePage);
  addNote: PlayerAdminGateway['addNote'] = ({ id, text }) =>
    this.client.post('player-note', path(id, '/notes'), requestBody<typeof Note>({ text }), noteAnswer);
  protection: PlayerAdminGateway['protection'] = ({ id }) =>
    this.client.get('player-protection', path(id, '/protection'), {}, protectionAnswer);
  lowerLimit: PlayerAdminGateway['lowerLimit'] = ({ id, ...fields }) =>
    this.client.post(
      'player-lower-limit',
      path(id, '/protection/limit'),
      requestBody<typeof requests.LowerLimit>(fields),
      protectionAnswer,
    );
  exclude: PlayerAdminGateway['exclude'] = ({ id, ...fields }) =>
    this.client.post(
      'player-exclude',
      path(id, '/protection/exclusion'),
      requestBody<typeof requests.ExcludePlayer>(fields),
      protectionAnswer,
    );
}
