import { JODIS } from 'matka-core';
import { drawAcceptsBids, drawIsDue, takesBid, winsOnMarket } from 'matka-core/player';
import { KeyedRefusal, Refusal } from '../../platform/refusal.js';
import { storedResult, type KindRules } from './kind-rules.js';

/** A jackpot (gali) market: one jodi declared a day at its close time, jodi bids only. */
export const jackpotMarket: KindRules = {
  marketTimes: (open, close) => ({ open: open ?? '00:00', close }),

  async checkSlip({ tx, markets, market, day, now, bids }) {
    const declared = await markets.result(market.name, day, '', tx);
    if (!drawAcceptsBids(markets.draw(market.close_time, declared?.jodi), now))
      throw new KeyedRefusal('bettingClosedToday', { market: market.name });
    for (const bid of bids) {
      if (!takesBid('jackpot', bid.game, bid.session))
        throw new KeyedRefusal('jackpotTakes', { number: bid.number.slice(0, 12) });
    }
  },

  declaration({ jodi = '' }) {
    if (!/^\d{2}$/.test(jodi)) throw new Refusal('jodi must be two digits, like 42.');
    return { scope: 'jackpot', timing: '', column: 'jodi', value: jodi, declaredAt: 'open_declared_at' };
  },

  rescopes: (declaration) => [declaration.scope],
  scopesOf: () => ['jackpot'],
  decides: () => true,
  wins: (bet, result) => winsOnMarket('jackpot', bet, storedResult(result)),
  rateName: (game) => `jackpot_${game}`,

  async dueDeclarations({ markets, market, day, now, pick }) {
    const declared = await markets.result(market.name, day);
    return drawIsDue(markets.draw(market.close_time, declared?.jodi), now)
      ? [{ market: market.name, jodi: pick(JODIS) }]
      : [];
  },
};
