import { indianRupees, type WithdrawalRow } from '../../../../core/index.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * What may be done with a withdrawal, from what the server says of it (issue 22): a hold on
 * the player's payouts stops every approval; a debt that leaves it short of cover stops the
 * plain approval, and an owner may approve the covered part (when there is one).
 */
export interface PayoutStanding {
  pending: boolean;
  /** What the player's money covers once the debt is paid. */
  covered: number;
  short: boolean;
  held: boolean;
  /** Approve it whole. */
  approvable: boolean;
  /** Approve the covered part (owners). */
  coverable: boolean;
  /** Why it cannot be approved whole, in the console's words. */
  blocked: string | undefined;
}

export function usePayoutStanding(mayApprovePart: boolean): (w: WithdrawalRow) => PayoutStanding {
  const text = useConsoleText();
  return (w) => {
    const pending = w.status === 'pending';
    const covered = w.coveredPaise ?? w.amountPaise;
    const short = pending && covered < w.amountPaise;
    const held = pending && w.hold !== undefined;
    const figures = {
      debt: indianRupees(w.debtPaise),
      covered: indianRupees(covered),
      amount: indianRupees(w.amountPaise),
    };
    const blocked = held
      ? text('cannotApproveHeld', { reason: w.hold!.reason })
      : short
        ? text(covered > 0 ? 'cannotApproveShort' : 'cannotApproveNothing', figures)
        : undefined;
    return {
      pending,
      covered,
      short,
      held,
      approvable: pending && !held && !short,
      coverable: pending && !held && short && covered > 0 && mayApprovePart,
      blocked,
    };
  };
}
