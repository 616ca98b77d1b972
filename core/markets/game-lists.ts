import type { Game } from '../numbers/game-of-number.js';
import type { JackpotGame, MarketsGateway, Rate, StarlineSlot } from '../ports/markets-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';

export interface RateRow {
  /** The game, for a UI to name in its language. */
  id: Game;
  /** A catalogue-free label: the game's usual name, in English. */
  game: string;
  /** Points paid for 1 point bet. */
  rate: number;
}

/** A rate the server sent as a number; 0 when it is not one. */
const rate = (value: Rate | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** Starline (/starline), jackpot (/gali) and the rate list (/gameRates). */
export class GameLists {
  constructor(
    private readonly markets: MarketsGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async starline(): Promise<Outcome<{ slots: StarlineSlot[]; rates: RateRow[] }>> {
    const answer = await this.policy.run(() => this.markets.starline());
    if (!answer.ok) return answer;
    const r = answer.value.rates;
    return success({
      slots: answer.value.slots,
      rates: [
        { id: 'single', game: 'Single Digit', rate: rate(r.single) },
        { id: 'singlepanna', game: 'Single Panna', rate: rate(r.singlePana) },
        { id: 'doublepanna', game: 'Double Panna', rate: rate(r.doublePana) },
        { id: 'triplepanna', game: 'Triple Panna', rate: rate(r.triplePana) },
      ],
    });
  }

  async jackpot(): Promise<Outcome<{ games: JackpotGame[]; jodiRate: number }>> {
    const answer = await this.policy.run(() => this.markets.jackpot());
    if (!answer.ok) return answer;
    return success({ games: answer.value.games, jodiRate: rate(answer.value.jodiRate) });
  }

  async rates(): Promise<Outcome<{ main: RateRow[]; starline: RateRow[]; jackpot: RateRow[] }>> {
    const answer = await this.policy.run(() => this.markets.rates());
    if (!answer.ok) return answer;
    const r = answer.value;
    return success({
      main: [
        { id: 'single', game: 'Single Digit', rate: rate(r.single) },
        { id: 'jodi', game: 'Jodi', rate: rate(r.jodi) },
        { id: 'singlepanna', game: 'Single Panna', rate: rate(r.singlePana) },
        { id: 'doublepanna', game: 'Double Panna', rate: rate(r.doublePana) },
        { id: 'triplepanna', game: 'Triple Panna', rate: rate(r.triplePana) },
        { id: 'halfsangam', game: 'Half Sangam', rate: rate(r.halfSangam) },
        { id: 'fullsangam', game: 'Full Sangam', rate: rate(r.fullSangam) },
      ],
      starline: [
        { id: 'single', game: 'Single Digit', rate: rate(r.starline?.single) },
        { id: 'singlepanna', game: 'Single Panna', rate: rate(r.starline?.singlePana) },
        { id: 'doublepanna', game: 'Double Panna', rate: rate(r.starline?.doublePana) },
        { id: 'triplepanna', game: 'Triple Panna', rate: rate(r.starline?.triplePana) },
      ],
      jackpot: [{ id: 'jodi', game: 'Jodi', rate: rate(r.jackpot?.jodi) }],
    });
  }
}
