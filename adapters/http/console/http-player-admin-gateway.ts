import * as v from 'valibot';
import { toPaise } from 'matka-core/player';
import { type PlayerAdminGateway } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import { activityRow } from '../../../contract/console/activity.js';
import {
  id,
  ledgerRow,
  pageOf,
  paise,
  playerAnswer,
  playerDetail,
  playerSummary,
  words,
} from '../../../contract/console/console-wire.js';

const playerFile = v.object({
  player: playerDetail,
  sessions: v.nullish(v.array(v.object({ createdAt: v.string(), expiresAt: v.string() })), () => []),
});
const noteRow = v.object({ id, at: v.string(), operator: words, role: words, text: words });
const noteAnswer = v.pipe(
  v.object({ note: noteRow }),
  v.transform((a) => a.note),
);
const walletAllowance = v.variant('unlimited', [
  v.object({ unlimited: v.literal(true) }),
  v.object({
    unlimited: v.literal(false),
    day: v.string(),
    ceilingPaise: paise,
    movedPaise: paise,
    leftPaise: paise,
  }),
]);
/** Rupees as the server writes them ('' for none) to paise. */
const rupees = v.pipe(
  v.string(),
  v.transform((value) => (value === '' ? undefined : (toPaise(value) ?? NaN))),
);
const protectionAnswer = v.pipe(
  v.object({
    protection: v.object({
      limits: v.array(
        v.object({
          kind: v.picklist(['deposit', 'stake', 'loss']),
          period: v.picklist(['day', 'week', 'month']),
          limit: rupees,
          used: rupees,
          next: v.string(),
          from: v.string(),
        }),
      ),
      cool_off_until: v.string(),
      excluded_until: v.string(),
      excluded_for_good: v.boolean(),
      reality_check: v.number(),
    }),
  }),
  v.transform(({ protection: p }) => ({
    limits: p.limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      limitPaise: l.limit,
      usedPaise: l.used ?? 0,
      next: l.next ? { limitPaise: l.next === 'none' ? undefined : (toPaise(l.next) ?? NaN), from: l.from } : undefined,
    })),
    coolOffUntil: p.cool_off_until,
    excludedUntil: p.excluded_until,
    excludedForGood: p.excluded_for_good,
    realityCheckMinutes: p.reality_check,
  })),
);
const path = (player: string, rest = '') => `players/${encodeURIComponent(player)}${rest}`;
/** A wallet credit or bonus waiting for a second operator (two-person control). */
const pendingCredit = v.object({
  id,
  player: v.object({ id, name: words, mobile: words }),
  kind: v.picklist(['adjust', 'bonus']),
  amountPaise: paise,
  reason: words,
  by: words,
  at: words,
  mine: v.optional(v.boolean(), false),
});
/** A bonus's or credit's answer: the player, and the credit when it waits for a second operator. */
const creditAnswer = v.pipe(
  v.object({ player: playerDetail, pending: v.optional(pendingCredit) }),
  v.transform((a) => (a.pending ? { ...a.player, pendingCredit: a.pending } : a.player)),
);

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
    this.client.post('player-bonus', path(id, '/bonus'), { amount, reason }, creditAnswer);
  adjust: PlayerAdminGateway['adjust'] = ({ id, amount, reason }) =>
    this.client.post('player-adjust', path(id, '/adjust'), { amount, reason }, creditAnswer);
  pendingCredits: PlayerAdminGateway['pendingCredits'] = ({ player, page }) =>
    this.client.get('pending-credits', 'players/pending-credits', { page, player }, pageOf(pendingCredit));
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
    this.client.get('player-notes', path(id, '/notes'), { page }, pageOf(noteRow));
  addNote: PlayerAdminGateway['addNote'] = ({ id, text }) =>
    this.client.post('player-note', path(id, '/notes'), { text }, noteAnswer);
  protection: PlayerAdminGateway['protection'] = ({ id }) =>
    this.client.get('player-protection', path(id, '/protection'), {}, protectionAnswer);
  lowerLimit: PlayerAdminGateway['lowerLimit'] = ({ id, ...fields }) =>
    this.client.post('player-lower-limit', path(id, '/protection/limit'), fields, protectionAnswer);
  exclude: PlayerAdminGateway['exclude'] = ({ id, ...fields }) =>
    this.client.post('player-exclude', path(id, '/protection/exclusion'), fields, protectionAnswer);
}
