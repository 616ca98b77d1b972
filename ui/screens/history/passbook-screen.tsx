import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { indianRupees, Passbook, type DateRange, type PassbookRow } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { useHistoryRange } from '../../hooks/use-market-clock.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useLiveChange } from '../../hooks/use-live-change.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { BottomSheet } from '../../components/bottom-sheet.js';
import { useBidReason } from '../../hooks/use-bid-reason.js';
import { useBoardTitle } from '../../hooks/use-board-title.js';
import { useLedgerRemark } from '../../hooks/use-ledger-remark.js';
import { Loaded } from '../../components/loaded.js';
import { RecordList } from '../../components/record-list.js';
import { DateRangeFilter } from '../../components/date-range-filter.js';
import { Pager } from '../../components/pager.js';
import { PendingDeposits } from './pending-deposits.js';

/** The passbook (/passbook) and its deposit/withdraw variant (/passbookDW): a date filter, paging, bet details. */
export function PassbookScreen({ depositsAndWithdrawals }: { depositsAndWithdrawals: boolean }) {
  const text = useText();
  const gameName = useGameName();
  const remarkOf = useLedgerRemark();
  const reasonOf = useBidReason();
  const boardTitle = useBoardTitle();
  usePageTitle(depositsAndWithdrawals ? 'depositWithdrawHistory' : 'passbook');
  const passbook = useService(Passbook);
  // The market's last 7 days until the player picks others (the server's clock, not the phone's).
  const { range, setRange, page, setPage } = useHistoryRange();
  const [detail, setDetail] = useState<PassbookRow | undefined>(undefined);
  const { state, retry } = useRequest(
    () => passbook.load({ range, page, depositsAndWithdrawals, fresh: true }),
    [passbook, range, page, depositsAndWithdrawals],
  );
  // Where the bonus took part: a stake paid from it, or bonus points given.
  const bonusPart = (row: PassbookRow) =>
    row.bonusPaise < 0
      ? ` · ${text('paidFromBonus', { amount: indianRupees(-row.bonusPaise) })}`
      : row.bonusPaise > 0
        ? ` · ${text('toBonus', { amount: indianRupees(row.bonusPaise) })}`
        : '';
  useLiveChange(retry, 'wallet');
  const filter = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <>
      <PageToolbar title={text(depositsAndWithdrawals ? 'depositWithdrawHistory' : 'passbook')} />
      <DateRangeFilter range={range} onChange={filter} />
      {depositsAndWithdrawals && <PendingDeposits />}
      <Loaded state={state} retry={retry}>
        {(entries) => (
          <>
            <RecordList
              empty={text('noTransactions')}
              rows={entries.rows.map((row) => ({
                key: row.id,
                title: (
                  <Text
                    component="button"
                    type="button"
                    onClick={() => setDetail(row)}
                    size="sm"
                    fw={600}
                    style={{ all: 'unset', cursor: 'pointer' }}
                  >
                    {remarkOf(row.entry, row.remark)}
                  </Text>
                ),
                detail: (
                  <>
                    {/* The board it was made on tells apart two rows of one game (SP Motor's panas from Single Pana's). */}
                    {row.bet?.board && (
                      <>
                        {boardTitle(row.bet.board)}
                        <br />
                      </>
                    )}
                    {`${row.date} · ${indianRupees(row.beforePaise)} → ${indianRupees(row.afterPaise)}${bonusPart(row)}`}
                    {/* A win partly kept as bonus says why, where the player meets it. */}
                    {row.entry?.kind === 'win' && row.bonusPaise > 0 && (
                      <>
                        <br />
                        {text('bonusWinWhy')}
                      </>
                    )}
                  </>
                ),
                amount: indianRupees(row.amountPaise),
              }))}
            />
            <Pager paging={entries.paging} onPage={setPage} />
          </>
        )}
      </Loaded>
      <BottomSheet
        opened={!!detail}
        onClose={() => setDetail(undefined)}
        title={detail && remarkOf(detail.entry, detail.remark)}
      >
        {detail?.bet ? (
          <Stack gap={4} maw={430} mx="auto">
            {(
              [
                ['playedFor', detail.bet.playedFor],
                [
                  'status',
                  text(
                    detail.bet.status === 'Won'
                      ? 'won'
                      : detail.bet.status === 'Lost'
                        ? 'loss'
                        : detail.bet.status === 'Voided'
                          ? 'voided'
                          : 'pending',
                  ),
                ],
                ['sessionLabel', detail.bet.type],
                ['points', indianRupees(detail.bet.bidPaise)],
                ['rate', detail.bet.winRatio],
                [
                  'game',
                  detail.bet.board
                    ? `${boardTitle(detail.bet.board)} · ${gameName(detail.bet.game)}`
                    : gameName(detail.bet.game),
                ],
                ['number', detail.bet.number],
                ['winAmount', indianRupees(detail.bet.winPaise)],
              ] as const
            ).map(([label, value]) => (
              <Group key={label} justify="space-between">
                <Text size="sm">{text(label)}</Text>
                <Text fw={600}>{value}</Text>
              </Group>
            ))}
            {detail.bet.reason && (
              <Stack gap={0} mt="xs">
                <Text size="sm">{text('whyResult')}</Text>
                <Text fw={600}>{reasonOf(detail.bet.reason)}</Text>
              </Stack>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">{text('noData')}</Text>
        )}
      </BottomSheet>
    </>
  );
}
