import { parseConsole, type ConsoleFields } from '../commands/parse-console.js';
import { Approval, Reject } from '../../contract/console/console-requests.js';
import type { Actor } from '../services/platform/actor.js';
import { idOf } from '../services/platform/console-format.js';
import type { Services } from '../services/server-services.js';

/**
 * A deposit or withdrawal decided through the bearer-token operator API: by the console's
 * desks with the console's fields (a rejection's reason and a payout's reference are
 * required, as there), so it is decided once, by 'api-token', with its audit row. The answer
 * keeps the operator API's shape.
 */
export async function decideByToken(
  s: Services,
  actor: Actor,
  kind: 'deposits' | 'withdrawals',
  id: string | undefined,
  decision: 'approve' | 'reject',
  fields: ConsoleFields,
) {
  const number = idOf(id, kind === 'deposits' ? 'deposit' : 'withdrawal');
  if (kind === 'deposits') {
    const { deposit } = await s.console.deposits.decide(
      actor,
      number,
      decision,
      decision === 'reject' ? parseConsole(Reject, fields).reason : '',
    );
    // Two-person control: the first of two approvals leaves it pending.
    if (deposit.status === 'pending')
      return { success: true, pending: true, message: `#${number} approved once: a second operator must approve it` };
  } else if (decision === 'approve') {
    const { withdrawal } = await s.console.withdrawals.decide(actor, number, {
      approve: true,
      payoutReference: parseConsole(Approval, fields).payoutReference ?? '',
    });
    // Two-person control: the first of two approvals leaves it pending.
    if (withdrawal.status === 'pending')
      return { success: true, pending: true, message: `#${number} approved once: a second operator must approve it` };
  } else
    await s.console.withdrawals.decide(actor, number, { approve: false, reason: parseConsole(Reject, fields).reason });
  return { success: true, message: `#${number} ${decision === 'approve' ? 'completed' : 'rejected'}` };
}
