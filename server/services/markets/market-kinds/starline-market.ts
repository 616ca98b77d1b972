import { ALL_PANAS, isPana } from 'matka-core';
import { drawAcceptsBids, drawIsDue, takesBid, winsOnMarket } from 'matka-core/player';
import { KeyedRefusal, Refusal } from '../../platform/refusal.js';
import { storedResult, type KindRules } from './kind-rules.js';

/** A starline market: a draw every slot (timing), one pana each, bids without a session. */
export const starlineMarket: KindRules = {
  marketTimes: (open, close) => ({ open: open ?? '00:00', close }),

  async checkSlip({ tx, markets, market, day, timing, now, bids }) {
    if (!(await markets.hasSlot(market.name, timing, tx)))
      throw new KeyedRefusal('noSlotAt', { market: market.name, timing: timing || '—' });
    const declared = await markets.result(market.name, day, timing, tx);
    if (!drawAcceptsBids(markets.draw(timing, declared?.open_pana), now))
      throw new KeyedRefusal('slotClosed', { market: market.name, timing });
    for (const bid of bids) {
      if (!takesBid('starline', bid.game, bid.session))
        throw new KeyedRefusal('starlineTakes', { number: bid.number.slice(0, 12) });
    }
  },

  declaration({ pana = '', timing = '' }) {
    if (!isPana(pana))
      throw new Refusal(
        `${pana.slice(0, 12) || 'The pana'} is not a pana (three digits in rising order, 0 highest, like 128 or 550).`,
      );
    if (!/^\d{2}:\d{2}$/.test(timing)) throw new Refusal('timing must be the slot, like 10:00.');
    return { scope: 'slot', timing, column: 'open_pana', value: pana, declaredAt: 'open_declared_at' };
  },

  rescopes: (declaration) => [declaration.scope],
  scopesOf: () => ['slot'],
  decides: () => true,
  // A slot's pana is read as an open: its bids win as OPEN singles and panas.
  wins: (bet, result) => winsOnMarket('starline', bet, storedResult(result)),
  rateName: (game) => `starline_${game}`,

  async dueDeclarations({ markets, market, day, now, pick }) {
    const due = [];
    for (const timing of await markets.slotTimings(market.name)) {
      if (drawIsDue(markets.draw(timing, (await markets.result(market.name, day, timing))?.open_pana), now)) {
        due.push({ market: market.name, timing, pana: pick(ALL_PANAS) });
      }
    }
    return due;
  },
};
