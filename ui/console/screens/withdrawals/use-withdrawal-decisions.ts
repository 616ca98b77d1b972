import { indianRupees } from 'matka-core/player';
import { WithdrawDesk, type WithdrawalRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** Approving (with a payout reference) and rejecting withdrawals, with a toast each and the list reloaded after. */
export function useWithdrawalDecisions(onDecided: () => void) {
  const text = useConsoleText();
  const desk = useService(WithdrawDesk);
  const describe = (o: { failure: { message: Parameters<typeof text>[0] } }) => text(o.failure.message);
  const after = (outcome: { ok: boolean; failure?: { kind: string } }) => {
    if (outcome.ok || outcome.failure?.kind !== 'invalid') onDecided();
  };

  const approve = async (w: WithdrawalRow, reference: string) => {
    // Two-person control: the first of two approvals may leave the reference to the second.
    const firstOfTwo = w.secondApproval === true && w.firstApproval === undefined;
    const outcome = await desk.approve(w.id, reference, firstOfTwo);
    const figures = { amount: indianRupees(w.amountPaise), name: w.player.name };
    notifyOutcome(
      outcome,
      text(outcome.ok && outcome.value.status === 'pending' ? 'withdrawalApprovedOnce' : 'withdrawalApproved', figures),
      describe,
    );
    after(outcome);
    return outcome;
  };

  /** An owner pays the covered part; the rest repays the player's debt. */
  const approveCovered = async (w: WithdrawalRow, reference: string, reason: string) => {
    const outcome = await desk.approveCovered(w.id, reference, reason);
    const paid = outcome.ok ? (outcome.value.paidPaise ?? w.coveredPaise ?? 0) : 0;
    notifyOutcome(
      outcome,
      text('approveCoveredDone', {
        paid: indianRupees(paid),
        amount: indianRupees(w.amountPaise),
        name: w.player.name,
        short: indianRupees(w.amountPaise - paid),
      }),
      describe,
    );
    after(outcome);
    return outcome;
  };

  const reject = async (w: WithdrawalRow, reason: string) => {
    const outcome = await desk.reject(w.id, reason);
    notifyOutcome(outcome, text('withdrawalRejected', { id: w.id }), describe);
    after(outcome);
    return outcome;
  };

  return { approve, approveCovered, reject };
}
