import { ALL_PANAS, isPana, isSessionless } from 'matka-core';
import {
  acceptsBid,
  decidedBy,
  drawIsDue,
  minutesOf,
  sessionTimesProblem,
  takesBid,
  winsOnMarket,
} from 'matka-core/player';
import { hhmmRefusal } from '../../../../contract/requests/hhmm.js';
import { KeyedRefusal, Refusal } from '../../platform/refusal.js';
import { storedResult, type KindRules } from './kind-rules.js';

/** A main market: an open and a close draw a day, bids for OPEN, CLOSE or both digits. */
export const mainMarket: KindRules = {
  marketTimes(open, close) {
    if (open === undefined) throw new Refusal(hhmmRefusal('open_time'));
    // A close before the open is after midnight: a night market (docs/number-rules.md, market days).
    const problem = sessionTimesProblem(minutesOf(open)!, minutesOf(close)!);
    if (problem === 'same') throw new Refusal('open_time and close_time must differ.');
    if (problem === 'late-night-close')
      throw new Refusal(
        `close_time ${close} comes before open_time ${open}, so it is after midnight, and a night market closes by 06:00: check that they are not the wrong way round.`,
      );
    return { open, close };
  },

  async checkSlip({ tx, markets, market, day, timing, now, bids }) {
    if (timing) throw new KeyedRefusal('marketHasNoTimings', { market: market.name });
    const marketDay = markets.marketDay(market, await markets.result(market.name, day, '', tx));
    for (const bid of bids) {
      if (!takesBid('main', bid.game, bid.session)) {
        throw isSessionless(bid.game)
          ? new KeyedRefusal('bidTakesNoSession', { game: bid.game })
          : new KeyedRefusal('bidNeedsSession', { number: bid.number.slice(0, 12) });
      }
      if (!acceptsBid(marketDay, bid.game, bid.session as 'OPEN', now)) {
        throw new KeyedRefusal('bettingClosedFor', { market: market.name, what: bid.session || bid.game });
      }
    }
  },

  declaration({ pana = '', session }) {
    if (!isPana(pana))
      throw new Refusal(
        `${pana.slice(0, 12) || 'The pana'} is not a pana (three digits in rising order, 0 highest, like 128 or 550).`,
      );
    if (session === 'open')
      return { scope: 'open', timing: '', column: 'open_pana', value: pana, declaredAt: 'open_declared_at' };
    if (session === 'close')
      return {
        scope: 'close',
        timing: '',
        column: 'close_pana',
        value: pana,
        declaredAt: 'close_declared_at',
        after: 'open_pana',
      };
    throw new Refusal('session must be "open" or "close".');
  },

  // Jodis and sangams depend on the open pana too: correcting it re-decides the close.
  rescopes: (declaration, existing) =>
    declaration.scope === 'open' && existing.close_pana ? ['open', 'close'] : [declaration.scope],

  scopesOf: (result) => [
    ...(result.open_pana ? ['open' as const] : []),
    ...(result.close_pana ? ['close' as const] : []),
  ],

  decides: (scope, bet) => decidedBy(bet.game, bet.session) === scope,

  wins: (bet, result) => winsOnMarket('main', bet, storedResult(result)),

  rateName: (game) => game,

  async dueDeclarations({ markets, market, day, now, pick }) {
    const result = await markets.result(market.name, day);
    const open = drawIsDue(markets.draw(market.open_time, result?.open_pana), now);
    // A night market's close after midnight is past 24:00 of its day.
    const close = drawIsDue(
      { minutes: markets.minutesOfMarketDay(market, market.close_time), declared: !!result?.close_pana },
      now,
    );
    return [
      ...(open ? [{ market: market.name, session: 'open', pana: pick(ALL_PANAS) }] : []),
      ...(close ? [{ market: market.name, session: 'close', pana: pick(ALL_PANAS) }] : []),
    ];
  },
};
