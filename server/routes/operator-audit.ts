import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/client-address.js';
import { apiTokenActor } from '../services/actor.js';
import { audit } from '../services/audit.js';
import type { Services } from '../services/server-services.js';
import { fieldsOf } from './answers.js';

/**
 * The audit trail's row for each writing call of the bearer-token operator API, recorded as
 * 'api-token' once the call has succeeded. Deciding requests, adding operators and market
 * setup (config, rates, markets, starline) are not here: their services record them in the
 * same transaction as the change.
 */
const ACTIONS: Readonly<Record<string, string>> = {
  'POST /results': 'result.declare',
  'PUT /results': 'result.correct',
  'POST /notifications': 'notification.send',
  'POST /bonus': 'player.bonus',
  'PUT /content': 'content.set',
};

export function auditTokenCalls(s: Services): MiddlewareHandler {
  return async (c, next) => {
    const action = ACTIONS[`${c.req.method} ${c.req.path.replace(/^\/operator/, '')}`];
    if (!action) return next();
    const fields = (await fieldsOf(c)) ?? {};
    await next();
    if (c.res.status !== 200) return;
    try {
      const mobile = typeof fields.mobile === 'string' ? fields.mobile : '';
      const [player] =
        action === 'player.bonus'
          ? await s.db.query<{ id: number }>('select id from users where mobile = $1', [mobile])
          : [];
      await audit(s.db, s.clock.now(), apiTokenActor(clientAddress(c, s.config.trustProxy)), {
        action,
        target: targetOf(action, fields),
        playerId: player ? Number(player.id) : null,
        after: fields,
      });
    } catch (error) {
      // The call is done and answered: automation must not repeat it. The failure is loud in the log.
      console.error(`[operator] ${action} succeeded but its audit row could not be written`, error);
    }
  };
}

function targetOf(action: string, f: Record<string, unknown>): string {
  const text = (value: unknown) => String(value ?? '').slice(0, 60);
  if (action.startsWith('result.')) return `market:${text(f.market)}`;
  if (action === 'player.bonus') return `player:${text(f.mobile)}`;
  if (action === 'notification.send') return 'players:all';
  if (action === 'content.set') return `content:${text(f.key)}`;
  return action.split('.')[0]!;
}
