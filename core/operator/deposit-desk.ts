import type { ConsolePage } from '../ports/console-answer.js';
import type { DeskClaim, DepositRow, DeskFilters, DeskGateway } from '../ports/desk-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { deskOrder } from './desk-order.js';
import { deskQuery } from './desk-query.js';
import { KeyedFlight } from './keyed-flight.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';
import { reasonError } from './operator-input.js';

/** The deposit desk: the queue, each request's screenshot, approve, reject with a reason. */
export class DepositDesk {
  private readonly decisions = new KeyedFlight<OperatorOutcome<DepositRow>>();

  constructor(
    private readonly desks: DeskGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  /** A page of the queue, filtered as typed (deskQuery: a broken amount names its field, and nothing is sent). */
  async list({ page, ...filters }: DeskFilters & { page: number }): Promise<OperatorOutcome<ConsolePage<DepositRow>>> {
    const query = deskQuery(filters, page);
    if (!query.ok) return query;
    const outcome = await this.policy.run(() => this.desks.deposits(query.value));
    return outcome.ok
      ? { ok: true, value: { ...outcome.value, rows: deskOrder(outcome.value.rows, filters.order) } }
      : outcome;
  }

  imageUrl(id: string): string {
    return this.desks.depositImageUrl(id);
  }

  /**
   * Claims the deposit for this cashier's review, or renews the claim (the review renews it
   * while open); refused while another cashier's claim stands, naming them.
   */
  claim(id: string): Promise<OperatorOutcome<DeskClaim>> {
    return this.policy.run(() => this.desks.claim({ desk: 'deposit', id }));
  }

  /** Lets the deposit go: this cashier's review closed or moved on. */
  release(id: string): Promise<OperatorOutcome<{ released: boolean }>> {
    return this.policy.run(() => this.desks.release({ desk: 'deposit', id }));
  }

  approve(id: string): Promise<OperatorOutcome<DepositRow>> {
    return this.decisions.run(id, () => this.policy.run(() => this.desks.approveDeposit({ id })));
  }

  /** The reason is required: the player reads it in their deposit history. */
  reject(id: string, reason: string): Promise<OperatorOutcome<DepositRow>> {
    const error = reasonError(reason);
    if (error) return Promise.resolve(badInput(error, 'reason'));
    return this.decisions.run(id, () => this.policy.run(() => this.desks.rejectDeposit({ id, reason: reason.trim() })));
  }
}
