import { gameOfNumber } from 'matka-core';
import { bidAmount, BOARDS, englishText, minBetOf, walletString, type BoardId } from 'matka-core/player';
import type { Database, Sql } from '../../db/database.js';
import type { Player } from '../accounts/accounts.js';
import { refuseIfBlocked } from '../accounts/blocked.js';
import { english } from '../platform/english.js';
import { apply, stake, type WalletTotals } from '../wallet/ledger.js';
import { rateOf } from './judge-bet.js';
import { reserveLiability, type PricedBid } from './liability.js';
import { refuseIfClosed } from './market-closures.js';
import type { SlipBid } from './market-kinds/kind-rules.js';
import { kindRules } from './market-kinds/kinds.js';
import { lockMarketDay, refuseIfVoided } from './market-day.js';
import { publishMarketChange } from './market-events.js';
import type { PlaceBetRequest, SlipEntry } from './market-requests.js';
import type { Markets } from './markets.js';
import { newToken, sha256 } from '../platform/passwords.js';
import { KeyedRefusal, Refusal } from '../platform/refusal.js';
import { refuseOverSelfLimits } from '../accounts/self-limits.js';
import type { Settings } from '../platform/settings.js';

/** place-bet: every entry checked, all placed or none, at most once per request id. */
/** A slip's fingerprint: its market, slot, board and bids in order, as the request id is bound to it. */
function slipFingerprint(command: PlaceBetRequest): string {
  const { market, timing, board, bids } = command;
  return sha256(JSON.stringify([market, timing, board ?? '', bids.map((b) => [b.number, b.amount, b.session])]));
}

export class Betting {
  constructor(
    private readonly db: Database,
    private readonly markets: Markets,
    private readonly settings: Settings,
  ) {}

  async place(player: Player, command: PlaceBetRequest) {
    const requestId = command.requestId || `auto-${newToken()}`;
    const minBet = minBetOf(await this.settings.value('min_bet'));

    return this.db.transaction(async (tx) => {
      await refuseIfBlocked(tx, player.id);
      // The request id is claimed first: a concurrent duplicate waits on this row and then
      // reads the answer stored here, instead of placing the slip twice (or failing).
      // The id is bound to its slip: the same slip again is a retry, another slip is refused.
      const slip = slipFingerprint(command);
      const [claimed] = await tx.query(
        `insert into bet_requests (user_id, request_id, answer, slip) values ($1, $2, '', $3)
         on conflict (user_id, request_id) do nothing returning 1`,
        [player.id, requestId, slip],
      );
      if (!claimed) {
        const [done] = await tx.query<{ answer: string; slip: string | null }>(
          'select answer, slip from bet_requests where user_id = $1 and request_id = $2',
          [player.id, requestId],
        );
        if (done!.slip !== null && done!.slip !== slip) throw new KeyedRefusal('requestIdReused');
        return JSON.parse(done!.answer) as Record<string, unknown>;
      }

      const market = await this.markets.activeMarket(command.market, tx);
      // The market day the market is in: a night market's, until its close after midnight, is the day it opened on.
      const { day, minutes: now } = this.markets.momentOf(market);
      const bids = command.bids.map((entry) => bid(entry, minBet));
      await refuseIfClosed(tx, market.name, day);
      await lockMarketDay(tx, market.name, day, command.timing, 'bet');
      await refuseIfVoided(tx, market.name, day, command.timing);
      if (command.board) refuseOffBoard(command.board, bids);
      const rules = kindRules(market.kind);
      await rules.checkSlip({
        tx,
        markets: this.markets,
        market,
        day,
        timing: command.timing,
        now,
        bids,
      });
      // Each bid's rate now, read once in this transaction: its liability is priced at it and
      // its bet stores it, so it pays that rate whatever the rates are when it is settled.
      const rates = await this.settings.rates(tx);
      const priced = bids.map((b) => ({ ...b, rate: rateOf(rules, b, rates) }));
      await reserveLiability(tx, market, day, command.timing, priced);

      const slipPaise = bids.reduce((sum, b) => sum + b.paise, 0);
      await refuseOverSelfLimits(tx, player.id, slipPaise, this.markets.now());
      const wallet = await this.stake(
        tx,
        player.id,
        market.name,
        priced,
        day,
        command.timing,
        requestId,
        command.board,
      );
      await publishMarketChange(tx, { market: market.name, day, timing: command.timing, what: 'bet' });
      const answer = {
        success: true,
        message: english('bidPlacedSuccessfully'),
        wallet: walletString(wallet.balance + wallet.bonus),
      };
      await tx.query('update bet_requests set answer = $3 where user_id = $1 and request_id = $2', [
        player.id,
        requestId,
        JSON.stringify(answer),
      ]);
      return answer;
    });
  }

  /** Records each bid at its rate and takes its stake (bonus first) with a ledger row of its own, in one go. */
  private async stake(
    tx: Sql,
    userId: number,
    market: string,
    bids: PricedBid[],
    day: string,
    timing: string,
    requestId: string,
    board: BoardId | undefined,
  ): Promise<WalletTotals> {
    // The wallet is locked before the bets go in: the reports' rollups (migration 025) decide
    // whether this is the player's first bid of a day from the player's other bets, which only
    // a transaction holding this lock changes (a void refunds under it too).
    await tx.query('select 1 from wallets where user_id = $1 for update', [userId]);
    const ids = await tx.query<{ id: number }>(
      `insert into bets (user_id, request_id, market, day, timing, created_at, board, number, game, session, amount, rate)
       select $1, $2, $3, $4, $5, $10, $11, * from unnest($6::text[], $7::text[], $8::text[], $9::bigint[], $12::numeric[]) returning id`,
      [
        userId,
        requestId,
        market,
        day,
        timing,
        bids.map((b) => b.number),
        bids.map((b) => b.game),
        bids.map((b) => b.session),
        bids.map((b) => b.paise),
        this.markets.now(),
        board ?? '',
        bids.map((b) => b.rate),
      ],
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

/** A slip said to come from a board holds only bids that board makes (its games). */
function refuseOffBoard(board: BoardId, bids: readonly SlipBid[]): void {
  const off = bids.find((b) => !(BOARDS[board].accepts as readonly string[]).includes(b.game));
  if (off) throw new KeyedRefusal('boardDoesNotMake', { board: BOARDS[board].title, number: off.number.slice(0, 12) });
}

/** One entry of the slip, judged by core: its game from the number's shape, its points. */
function bid({ number, amount, session }: SlipEntry, minBet: number): SlipBid {
  const game = gameOfNumber(number);
  if (!game) throw new KeyedRefusal('invalidBidNumber', { number: number.slice(0, 12) });
  const points = bidAmount(amount, minBet);
  if ('message' in points) {
    const malformed = 'key' in points.message && points.message.key === 'enterValidAmount';
    if (malformed) throw new KeyedRefusal('invalidBidAmount', { amount: amount.slice(0, 12) });
    throw 'key' in points.message
      ? new KeyedRefusal(points.message.key, points.message.values && { ...points.message.values })
      : new Refusal(englishText(points.message));
  }
  return { number, game, session, paise: points.points * 100 };
}
