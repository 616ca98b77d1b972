import type { JackpotGame, MarketsGateway, RateValue, Rates, StarlineSlot } from '../ports/markets-gateway.js';
import { success, type Outcome } from '../session/failure.js';
import type { SessionPolicy } from '../session/session-policy.js';

export interface RateRow {
  /** A catalogue-free label: the game as the spec names it. */
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
        { game: 'Single Digit', rate: rate(r.single) },
        { game: 'Single Panna', rate: rate(r.single_pana) },
        { game: 'Double Panna', rate: rate(r.double_pana) },
        { game: 'Triple Panna', rate: rate(r.triple_pana) },
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
        { game: 'Single Digit', rate: rate(r.single) },
        { game: 'Jodi', rate: rate(r.jodi) },
        { game: 'Single Panna', rate: rate(r.singlepatti) },
        { game: 'Double Panna', rate: rate(r.doublepatti) },
        { game: 'Triple Panna', rate: rate(r.triplepatti) },
        { game: 'Half Sangam', rate: rate(r.halfsangam) },
        { game: 'Full Sangam', rate: rate(r.fullsangam) },
      ],
      starline: [
        { game: 'Single Digit', rate: rate(r.star?.single) },
        { game: 'Single Panna', rate: rate(r.star?.singlepatti) },
        { game: 'Double Panna', rate: rate(r.star?.doublepatti) },
        { game: 'Triple Panna', rate: rate(r.star?.triplepatti) },
      ],
      jackpot: [{ game: 'Jodi', rate: rate(r.delhi?.jodi) }],
    });
  }
}
