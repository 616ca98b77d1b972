import { apiTokenActor } from '../services/actor.js';
import { idOf } from '../services/console-format.js';
import type { Services } from '../services/server-services.js';

/**
 * A deposit or withdrawal decided through the bearer-token operator API: by the console's
 * desks, so it is decided once, by 'api-token', with its audit row. The answer keeps the
 * operator API's shape.
 */
export async function decideByToken(
  s: Services,
  kind: 'deposits' | 'withdrawals',
  id: string | undefined,
  decision: 'approve' | 'reject',
  words: { reason: string; payoutReference: string },
  address: string,
) {
  const actor = apiTokenActor(address);
  const number = idOf(id, kind === 'deposits' ? 'deposit' : 'withdrawal');
  if (kind === 'deposits')
    await s.console.deposits.decide(actor, number, decision, decision === 'reject' ? words.reason : '');
  else if (decision === 'approve')
    await s.console.withdrawals.decide(actor, number, { approve: true, payoutReference: words.payoutReference });
  else await s.console.withdrawals.decide(actor, number, { approve: false, reason: words.reason });
  return { success: true, message: `#${number} ${decision === 'approve' ? 'completed' : 'rejected'}` };
}
