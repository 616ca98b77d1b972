// The session filters' checkboxes: their stylesheets load with this screen.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { BidHistory, indianRupees, type BidStatus, type DateRange, WINNING_KINDS } from 'matka-core/player';
import { useLocation } from 'react-router-dom';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { useHistoryRange } from '../../hooks/use-market-clock.js';
import { useBidReason } from '../../hooks/use-bid-reason.js';
import { useBoardTitle } from '../../hooks/use-board-title.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useLiveChange } from '../../hooks/use-live-change.js';
import { sessionLabel } from '../../hooks/session-label.js';
import { useText } from '../../hooks/use-text.js';
import { Loaded } from '../../components/loaded.js';
import { RecordList } from '../../components/record-list.js';
import { DateRangeFilter } from '../../components/date-range-filter.js';
import { Pager } from '../../components/pager.js';

const STATUS: Record<BidStatus, ['won' | 'loss' | 'pending' | 'voided', string]> = {
  WON: ['won', 'green'],
  LOSS: ['loss', 'red'],
  PENDING: ['pending', 'yellow'],
  VOIDED: ['voided', 'gray'],
};
type SessionFilter = 'OPEN' | 'CLOSE';

/** All bids (/gameHistory): the filter panel (dates, OPEN and CLOSE), the last 7 days first, pages, WON / LOSS / pending. */
export function BidHistoryScreen() {
  const text = useText();
  usePageTitle('allBids');
  const history = useService(BidHistory);
  // One kind of market's bids when chosen (/gameHistorySelection, /funds); the bottom bar's All Bids lists every bid.
  const chosen = (useLocation().state as { kind?: unknown } | null)?.kind;
  const kind = WINNING_KINDS.find((each) => each.kind === chosen);
  const hasSessions = !kind || kind.kind === 'main';
  const gameName = useGameName();
  const reasonOf = useBidReason();
  const boardTitle = useBoardTitle();
  const sessionName = (session: string) => sessionLabel(text, session);
  // The market's last 7 days until the player picks others (the server's clock, not the phone's).
  const { range, setRange, page, setPage } = useHistoryRange();
  const [sessions, setSessions] = useState<SessionFilter[]>(['OPEN', 'CLOSE']);
  const { state, retry } = useRequest(
    () =>
      history.load({
        range,
        page,
        open: sessions.includes('OPEN'),
        close: sessions.includes('CLOSE'),
        fresh: true,
        ...(kind ? { kind: kind.kind } : {}),
      }),
    [history, range, page, sessions, kind],
  );
  // A result settles bids, and a win moves the wallet: the open list reads again.
  useLiveChange(retry, 'markets', 'wallet');
  const filterDates = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };
  // One session at least: with neither, the list could only be empty.
  const filterSessions = (next: string[]) => {
    if (next.length === 0) return;
    setSessions(next as SessionFilter[]);
    setPage(1);
  };
  return (
    <>
      <PageToolbar title={kind ? `${text('allBids')} · ${text(`winningKind_${kind.kind}`)}` : text('allBids')} />
      <DateRangeFilter range={range} onChange={filterDates} />
      {/* Starline and Gali Disawar bids have no OPEN or CLOSE: no session to filter by. */}
      {hasSessions && (
        <Checkbox.Group label={text('sessionLabel')} value={sessions} onChange={filterSessions} px="md" pt="sm">
          <Group mt={4}>
            <Checkbox value="OPEN" label={text('sessionOpen')} />
            <Checkbox value="CLOSE" label={text('sessionClose')} />
          </Group>
        </Checkbox.Group>
      )}
      <Loaded state={state} retry={retry}>
        {(bids) => (
          <>
            <RecordList
              empty={text('noBids')}
              rows={bids.rows.map((row, i) => ({
                key: `${bids.paging.page}-${i}`,
                // The board it came from where the server kept it (family pana, motors), else the game.
                title: `${row.market} · ${row.board ? boardTitle(row.board) : gameName(row.game)} · ${row.number}`,
                detail: (
                  <>
                    {`${row.date} ${row.time}${row.timing ? ` · ${row.timing}` : ''}${row.session ? ` · ${sessionName(row.session)}` : ''}${row.board ? ` · ${gameName(row.game)}` : ''}`}
                    {row.reason && (
                      <Text component="span" display="block" size="xs" c="var(--mantine-color-text)">
                        {reasonOf(row.reason)}
                      </Text>
                    )}
                  </>
                ),
                amount: indianRupees(row.amountPaise),
                ...(row.status === 'WON'
                  ? { amountNote: text('wonAmount', { amount: indianRupees(row.winPaise) }) }
                  : {}),
                badge: { label: text(STATUS[row.status][0]), color: STATUS[row.status][1] },
              }))}
            />
            <Pager paging={bids.paging} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}
