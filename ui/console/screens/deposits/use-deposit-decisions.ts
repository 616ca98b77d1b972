import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import { DepositDesk, type DepositRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * Approving and rejecting deposits, with a toast for each outcome and a reload of the list
 * after; `quiet` (a decision from the review, which shows the outcome itself): no toast.
 */
export function useDepositDecisions(onDecided: () => void) {
  const text = useConsoleText();
  const desk = useService(DepositDesk);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const describe = (o: { failure: { message: Parameters<typeof text>[0] } }) => text(o.failure.message);

  const approve = async (deposit: DepositRow, quiet = false) => {
    setBusy(deposit.id);
    const outcome = await desk.approve(deposit.id);
    setBusy(undefined);
    const figures = { amount: indianRupees(deposit.amountPaise), name: deposit.player.name };
    // Two-person control: an approval above the threshold is the first of two, and it stays pending.
    const once = outcome.ok && outcome.value.status === 'pending';
    if (!quiet) notifyOutcome(outcome, text(once ? 'depositApprovedOnce' : 'depositApproved', figures), describe);
    onDecided();
    return outcome;
  };

  const reject = async (deposit: DepositRow, reason: string, quiet = false) => {
    const outcome = await desk.reject(deposit.id, reason);
    if (!quiet) notifyOutcome(outcome, text('depositRejected', { id: deposit.id }), describe);
    if (outcome.ok || outcome.failure.kind !== 'invalid') onDecided();
    return outcome;
  };

  // The operator who gave the first of two approvals never gives the second.
  const session = useConsoleSession();
  const me = session.status === 'signed-in' ? session.info.operator.username : undefined;
  const ownFirst = (deposit: DepositRow) =>
    deposit.status === 'pending' && deposit.firstApproval !== undefined && deposit.firstApproval.by === me;

  return { approve, reject, busy, ownFirst, me, imageUrl: (deposit: DepositRow) => desk.imageUrl(deposit.id) };
}
