// The player API's history and content queries, written once: the server parses them with
// these schemas, and the history and content adapters send `RequestBody` of them.
import * as v from 'valibot';
import { WINNING_KINDS, type MarketKind, type WinningKind } from 'matka-core/player';
import { absent, dayOrUndefined, dayRefusal, isDayOrAbsent, oneOf, page, sentAs } from '../requests/request-fields.js';
import { said } from '../requests/refusal-words.js';

/** A day 'YYYY-MM-DD' as sent; the window's checks below read it. */
const day = sentAs<string | undefined>()(v.unknown());

/**
 * A date window: end_date (or else date) and start_date, checked in that order. The service
 * fills in what is missing from its clock (the last 7 days).
 */
const window = v.pipe(
  v.object({ end_date: day, date: day, start_date: day }),
  v.check(({ end_date }) => isDayOrAbsent(end_date), dayRefusal('end_date')),
  v.check(({ end_date, date }) => !absent(end_date) || isDayOrAbsent(date), dayRefusal('date')),
  v.check(({ start_date }) => isDayOrAbsent(start_date), dayRefusal('start_date')),
  v.transform(({ end_date, date, start_date }) => ({
    window: { from: dayOrUndefined(start_date), to: dayOrUndefined(end_date) ?? dayOrUndefined(date) },
  })),
);

/** Core's winning kinds as the server's kinds of market: main, starline or gali (the jackpot markets). */
const marketKindOf = (kind: WinningKind): MarketKind => (kind === 'gali' ? 'jackpot' : kind);

/** A filter is on unless it says 0. */
const filterOn = sentAs<string | number | undefined>()(
  v.pipe(
    v.unknown(),
    v.transform((value) => value !== '0' && value !== 0),
  ),
);

/** A kind of market (main, starline or gali); absent, every kind. */
const kindOrAll = sentAs<string | undefined>()(
  v.pipe(
    v.unknown(),
    v.check((type) => absent(type) || WINNING_KINDS.some((each) => each.kind === type), said('winningKindOrAll')),
    v.transform((type) => (absent(type) ? undefined : marketKindOf(type as WinningKind))),
  ),
);

/** games2: bids in a window, OPEN and CLOSE filters, a page, and optionally one kind of market. */
export const BidsQuery = v.pipe(
  v.intersect([window, v.object({ page: page('page'), openFlter: filterOn, closeFlter: filterOn, type: kindOrAll })]),
  v.transform(({ window, page, openFlter, closeFlter, type }) => ({
    window,
    page,
    open: openFlter,
    close: closeFlter,
    kind: type,
  })),
);

/** The passbook: a window, a page, and type 'dw' for deposits and withdrawals alone. */
export const PassbookQuery = v.pipe(
  v.intersect([
    window,
    v.object({
      current_page: page('current_page'),
      type: sentAs<'dw' | '' | undefined>()(
        v.pipe(
          v.unknown(),
          v.check((type) => type === undefined || type === '' || type === 'dw', said('passbookTypeOnly')),
        ),
      ),
    }),
  ]),
  v.transform(({ window, current_page, type }) => ({ window, page: current_page, fundsOnly: type === 'dw' })),
);

export const WinningsQuery = v.object({
  type: sentAs<string | undefined>()(
    v.pipe(
      v.unknown(),
      v.transform((type) => String(type ?? 'main')),
      v.check((type) => WINNING_KINDS.some((each) => each.kind === type), said('winningKindOnly')),
      v.transform((type) => marketKindOf(type as WinningKind)),
    ),
  ),
});

/** The HTML pages a player reads. */
export const CONTENT_KEYS = ['game_rules', 'videos'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
export const ContentQuery = v.object({
  onlyContent: oneOf(CONTENT_KEYS, said('contentKeyOnly')),
});
