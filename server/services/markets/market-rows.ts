import type { MarketKind } from 'matka-core/player';

// A market's and a market day's rows, apart from Markets so that the market kinds can read
// them without importing Markets (which imports the kinds).

export interface MarketRow {
  name: string;
  kind: MarketKind;
  open_time: string;
  close_time: string;
}

export interface ResultRow {
  market: string;
  day: string;
  timing: string;
  open_pana: string | null;
  close_pana: string | null;
  jodi: string | null;
}
