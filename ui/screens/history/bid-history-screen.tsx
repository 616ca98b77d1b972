import { Button, Group, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { BidHistory, defaultRange, formatRupees, HistoryGateway, TimeScheduler, type BidStatus } from '../../../core/index.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { useGatewayUseCase } from '../../hooks/use-gateway-use-case.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { RecordList } from '../funds/record-list.js';
import { useOutcome } from '../funds/use-outcome.js';

const STATUS: Record<BidStatus, ['won' | 'loss' | 'pending', string]> = { WON: ['won', 'green'], LOSS: ['loss', 'red'], PENDING: ['pending', 'yellow'] };

/** All bids (/gameHistory): the last 7 days, 20 a page, WON / LOSS / pending. */
export function BidHistoryScreen() {
  const text = useText();
  usePageTitle('allBids');
  const history = useGatewayUseCase(BidHistory, HistoryGateway);
  const scheduler = useService(TimeScheduler);
  const [page, setPage] = useState(1);
  const gameName = useGameName();
  const { value, loading } = useOutcome(
    useCallback(() => history.load({ range: defaultRange(scheduler.now()), page, open: true, close: true, fresh: true }), [history, scheduler, page]),
  );
  return (
    <>
      <PageToolbar title={text('allBids')} />
      <RecordList
        loading={loading}
        empty={text('noBids')}
        rows={value?.rows.map((row, i) => ({
          key: `${page}-${i}`,
          title: `${row.market} · ${gameName(row.game)} · ${row.number}`,
          detail: `${row.date} ${row.time}${row.session ? ` · ${row.session}` : ''}`,
          amount: `₹${formatRupees(row.amountPaise)}`,
          badge: { label: text(STATUS[row.status][0]), color: STATUS[row.status][1] },
        }))}
      />
      {value && value.paging.totalPages > 1 && (
        <Group justify="center" pb="md">
          <Button variant="default" disabled={!value.paging.canPrev} onClick={() => setPage(page - 1)}>‹</Button>
          <Text>{value.paging.page} / {value.paging.totalPages}</Text>
          <Button variant="default" disabled={!value.paging.canNext} onClick={() => setPage(page + 1)}>›</Button>
        </Group>
      )}
    </>
  );
}
