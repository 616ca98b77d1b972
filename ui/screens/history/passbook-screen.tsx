import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { defaultRange, HistoryGateway, Passbook, TimeScheduler, type PassbookRow } from '../../../core/index.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { useGatewayUseCase } from '../../hooks/use-gateway-use-case.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { RecordList } from '../funds/record-list.js';
import { useOutcome } from '../funds/use-outcome.js';

/** The passbook (/passbook) and its deposit/withdraw variant (/passbookDW): a date filter, paging, bet details. */
export function PassbookScreen({ depositsAndWithdrawals }: { depositsAndWithdrawals: boolean }) {
  const text = useText();
  const gameName = useGameName();
  usePageTitle(depositsAndWithdrawals ? 'depositWithdrawHistory' : 'passbook');
  const scheduler = useService(TimeScheduler);
  const passbook = useGatewayUseCase(Passbook, HistoryGateway);
  const [range, setRange] = useState(() => defaultRange(scheduler.now()));
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<PassbookRow | undefined>(undefined);
  const { value, loading } = useOutcome(
    useCallback(() => passbook.load({ range, page, depositsAndWithdrawals, fresh: true }), [passbook, range, page, depositsAndWithdrawals]),
  );
  const setDate = (key: 'from' | 'to') => (e: { currentTarget: { value: string } }) => {
    setRange({ ...range, [key]: e.currentTarget.value });
    setPage(1);
  };

  return (
    <>
      <PageToolbar title={text(depositsAndWithdrawals ? 'depositWithdrawHistory' : 'passbook')} />
      <Group grow px="md" pt="md">
        <TextInput type="date" label={text('dateFrom')} value={range.from} onChange={setDate('from')} />
        <TextInput type="date" label={text('dateTo')} value={range.to} onChange={setDate('to')} />
      </Group>
      <RecordList
        loading={loading}
        empty={text('noTransactions')}
        rows={value?.rows.map((row) => ({
          key: row.id,
          title: (
            <Text component="button" type="button" onClick={() => setDetail(row)} size="sm" fw={600} style={{ all: 'unset', cursor: 'pointer' }}>
              {row.remark}
            </Text>
          ),
          detail: `${row.date} · ₹${row.before} → ₹${row.after}${row.bonus !== '0.00' ? ` · ${text('bonus')} ₹${row.bonus}` : ''}`,
          amount: `₹${row.amount}`,
        }))}
      />
      {value && value.paging.totalPages > 1 && (
        <Group justify="center" pb="md">
          <Button variant="default" disabled={!value.paging.canPrev} onClick={() => setPage(page - 1)} aria-label={text('back')}>‹</Button>
          <Text>{value.paging.page} / {value.paging.totalPages}</Text>
          <Button variant="default" disabled={!value.paging.canNext} onClick={() => setPage(page + 1)} aria-label={text('next')}>›</Button>
        </Group>
      )}
      <Drawer opened={!!detail} onClose={() => setDetail(undefined)} position="bottom" size="auto" title={detail?.remark} closeButtonProps={{ 'aria-label': text('close') }}>
        {detail?.bet ? (
          <Stack gap={4} maw={430} mx="auto">
            {([
              ['playedFor', detail.bet.playedFor], ['status', text(detail.bet.status === 'Won' ? 'won' : detail.bet.status === 'Lost' ? 'loss' : 'pending')],
              ['sessionLabel', detail.bet.type], ['points', `₹${detail.bet.bidAmount}`], ['rate', detail.bet.winRatio], ['game', gameName(detail.bet.game)],
              ['number', detail.bet.number], ['winAmount', `₹${detail.bet.winAmount}`],
            ] as const).map(([label, value]) => (
              <Group key={label} justify="space-between"><Text size="sm">{text(label)}</Text><Text fw={600}>{value}</Text></Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{text('noData')}</Text>
        )}
      </Drawer>
    </>
  );
}
