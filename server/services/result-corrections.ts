import type { Database } from '../db/database.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import type { Clock } from './clock.js';
import type { MarketDay } from './market-day.js';
import type { Markets } from './markets.js';
import { declarationFields, type ValueRequest } from './result-board.js';
import type { Settlement } from './settlement.js';

/** A correction from the console: the settlement service's `correct`, recorded with the result before and after. */
export async function auditedCorrection(
  deps: { db: Database; clock: Clock; markets: Markets; settlement: Settlement },
  actor: Actor,
  day: MarketDay,
  request: ValueRequest,
) {
  const read = async () => {
    const row = await deps.markets.result(day.market.name, day.day, day.timing);
    return {
      day: day.day,
      openPana: row?.open_pana ?? null,
      closePana: row?.close_pana ?? null,
      jodi: row?.jodi ?? null,
    };
  };
  const before = await read();
  const answer = await deps.settlement.correct({ ...declarationFields(day, request), day: day.day });
  await audit(deps.db, deps.clock.now(), actor, {
    action: 'result.correct',
    target: `market:${day.market.name}${day.timing ? ` ${day.timing}` : ''}`,
    before,
    after: { ...(await read()), reversed: answer.reversed, settled: answer.settled },
  });
  return answer;
}
