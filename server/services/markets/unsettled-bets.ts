import { indianRupees } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { Conflict } from '../platform/console-refusals.js';

/** A market's bets still waiting for a result or a void: how many, and their stakes. */
export interface UnsettledBets {
  bets: number;
  stakePaise: number;
}

/** The pending bets of a market, of one day or of every day. */
export async function unsettledBets(db: Sql, market: string, day?: string): Promise<UnsettledBets> {
  const [row] = await db.query<{ bets: number; stake: string }>(
    `select count(*)::int as bets, coalesce(sum(amount), 0)::bigint as stake from bets
     where market = $1 and status = 'PENDING' and ($2::text is null or day = $2)`,
    [market, day ?? null],
  );
  return { bets: Number(row?.bets ?? 0), stakePaise: Number(row?.stake ?? 0) };
}

/** "2 unsettled bets (₹150.00)", as the refusal names them. */
export const describeUnsettled = ({ bets, stakePaise }: UnsettledBets) =>
  `${bets} unsettled bet${bets === 1 ? '' : 's'} (${indianRupees(stakePaise)})`;

/**
 * A setup change that would take a market with unsettled bets out of play (made inactive,
 * closed for a day) is asked first: refused (409) with the bets' count and stake, until the
 * same call comes again with `confirm: true`. The answer carries them as `unsettled`.
 */
export class UnsettledBetsRefusal extends Conflict {
  constructor(
    message: string,
    readonly unsettled: UnsettledBets,
  ) {
    super(message);
  }
}
