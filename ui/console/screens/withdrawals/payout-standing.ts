import { indianRupees } from 'matka-core/player';
import { type WithdrawalRow } from 'matka-core/console';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * What may be done with a withdrawal, from what the server says of it: a hold on
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
  /** Two-person control: this approval is the first of two (the payout reference may wait for the second). */
  firstOfTwo: boolean;
  /** …or the second, after another operator's first. */
  secondOfTwo: boolean;
}

export function usePayoutStanding(mayApprovePart: boolean): (w: WithdrawalRow) => PayoutStanding {
  const text = useConsoleText();
  const session = useConsoleSession();
  const me = session.status === 'signed-in' ? session.info.operator.username : undefined;
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
    // The operator who gave the first of two approvals never gives the second.
    const ownFirst = pending && w.secondApproval === true && w.firstApproval !== undefined && w.firstApproval.by === me;
    // An owner approved the covered part first: any second operator's approval pays that part.
    const coveredFirst = pending && w.firstApproval?.coveredReason !== undefined && covered > 0;
    const blocked = held
      ? text('cannotApproveHeld', { reason: w.hold!.reason })
      : short && !coveredFirst
        ? text(covered > 0 ? 'cannotApproveShort' : 'cannotApproveNothing', figures)
        : ownFirst
          ? text('ownFirstApproval')
          : undefined;
    return {
      pending,
      covered,
      short,
      held,
      approvable: pending && !held && (!short || coveredFirst) && !ownFirst,
      coverable: pending && !held && short && !coveredFirst && covered > 0 && mayApprovePart && !ownFirst,
      blocked,
      firstOfTwo: pending && w.secondApproval === true && w.firstApproval === undefined,
      secondOfTwo: pending && w.secondApproval === true && w.firstApproval !== undefined,
    };
  };
}
