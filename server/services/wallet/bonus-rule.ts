import type { Sql } from '../../db/database.js';
import { credit, creditBonus, takeBack, type WalletTotals } from './ledger.js';

/** A winning bet as settlement pays it. */
export interface PaidWin {
  bet: { id: number; user_id: number; amount: number };
  payout: number;
}

/** The setting `bonus_wagering_multiple` as a number (1 when unreadable). */
export function wageringMultiple(setting: string | undefined): number {
  return setting !== undefined && /^\d{1,3}(\.\d{1,2})?$/.test(setting) ? Number(setting) : 1;
}

/**
 * The bonus rule (docs/bonus-rule.md). The part of a payout won on the part of the stake
 * taken from the bonus stays bonus (playable, never withdrawn or transferred) until the
 * player has staked, from the main wallet, on bets since settled, `multiple` times every
 * bonus they received; after that every payout is cash. Gives, per winning bet, how much of its payout is bonus.
 */
export async function bonusParts(tx: Sql, multiple: number, won: readonly PaidWin[]): Promise<Map<number, number>> {
  const parts = new Map<number, number>();
  if (won.length === 0) return parts;
  // What each bet's stake took from the bonus: its own ledger row says.
  const stakes = await tx.query<{ bet_id: string; from_bonus: string }>(
    `select bet_id, -bonus_amount as from_bonus from ledger where kind = 'bet' and bet_id = any($1::bigint[]) and bonus_amount < 0`,
    [won.map((w) => w.bet.id)],
  );
  if (stakes.length === 0) return parts;
  const fromBonus = new Map(stakes.map((s) => [Number(s.bet_id), Number(s.from_bonus)]));
  // The rule as it stood when each bet was first settled (rememberBonusRule); as it stands now for
  // a bet settled before that was kept.
  const remembered = await tx.query<{ id: string; bonus_rule_met: boolean | null }>(
    'select id, bonus_rule_met from bets where id = any($1::bigint[])',
    [[...fromBonus.keys()]],
  );
  const metThen = new Map(remembered.map((row) => [Number(row.id), row.bonus_rule_met]));
  const unknown = won.filter((w) => fromBonus.has(Number(w.bet.id)) && metThen.get(Number(w.bet.id)) == null);
  const players = [...new Set(unknown.map((w) => Number(w.bet.user_id)))];
  const wagering = await wageringOf(tx, players);
  const released = new Set(wagering.filter((w) => w.staked >= multiple * w.received).map((w) => w.userId));
  for (const { bet, payout } of won) {
    const bonusStake = fromBonus.get(Number(bet.id)) ?? 0;
    if (bonusStake === 0) continue;
    if (metThen.get(Number(bet.id)) ?? released.has(Number(bet.user_id))) continue;
    parts.set(Number(bet.id), Math.floor((payout * bonusStake) / Number(bet.amount)));
  }
  return parts;
}

/**
 * Remembers, on each bet of `betIds` staked partly from the bonus and settled for the first
 * time, whether its player had met the rule then (the bets settled in the caller's transaction
 * counted). A correction that settles the bet again pays by what is remembered: a bonus win
 * stays bonus, a cash win stays cash, whatever the player staked in between.
 */
export async function rememberBonusRule(tx: Sql, multiple: number, betIds: readonly number[]): Promise<void> {
  if (betIds.length === 0) return;
  const first = await tx.query<{ id: string; user_id: string }>(
    `select b.id, b.user_id from bets b
     where b.id = any($1::bigint[]) and b.bonus_rule_met is null
       and exists (select 1 from ledger l where l.kind = 'bet' and l.bet_id = b.id and l.bonus_amount < 0)`,
    [betIds],
  );
  if (first.length === 0) return;
  const wagering = await wageringOf(tx, [...new Set(first.map((row) => Number(row.user_id)))]);
  const met = new Set(wagering.filter((w) => w.staked >= multiple * w.received).map((w) => w.userId));
  const [metIds, unmetIds] = [
    first.filter((row) => met.has(Number(row.user_id))).map((row) => row.id),
    first.filter((row) => !met.has(Number(row.user_id))).map((row) => row.id),
  ];
  for (const [ids, value] of [
    [metIds, true],
    [unmetIds, false],
  ] as const)
    if (ids.length > 0)
      await tx.query('update bets set bonus_rule_met = $2 where id = any($1::bigint[])', [ids, value]);
}

/**
 * Each player's bonus received and cash staked, as the rule counts them. Cash staked: the
 * main-wallet part of every settled bet (won or lost; the bets settled in the caller's
 * transaction included). A pending stake does not count yet: its day may still be voided,
 * and a void gives the stake back, so it never counted.
 */
async function wageringOf(db: Sql, players: readonly number[]) {
  const rows = await db.query<{ user_id: string; received: string; staked: string }>(
    `select l.user_id, coalesce(sum(l.bonus_amount) filter (where l.kind = 'bonus'), 0) as received,
            coalesce(-sum(l.amount) filter (where l.kind = 'bet' and b.status in ('WON', 'LOSS')), 0) as staked
     from ledger l left join bets b on l.kind = 'bet' and b.id = l.bet_id
     where l.user_id = any($1::bigint[]) group by l.user_id`,
    [players],
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    received: Number(row.received),
    staked: Number(row.staked),
  }));
}

/**
 * What the player still has to stake from the main wallet (on bets since settled) before a
 * win on a bonus stake is paid as cash: 0 once the rule is met, or with no bonus received.
 */
export async function cashStakeLeft(db: Sql, userId: number, multiple: number): Promise<number> {
  const [wagering] = await wageringOf(db, [userId]);
  if (!wagering) return 0;
  return Math.max(0, Math.ceil(multiple * wagering.received) - wagering.staked);
}

/** A payout in: the bonus part to the bonus, the rest as cash (which repays a debt first). */
export const creditWin =
  (payout: number, bonusPart: number) =>
  (now: WalletTotals): WalletTotals =>
    creditBonus(bonusPart)(credit(payout - bonusPart)(now));

/** How much of each bet's last win went to the bonus (its win ledger row says), for a correction to take back. */
export async function bonusPaidOn(tx: Sql, betIds: readonly number[]): Promise<Map<number, number>> {
  if (betIds.length === 0) return new Map();
  const rows = await tx.query<{ bet_id: string; bonus_amount: string }>(
    `select distinct on (bet_id) bet_id, bonus_amount from ledger
     where kind = 'win' and bet_id = any($1::bigint[]) order by bet_id, id desc`,
    [betIds],
  );
  return new Map(rows.map((row) => [Number(row.bet_id), Number(row.bonus_amount)]));
}

/**
 * A corrected win taken back as it was paid: its bonus part from the bonus (what is left
 * of it), the rest from the main wallet; what neither covers becomes debt.
 */
export const takeBackWin =
  (payout: number, bonusPart: number) =>
  (now: WalletTotals): WalletTotals => {
    const fromBonus = Math.min(now.bonus, bonusPart);
    return takeBack(payout - fromBonus)({ ...now, bonus: now.bonus - fromBonus });
  };
