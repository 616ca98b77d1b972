import type { Sql } from '../../db/database.js';

/** What a store holds, and what breaks its books (each 0 in a sound store). */
export interface BooksCheck {
  counts: { players: number; bets: number; results: number; ledger: number; audit: number; deposits: number };
  /** Wallets whose balance and bonus differ from the sum of their ledger rows. */
  walletsOffLedger: number;
  /** Ledger rows whose before is not the player's previous after (0 for the first), or whose after is not before plus the row's amounts. */
  chainBreaks: number;
  /** Won bets without their win row in the ledger. */
  wonWithoutWinRow: number;
}

const count = async (db: Sql, sql: string) => Number((await db.query<{ n: number }>(sql))[0]!.n);

/**
 * Reads a store's counts and checks its books: a restored copy is checked before it serves
 * (npm run operator -- restore, check-store; docs/backups.md). Reads every ledger row: a
 * minute or so on a store of ten million.
 */
export async function checkBooks(db: Sql): Promise<BooksCheck> {
  const counts = {
    players: await count(db, 'select count(*)::int as n from users'),
    bets: await count(db, 'select count(*)::int as n from bets'),
    results: await count(db, 'select count(*)::int as n from results'),
    ledger: await count(db, 'select count(*)::int as n from ledger'),
    audit: await count(db, 'select count(*)::int as n from audit'),
    deposits: await count(db, 'select count(*)::int as n from deposits'),
  };
  return {
    counts,
    walletsOffLedger: await count(
      db,
      `select count(*)::int as n from wallets w left join
         (select user_id, sum(amount + bonus_amount) as total from ledger group by user_id) l on l.user_id = w.user_id
       where w.balance + w.bonus <> coalesce(l.total, 0)`,
    ),
    chainBreaks: await count(
      db,
      `select count(*)::int as n from (
         select before_total, after_total, amount + bonus_amount as moved,
                lag(after_total) over (partition by user_id order by id) as previous
         from ledger) l
       where l.after_total <> l.before_total + l.moved or l.before_total <> coalesce(l.previous, 0)`,
    ),
    wonWithoutWinRow: await count(
      db,
      `select count(*)::int as n from bets b where b.status = 'WON'
       and not exists (select 1 from ledger l where l.kind = 'win' and l.bet_id = b.id)`,
    ),
  };
}

/** The check in words for the operator, and whether the books hold. */
export function booksInWords(check: BooksCheck): { holds: boolean; text: string } {
  const { counts } = check;
  const held = `${counts.players} players, ${counts.bets} bets, ${counts.results} results, ${counts.ledger} ledger rows, ${counts.audit} audit rows, ${counts.deposits} deposits.`;
  const broken = [
    check.walletsOffLedger && `${check.walletsOffLedger} wallets differ from their ledger`,
    check.chainBreaks && `${check.chainBreaks} ledger rows break the before/after chain`,
    check.wonWithoutWinRow && `${check.wonWithoutWinRow} won bets have no win row`,
  ].filter(Boolean);
  if (broken.length === 0)
    return {
      holds: true,
      text: `${held} The books hold: every wallet equals its ledger, the before/after chain is continuous, each won bet has its win row.`,
    };
  return { holds: false, text: `${held} The books do NOT hold: ${broken.join('; ')}.` };
}
