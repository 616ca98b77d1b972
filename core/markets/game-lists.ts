import type { Game } from '../numbers/game-of-number.js';
import type { JackpotGame, MarketsGateway, RateValue, Rates, StarlineSlot } from '../ports/markets-gateway.js';
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

const rate = (value: RateValue | undefined) => {
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
    const r = answer.value.rates ?? {};
    return success({
      slots: answer.value.games ?? [],
      rates: [
        { id: 'single', game: 'Single Digit', rate: rate(r.single) },
        { id: 'singlepanna', game: 'Single Panna', rate: rate(r.single_pana) },
        { id: 'doublepanna', game: 'Double Panna', rate: rate(r.double_pana) },
        { id: 'triplepanna', game: 'Triple Panna', rate: rate(r.triple_pana) },
      ],
    });
  }

  async jackpot(): Promise<Outcome<{ games: JackpotGame[]; jodiRate: number }>> {
    const answer = await this.policy.run(() => this.markets.jackpot());
    if (!answer.ok) return answer;
    return success({ games: answer.value.games ?? [], jodiRate: rate(answer.value.rates?.jodi) });
  }

  async rates(): Promise<Outcome<{ main: RateRow[]; starline: RateRow[]; jackpot: RateRow[] }>> {
    const answer = await this.policy.run(() => this.markets.rates());
    if (!answer.ok) return answer;
    const r: Partial<Rates> = answer.value.rates ?? {};
    return success({
      main: [
        { id: 'single', game: 'Single Digit', rate: rate(r.single) },
        { id: 'jodi', game: 'Jodi', rate: rate(r.jodi) },
        { id: 'singlepanna', game: 'Single Panna', rate: rate(r.singlepatti) },
        { id: 'doublepanna', game: 'Double Panna', rate: rate(r.doublepatti) },
        { id: 'triplepanna', game: 'Triple Panna', rate: rate(r.triplepatti) },
        { id: 'halfsangam', game: 'Half Sangam', rate: rate(r.halfsangam) },
        { id: 'fullsangam', game: 'Full Sangam', rate: rate(r.fullsangam) },
      ],
      starline: [
        { id: 'single', game: 'Single Digit', rate: rate(r.star?.single) },
        { id: 'singlepanna', game: 'Single Panna', rate: rate(r.star?.singlepatti) },
        { id: 'doublepanna', game: 'Double Panna', rate: rate(r.star?.doublepatti) },
        { id: 'triplepanna', game: 'Triple Panna', rate: rate(r.star?.triplepatti) },
      ],
      jackpot: [{ id: 'jodi', game: 'Jodi', rate: rate(r.delhi?.jodi) }],
    });
  }
}
