import type { Database } from '../db/database.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import { dayOf, type Clock } from './clock.js';

export interface Declaration {
  market: string;
  session: string;
  pana: string;
  timing: string;
  jodi: string;
}

/** A declaration from the console: settled by the settlement service, recorded with the result before and after. */
export class ResultDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async declare<T extends object>(
    actor: Actor,
    declaration: Declaration,
    settle: (declaration: Declaration) => Promise<T>,
    // Declared before its draw, on purpose (the desk's tick): kept in the audit row.
    { early = false }: { early?: boolean } = {},
  ): Promise<T> {
    const before = await this.result(declaration);
    const answer = await settle(declaration);
    const after = await this.result(declaration);
    await audit(this.db, this.clock.now(), actor, {
      action: 'result.declare',
      target: `market:${declaration.market}${declaration.timing ? ` ${declaration.timing}` : ''}`,
      before,
      after: {
        ...after,
        settled: (answer as { settled?: unknown }).settled ?? null,
        ...(early ? { early: true } : {}),
      },
    });
    return answer;
  }

  private async result(declaration: Declaration) {
    const [row] = await this.db.query<{ open_pana: string | null; close_pana: string | null; jodi: string | null }>(
      'select open_pana, close_pana, jodi from results where market = $1 and day = $2 and timing = $3',
      [declaration.market, dayOf(this.clock.now()), declaration.timing],
    );
    return {
      day: dayOf(this.clock.now()),
      openPana: row?.open_pana ?? null,
      closePana: row?.close_pana ?? null,
      jodi: row?.jodi ?? null,
    };
  }
}
