import { walletString } from 'matka-core/player';
import { type DeskGateway, type DeskQuery } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as requests from '../../../contract/console/console-requests.js';
import type { DeskListingFields } from '../../../contract/console/desk-requests.js';
import { requestBody, type RequestBody } from '../../../contract/requests/request-body.js';
import {
  deskClaim,
  deskCounts,
  deskReleased,
  depositDecided,
  depositPage,
  withdrawalContext,
  withdrawalDecided,
  withdrawalPage,
} from '../../../contract/console/desks.js';

/** A desk list's query string: the amounts go as rupees ('500', '99.50'), as the console's amounts do. */
const listing = (q: DeskQuery) =>
  ({
    status: q.status,
    page: q.page,
    q: q.search,
    min: q.minPaise === undefined ? undefined : walletString(q.minPaise),
    max: q.maxPaise === undefined ? undefined : walletString(q.maxPaise),
    order: q.order,
  }) satisfies RequestBody<typeof DeskListingFields>;

/** The deposit and withdraw desks over /console/api. */
export class HttpDeskGateway implements DeskGateway {
  constructor(
    private readonly client: ConsoleClient,
    /** `{base}/console`, for the addresses the browser fetches itself. */
    private readonly consoleBase: string,
  ) {}

  counts: DeskGateway['counts'] = () => this.client.get('counts', 'counts', {}, deskCounts);
  deposits: DeskGateway['deposits'] = (q) => this.client.get('deposits', 'deposits', listing(q), depositPage);
  depositImageUrl: DeskGateway['depositImageUrl'] = (id) =>
    `${this.consoleBase}/api/deposits/${encodeURIComponent(id)}/image`;
  approveDeposit: DeskGateway['approveDeposit'] = ({ id }) =>
    this.client.post('deposit-approve', `deposits/${encodeURIComponent(id)}/approve`, {}, depositDecided);
  rejectDeposit: DeskGateway['rejectDeposit'] = ({ id, reason }) =>
    this.client.post(
      'deposit-reject',
      `deposits/${encodeURIComponent(id)}/reject`,
      requestBody<typeof requests.Reject>({ reason }),
      depositDecided,
    );
  withdrawals: DeskGateway['withdrawals'] = (q) =>
    this.client.get('withdrawals', 'withdrawals', listing(q), withdrawalPage);
  withdrawalContext: DeskGateway['withdrawalContext'] = ({ id }) =>
    this.client.get('withdrawal-context', `withdrawals/${encodeURIComponent(id)}/context`, {}, withdrawalContext);
  approveWithdrawal: DeskGateway['approveWithdrawal'] = ({ id, payoutReference }) =>
    this.client.post(
      'withdrawal-approve',
      `withdrawals/${encodeURIComponent(id)}/approve`,
      // Left out when empty: the first of two approvals (two-person control) may leave it to the second.
      (payoutReference ? { payoutReference } : {}) satisfies RequestBody<typeof requests.Approval>,
      withdrawalDecided,
    );
  claim: DeskGateway['claim'] = ({ desk, id }) =>
    this.client.post(`${desk}-claim`, `${desk}s/${encodeURIComponent(id)}/claim`, {}, deskClaim);
  release: DeskGateway['release'] = ({ desk, id }) =>
    this.client.post(`${desk}-release`, `${desk}s/${encodeURIComponent(id)}/release`, {}, deskReleased);
  approveCoveredWithdrawal: DeskGateway['approveCoveredWithdrawal'] = ({ id, payoutReference, reason }) =>
    this.client.post(
      'withdrawal-approve-covered',
      `withdrawals/${encodeURIComponent(id)}/approve-covered`,
      requestBody<typeof requests.ApproveCovered>({ payoutReference, reason }),
      withdrawalDecided,
    );
  rejectWithdrawal: DeskGateway['rejectWithdrawal'] = ({ id, reason }) =>
    this.client.post(
      'withdrawal-reject',
      `withdrawals/${encodeURIComponent(id)}/reject`,
      requestBody<typeof requests.Reject>({ reason }),
      withdrawalDecided,
    );
}
