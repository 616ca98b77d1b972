// The owner's reports on the console's API (docs/console-api.md, "Reports"): what the server
// answers, written once. The console's adapter reads the answers with these schemas; the
// server types its answers with what the schemas take (their input types), so whatever it
// sends, the console can read.
import * as v from 'valibot';
import { paise } from './console-wire.js';

export const count = v.pipe(v.number(), v.integer());
const playSums = { stakesPaise: paise, payoutsPaise: paise, netPaise: paise, bids: count, players: count };
const range = { from: v.string(), to: v.string() };
export const marketsReport = v.object({
  ...range,
  rows: v.array(v.object({ day: v.string(), market: v.string(), reverses: v.optional(v.string()), ...playSums })),
  days: v.array(v.object({ day: v.string(), ...playSums })),
  total: v.object(playSums),
});
export const gamesReport = v.object({ ...range, rows: v.array(v.object({ game: v.string(), ...playSums })) });
/** Signed paise: the funds report's columns move the wallets either way. */
const signedPaise = v.pipe(v.number(), v.integer());
export const fundsReport = v.object({
  ...range,
  rows: v.array(
    v.object({
      day: v.string(),
      deposits: count,
      depositsPaise: signedPaise,
      withdrawals: count,
      // A server without them: nothing asked or paid that it said.
      askedPaise: v.optional(paise, 0),
      paidOut: v.optional(count, 0),
      paidOutPaise: v.optional(paise, 0),
      withdrawalsPaise: signedPaise,
      cashInPaise: signedPaise,
      bonusesPaise: signedPaise,
      adjustmentsPaise: signedPaise,
      refundsPaise: signedPaise,
      transfersPaise: signedPaise,
      playPaise: signedPaise,
      debtPaise: signedPaise,
      walletsPaise: signedPaise,
    }),
  ),
});
const profitSums = {
  stakesPaise: signedPaise,
  payoutsPaise: signedPaise,
  bonusesPaise: signedPaise,
  adjustmentsPaise: signedPaise,
  refundsPaise: signedPaise,
  netPaise: signedPaise,
};
export const profitReport = v.object({
  ...range,
  rows: v.array(v.object({ day: v.string(), ...profitSums })),
  total: v.object(profitSums),
});
export const winnersReport = v.object({
  market: v.string(),
  day: v.string(),
  session: v.string(),
  timing: v.string(),
  rows: v.array(
    v.object({
      playerId: count,
      name: v.string(),
      mobile: v.string(),
      bids: count,
      stakesPaise: paise,
      payoutsPaise: paise,
    }),
  ),
  total: v.object({ bids: count, stakesPaise: paise, payoutsPaise: paise }),
});

export type MarketsReportAnswer = v.InferInput<typeof marketsReport>;
export type GamesReportAnswer = v.InferInput<typeof gamesReport>;
export type FundsReportAnswer = v.InferInput<typeof fundsReport>;
export type ProfitReportAnswer = v.InferInput<typeof profitReport>;
export type WinnersReportAnswer = v.InferInput<typeof winnersReport>;
export type WinnerAnswer = WinnersReportAnswer['rows'][number];
