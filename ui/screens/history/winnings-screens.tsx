import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { indianRupees, WINNING_KINDS, Winnings, type WinningKind } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useLiveChange } from '../../hooks/use-live-change.js';
import { useText } from '../../hooks/use-text.js';
import { useLedgerRemark } from '../../hooks/use-ledger-remark.js';
import { Loaded } from '../../components/loaded.js';
import { MarketZoneNote } from '../../components/market-zone-note.js';
import { RecordList } from '../../components/record-list.js';

/** The selection pages: Main Matka, Starline Matka, Gali Disawar. */
export function WinningsSelectionScreen({ to }: { to: '/winnings' | '/gameHistory' }) {
  const text = useText();
  const title = to === '/winnings' ? 'winnings' : 'allBids';
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <>
      <PageToolbar title={text(title)} />
      <SimpleGrid cols={1} p="md" spacing="sm">
        {WINNING_KINDS.map(({ kind }) => (
          <UnstyledButton key={kind} onClick={() => void navigate(to, { state: { kind } })}>
            <Paper withBorder p="lg" radius="md">
              <Text fw={600}>{text(`winningKind_${kind}`)}</Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}

/** Winnings (/winnings) of one kind, from the winning ledger. */
export function WinningsScreen() {
  const text = useText();
  usePageTitle('winnings');
  const remarkOf = useLedgerRemark();
  const kind = (useLocation().state as { kind?: WinningKind } | null)?.kind;
  const winnings = useService(Winnings);
  const { state, retry } = useRequest(() => winnings.load(kind ?? 'main'), [winnings, kind]);
  useLiveChange(retry, 'wallet');
  if (!kind) return <Navigate to="/winningHistorySelection" replace />;
  return (
    <>
      <PageToolbar title={`${text('winnings')} · ${text(`winningKind_${kind}`)}`} />
      <MarketZoneNote px="md" pt="xs" />
      <Loaded state={state} retry={retry}>
        {(rows) => (
          <RecordList
            empty={text('noHistory')}
            rows={rows.map((row, i) => ({
              key: String(i),
              title: remarkOf(row.entry, row.remark),
              // The part the bonus rule kept as bonus is named, as in the passbook, and why it went there.
              detail:
                row.bonusPaise > 0 ? (
                  <>
                    {`${row.date} · ${text('toBonus', { amount: indianRupees(row.bonusPaise) })}`}
                    <br />
                    {text('bonusWinWhy')}
                  </>
                ) : (
                  row.date
                ),
              amount: indianRupees(row.amountPaise),
            }))}
          />
        )}
      </Loaded>
    </>
  );
}
