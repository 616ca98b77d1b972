import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  boardClosedReason,
  boardEntryOrRoot,
  indianRupees,
  markFirstBetPlaced,
  SecureStorage,
  type BidSession,
  type BoardEntry,
  type SlipReview,
  type Text as CoreText,
} from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { ActionBar } from '../../chrome/action-bar.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { BettingPausedGate } from '../../components/betting-paused.js';
import { MarketZoneNote } from '../../components/market-zone-note.js';
import { useBoardTitle } from '../../hooks/use-board-title.js';
import { useWordedPageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { BidList } from './bid-list.js';
import { BoardPanel } from './panels/board-panel.js';
import { ReviewDialog } from './review-dialog.js';
import { useBoardSlip } from './use-board-slip.js';

/** Every bid board: reached with the market's navigation state, or sent to / without it. */
export function BoardScreen() {
  const entry = boardEntryOrRoot(useLocation().state);
  if (entry === '/') return <Navigate to="/" replace />;
  const closed = boardClosedReason(entry.board, entry.is_open);
  if (closed) return <ClosedBoard entry={entry} reason={closed} />;
  // During a break or a self-exclusion no board opens: no slip is built for a Submit the server refuses.
  return (
    <BettingPausedGate title={entry.market}>
      <Board key={`${entry.market}:${entry.board}:${entry.timing ?? ''}`} entry={entry} />
    </BettingPausedGate>
  );
}

/** A board reached after it can no longer win a bid (an old link, the back button): why, and no form. */
function ClosedBoard({ entry, reason }: { entry: BoardEntry; reason: CoreText }) {
  const text = useText();
  const boardTitle = useBoardTitle();
  useWordedPageTitle(`${entry.market} · ${boardTitle(entry.board)}`);
  return (
    <>
      <PageToolbar title={`${entry.market} · ${boardTitle(entry.board)}`} />
      <Alert color="yellow" variant="light" m="md">
        <Text size="sm">{text(reason)}</Text>
      </Alert>
    </>
  );
}

function Board({ entry }: { entry: BoardEntry }) {
  const text = useText();
  const boardTitle = useBoardTitle();
  // Each board its own title: the market and the board, as the toolbar says.
  useWordedPageTitle(`${entry.market} · ${boardTitle(entry.board)}`);
  const board = useBoardSlip(entry);
  const storage = useService(SecureStorage);
  const { slip, placement, entries, totals, busy } = board;
  const [session, setSession] = useState<BidSession>(slip.sessions.initial);
  const [review, setReview] = useState<SlipReview | undefined>(undefined);
  const remove = useCallback((id: string) => slip.remove(id), [slip]);
  const title = `${entry.market} · ${boardTitle(entry.board)}${entry.timing ? ` · ${entry.timing}` : ''}`;

  const submit = () => {
    const outcome = placement.review();
    if (outcome.ok) setReview(outcome.value);
  };
  const place = async () => {
    const outcome = await placement.place();
    if (outcome.ok) markFirstBetPlaced(storage);
    if (outcome.ok || outcome.failure.kind !== 'transport') setReview(undefined);
  };

  return (
    <>
      <PageToolbar title={title} />
      {/* A starline slot's time in the title is the market's clock. */}
      {entry.timing && <MarketZoneNote px="md" pt="xs" />}
      <Stack p="md" gap="md">
        {slip.sessions.visible && (
          <SegmentedControl
            aria-label={`${text('sessionOpen')}/${text('sessionClose')}`}
            value={session}
            onChange={(value) => setSession(value as BidSession)}
            // Both sessions always show; one no longer offered (OPEN once its result is out) is
            // greyed out. (A single item also misplaced Mantine's indicator.)
            data={(['OPEN', 'CLOSE'] as const).map((option) => ({
              value: option,
              label: text(option === 'OPEN' ? 'sessionOpen' : 'sessionClose'),
              disabled: !slip.sessions.options.includes(option),
            }))}
          />
        )}
        <BoardPanel id={entry.board} board={board} session={session} />
        <BidList entries={entries} onDelete={remove} />
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{text('bidOnceNote')}</Text>
        </Alert>
      </Stack>
      <ActionBar>
        <Paper withBorder radius={0} p="sm">
          <Group justify="space-between">
            <Text size="sm">
              {text('bids')}: <b>{totals.bids}</b> · {text('points')}: <b>{indianRupees(totals.points * 100)}</b>
            </Text>
            <Button onClick={submit}>{text('submit')}</Button>
          </Group>
        </Paper>
      </ActionBar>
      {review && (
        <ReviewDialog review={review} busy={busy} onCancel={() => setReview(undefined)} onSubmit={() => void place()} />
      )}
    </>
  );
}
