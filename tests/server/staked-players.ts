// Players a process test's seed writes with money in and bets already placed, as the server
// writes them: a deposit (and a bonus) in the ledger, pending stakes, and a wallet holding
// what is left, so that every wallet equals its ledger from the start.
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { OPERATOR_PASSWORD } from './console-client.js';
import { seedStake, seedUser } from './seeded-store.js';

export interface StakedPlayers {
  depositPaise: number;
  /** A bonus credited after the deposit; stakes spend it before the balance. */
  bonusPaise?: number;
  /** Player i's pending stakes on 2026-11-20 (single, OPEN), in the order they were placed. */
  stakes: (player: number) => { market: string; number: string; paise: number }[];
  /** Rows to write after the stakes and before the wallet; gives the balance the wallet holds. */
  beforeWallet?: (db: Database, userId: number, balance: number) => Promise<number>;
}

/** Seeds `count` players, player i with the mobile 98000000 and i in two digits; each signs in with OPERATOR_PASSWORD. */
export async function seedStakedPlayers(db: Database, count: number, players: StakedPlayers): Promise<void> {
  const { depositPaise, bonusPaise = 0, stakes, beforeWallet } = players;
  const hash = await hashPassword(OPERATOR_PASSWORD);
  for (let i = 0; i < count; i++) {
    const id = await seedUser(db, `98000000${String(i).padStart(2, '0')}`, `Staker ${i}`, hash);
    let balance = depositPaise;
    let bonus = bonusPaise;
    await db.query(
      `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark) values ($1, 'deposit', $2, 0, 0, $2, 'Deposit')`,
      [id, depositPaise],
    );
    if (bonusPaise > 0)
      await db.query(
        `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark) values ($1, 'bonus', 0, $2, $3, $4, 'Bonus')`,
        [id, bonusPaise, depositPaise, depositPaise + bonusPaise],
      );
    for (const [k, { market, number, paise }] of stakes(i).entries()) {
      const fromBonus = Math.min(bonus, paise);
      await seedStake(db, {
        userId: id,
        requestId: `seed-${i}-${k}`,
        market,
        number,
        paise,
        totalBefore: balance + bonus,
        fromBonus,
      });
      balance -= paise - fromBonus;
      bonus -= fromBonus;
    }
    if (beforeWallet) balance = await beforeWallet(db, id, balance);
    await db.query('insert into wallets (user_id, balance, bonus) values ($1, $2, $3)', [id, balance, bonus]);
  }
}
