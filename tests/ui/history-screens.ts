// The player's history screens rendered signed in, each with the one answer its list reads.
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp } from './render-app.js';

/** A list answer of one page. */
export const onePage = <T>(data: T[]) => ({ data, current_page: 1, total_pages: 1 });

/** The passbook answered with `passbook`; at `now` on a virtual clock when given. */
export const renderPassbook = (passbook: unknown, now?: number) =>
  renderApp('/passbook', {
    stored: LOGGED_IN,
    ...(now === undefined ? {} : { scheduler: new VirtualClock(now) }),
    script: (g) => g.history.reply('passbook', passbook),
  });

/** A main-market bid of NEWBIE on 2026-11-20, whose open (128) and close (479) are declared, with `fields` over that. */
export const bidRow = (fields: Record<string, unknown>) => ({
  time: '10:00',
  market: 'NEWBIE',
  date: '2026-11-20',
  market_kind: 'main',
  result: { open_pana: '128', close_pana: '479', jodi: null },
  ...fields,
});

/** A won bid of `bidRow`'s: its game, session and number, its stake, what it won and at what rate. */
export const wonBid = (
  game: string,
  session: string,
  number: string,
  amount: string,
  winAmount: string,
  rate: string,
) => bidRow({ bid_status: 'WON', game, session, number, amount, win_amount: winAmount, rate });

/** The bid history answered with these bids, at `now` on a virtual clock. */
export const renderBidHistory = (bids: unknown[], now: number) =>
  renderApp('/gameHistory', {
    stored: LOGGED_IN,
    scheduler: new VirtualClock(now),
    script: (g) => g.history.reply('bidHistory', { bids, current_page: 1, total_pages: 1 }),
  });

/** The main market's winnings answered with these rows. */
export const renderWinnings = (rows: unknown[]) =>
  renderApp('/winnings', {
    stored: LOGGED_IN,
    state: { kind: 'main' },
    script: (g) => g.history.reply('winningLedger', { data: rows }),
  });

/** A win of ₹1,425 of which ₹950 went into the bonus, as the winnings list answers it. */
export const SPLIT_WIN = {
  sn: 4,
  date: '2026-11-20',
  amount: '1425',
  bonus_amount: '950',
  remark: 'Win BONUS SPLIT single 1',
  kind: 'win',
  market: 'BONUS SPLIT',
  game: 'single',
  number: '1',
  session: 'OPEN',
};
