import type { ConsolePage } from '../ports/console-answer.js';
import type { DeskClaim, DeskFilters, DeskGateway, WithdrawalContext, WithdrawalRow } from '../ports/desk-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { deskOrder } from './desk-order.js';
import { deskQuery } from './desk-query.js';
import { KeyedFlight } from './keyed-flight.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';
import { payoutReferenceError, reasonError } from './operator-input.js';

/** The withdraw desk: the queue, each request's 30-day context, approve with a payout reference, reject with a reason. */
export class WithdrawDesk {
  private readonly decisions = new KeyedFlight<OperatorOutcome<WithdrawalRow>>();

  constructor(
    private readonly desks: DeskGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  /** A page of the queue, filtered as typed (deskQuery: a broken amount names its field, and nothing is sent). */
  async list({
    page,
    ...filters
  }: DeskFilters & { page: number }): Promise<OperatorOutcome<ConsolePage<WithdrawalRow>>> {
    const query = deskQuery(filters, page);
    if (!query.ok) return query;
    const outcome = await this.policy.run(() => this.desks.withdrawals(query.value));
    return outcome.ok
      ? { ok: true, value: { ...outcome.value, rows: deskOrder(outcome.value.rows, filters.order) } }
      : outcome;
  }

  context(id: string): Promise<OperatorOutcome<WithdrawalContext>> {
    return this.policy.run(() => this.desks.withdrawalContext({ id }));
  }

  /**
   * Claims the withdrawal for this cashier's review, or renews the claim (the review renews it
   * while open); refused while another cashier's claim stands, naming them.
   */
  claim(id: string): Promise<OperatorOutcome<DeskClaim>> {
    return this.policy.run(() => this.desks.claim({ desk: 'withdrawal', id }));
  }

  /** Lets the withdrawal go: this cashier's review closed or moved on. */
  release(id: string): Promise<OperatorOutcome<{ released: boolean }>> {
    return this.policy.run(() => this.desks.release({ desk: 'withdrawal', id }));
  }

  /**
   * `firstOfTwo`: the first of two approvals (two-person control), which may leave the payout
   * reference for the second, who pays.
   */
  approve(id: string, payoutReference: string, firstOfTwo = false): Promise<OperatorOutcome<WithdrawalRow>> {
    const reference = payoutReference.trim();
    const error = firstOfTwo && reference === '' ? undefined : payoutReferenceError(reference);
    if (error) return Promise.resolve(badInput(error, 'payoutReference'));
    return this.decisions.run(id, () =>
      this.policy.run(() => this.desks.approveWithdrawal({ id, payoutReference: reference })),
    );
  }

  /**
   * Owner only: pays the part of the withdrawal the player's money covers once their debt is
   * paid; the rest returns to the wallet and repays the debt. Needs the payout reference and
   * the reason.
   */
  approveCovered(id: string, payoutReference: string, reason: string): Promise<OperatorOutcome<WithdrawalRow>> {
    const reference = payoutReference.trim();
    const error = payoutReferenceError(reference);
    if (error) return Promise.resolve(badInput(error, 'payoutReference'));
    const why = reasonError(reason);
    if (why) return Promise.resolve(badInput(why, 'reason'));
    return this.decisions.run(id, () =>
      this.policy.run(() =>
        this.desks.approveCoveredWithdrawal({ id, payoutReference: reference, reason: reason.trim() }),
      ),
    );
  }

  /** The held amount returns to the player, who reads the reason. */
  reject(id: string, reason: string): Promise<OperatorOutcome<WithdrawalRow>> {
    const error = reasonError(reason);
    if (error) return Promise.resolve(badInput(error, 'reason'));
    return this.decisions.run(id, () =>
      this.policy.run(() => this.desks.rejectWithdrawal({ id, reason: reason.trim() })),
    );
  }
}
