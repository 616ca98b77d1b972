import { acceptsBid, gameOfNumber, isSessionless, minutesOf, type Game } from '../../core/index.js';
import type { Database, Sql } from '../db/database.js';
import type { Player } from './accounts.js';
import type { Fields } from './fields.js';
import { apply, rupees, stake, type WalletTotals } from './ledger.js';
import type { Markets, MarketRow } from './markets.js';
import { newToken } from './passwords.js';
import { Refusal } from './refusal.js';
import type { Settings } from './settings.js';

export const MAX_BIDS_PER_REQUEST = 500;
const MAX_POINTS = 10_000_000;
const STARLINE_GAMES: readonly Game[] = ['single', 'singlepanna', 'doublepanna', 'triplepanna'];

interface Bid {
  number: string;
  game: Game;
  session: string;
  paise: number;
}

/** place-bet: every entry checked, all placed or none, at most once per request id. */
export class Betting {
  constructor(
    private readonly db: Database,
    private readonly markets: Markets,
    private readonly settings: Settings,
  ) {}

  async place(player: Player, fields: Fields) {
    const requestId = optionalText(fields.request_id, 'request_id', 100) || `auto-${newToken()}`;
    const numbers = list(fields.number, 'number');
    const amounts = list(fields.amount, 'amount');
    const types = list(fields.types ?? '', 'types');
    if (numbers.length === 0 || numbers[0] === '') throw new Refusal('Add bet first before submit');
    if (numbers.length > MAX_BIDS_PER_REQUEST) throw new Refusal(`At most ${MAX_BIDS_PER_REQUEST} bids can be placed at once.`);
    if (amounts.length !== numbers.length || (types.length !== numbers.length && !(types.length === 1 && types[0] === ''))) {
      throw new Refusal('number, amount and types must list the same number of bids.');
    }
    const marketName = typeof fields.market === 'string' ? fields.market.trim() : '';
    if (!marketName) throw new Refusal('market is required.');
    const timing = optionalText(fields.timing, 'timing', 5);
    const minBet = Number(await this.settings.value('min_bet')) || 10;

    return this.db.transaction(async (tx) => {
      // The request id is claimed first: a concurrent duplicate waits on this row and then
      // reads the answer stored here, instead of placing the slip twice (or failing).
      const [claimed] = await tx.query(
        `insert into bet_requests (user_id, request_id, answer) values ($1, $2, '') on conflict (user_id, request_id) do nothing returning 1`,
        [player.id, requestId],
      );
      if (!claimed) {
        const [done] = await tx.query<{ answer: string }>('select answer from bet_requests where user_id = $1 and request_id = $2', [player.id, requestId]);
        return JSON.parse(done!.answer) as Record<string, unknown>;
      }

      const market = await this.markets.market(marketName, tx);
      const day = this.markets.today();
      const bids = numbers.map((number, i) => this.bid(number, amounts[i]!, types[i] ?? '', minBet));
      await this.checkWindow(tx, market, day, timing, bids);

      const wallet = await this.stake(tx, player.id, market.name, bids, day, timing, requestId);
      const answer = { success: true, message: 'Bid placed successfully', wallet: rupees(wallet.balance + wallet.bonus) };
      await tx.query('update bet_requests set answer = $3 where user_id = $1 and request_id = $2', [player.id, requestId, JSON.stringify(answer)]);
      return answer;
    });
  }

  private bid(number: string, amount: string, session: string, minBet: number): Bid {
    const game = gameOfNumber(number);
    if (!game) throw new Refusal(`${number.slice(0, 12)} is not a valid bid number.`);
    if (!/^\d{1,8}$/.test(amount) || Number(amount) > MAX_POINTS) throw new Refusal(`${amount.slice(0, 12)} is not a valid bid amount.`);
    if (Number(amount) < minBet) throw new Refusal(`Bid Amount must be above ${minBet} INR`);
    return { number, game, session, paise: Number(amount) * 100 };
  }

  /** The market must still take each bid: its kind's games, and its betting window now. */
  private async checkWindow(tx: Sql, market: MarketRow, day: string, timing: string, bids: Bid[]): Promise<void> {
    const now = this.markets.nowMinutes();
    if (market.kind === 'main') {
      if (timing) throw new Refusal(`${market.name} has no timings.`);
      const marketDay = this.markets.marketDay(market, await this.markets.result(market.name, day, '', tx));
      for (const bid of bids) {
        if (isSessionless(bid.game) ? bid.session !== '' : bid.session !== 'OPEN' && bid.session !== 'CLOSE') {
          throw new Refusal(isSessionless(bid.game) ? `A ${bid.game} bid takes no session.` : `The session of ${bid.number} must be OPEN or CLOSE.`);
        }
        if (!acceptsBid(marketDay, bid.game, bid.session as 'OPEN', now)) {
          throw new Refusal(`Betting is closed for ${market.name} ${bid.session || bid.game} today.`);
        }
      }
      return;
    }
    if (market.kind === 'starline') {
      const [slot] = await tx.query('select 1 from starline_slots where market = $1 and timing = $2', [market.name, timing]);
      if (!slot) throw new Refusal(`${market.name} has no slot at ${timing || '(no timing)'}.`);
      const declared = await this.markets.result(market.name, day, timing, tx);
      if (declared?.open_pana || now >= (minutesOf(timing) ?? 0)) throw new Refusal(`Betting is closed for ${market.name} ${timing}.`);
      for (const bid of bids) {
        if (!STARLINE_GAMES.includes(bid.game) || bid.session !== '') throw new Refusal(`Starline takes single digits and panas without a session; ${bid.number} does not fit.`);
      }
      return;
    }
    const declared = await this.markets.result(market.name, day, '', tx);
    if (declared?.jodi || now >= (minutesOf(market.close_time) ?? 0)) throw new Refusal(`Betting is closed for ${market.name} today.`);
    for (const bid of bids) if (bid.game !== 'jodi' || bid.session !== '') throw new Refusal(`Jackpot takes jodis only, without a session; ${bid.number} does not fit.`);
  }

  /** Records each bid and takes its stake (bonus first) with a ledger row of its own, in one go. */
  private async stake(tx: Sql, userId: number, market: string, bids: Bid[], day: string, timing: string, requestId: string): Promise<WalletTotals> {
    const ids = await tx.query<{ id: number }>(
      `insert into bets (user_id, request_id, market, day, timing, created_at, number, game, session, amount)
       select $1, $2, $3, $4, $5, $10, * from unnest($6::text[], $7::text[], $8::text[], $9::bigint[]) returning id`,
      [userId, requestId, market, day, timing, bids.map((b) => b.number), bids.map((b) => b.game), bids.map((b) => b.session), bids.map((b) => b.paise), this.markets.now()],
    );
    const movements = bids.map((bid, i) => ({
      userId,
      kind: 'bet' as const,
      remark: `Bid ${market} ${bid.game} ${bid.number}${bid.session ? ` ${bid.session}` : ''}${timing ? ` ${timing}` : ''}`,
      betId: ids[i]!.id,
      ref: requestId,
      change: stake(bid.paise),
    }));
    return (await apply(tx, this.markets.now(), movements)).get(userId)!;
  }
}

function list(value: unknown, name: string): string[] {
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'string') throw new Refusal(`${name} must be a comma-separated list.`);
  if (value.length > 20_000) throw new Refusal(`${name} is too long.`);
  return value.split(',').map((item) => item.trim());
}

function optionalText(value: unknown, name: string, max: number): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || value.length > max || !/^[\w:.@ -]+$/.test(value)) throw new Refusal(`${name} is not valid.`);
  return value.trim();
}
