import { useRef, useState } from 'react';
import type { RequestStatus } from 'matka-core/console';
import type { DeskList } from '../components/desk-page.js';
import { consoleDate } from '../format/console-dates.js';
import { useConsoleText } from './use-console-text.js';
import { useReviewClaim, type ClaimingDesk } from './use-review-claim.js';
import { useReviewWalk } from './use-review-walk.js';

interface Reviewed {
  id: string;
  status: RequestStatus;
  claimedBy?: string | undefined;
  decidedBy?: string | undefined;
  decidedAt?: string | undefined;
}

/**
 * A desk's review shared by several cashiers: it walks the list passing by the requests
 * another cashier has claimed, claims the one it shows (useReviewClaim), and says so in a note
 * (not an error) when the request it shows was decided elsewhere meanwhile, or was claimed
 * by another a moment before it (then it moves on to the next). `left` is the desk's live
 * pending count.
 */
export function useDeskReview<R extends Reviewed>(list: DeskList<R>, desk: ClaimingDesk, me: string | undefined) {
  const text = useConsoleText();
  const walk = useReviewWalk(
    list.state.value,
    list.setPage,
    (r: R) => r.status === 'pending' && r.claimedBy !== undefined && r.claimedBy !== me,
  );
  const [note, setNote] = useState<string | undefined>(undefined);
  // The request last shown here while pending: decided since by another, it says so.
  const [shownPending, setShownPending] = useState<string | undefined>(undefined);
  const row = walk.row;
  if (row?.status === 'pending' && shownPending !== row.id) setShownPending(row.id);
  const latest = useRef(walk);
  latest.current = walk;

  useReviewClaim(desk, row, (message, id) => {
    setNote(text('claimRefusedMovedOn', { message: text(message) }));
    const now = latest.current;
    if (now.row?.id === id) now.next?.();
  });

  const decidedElsewhere =
    row !== undefined && row.status !== 'pending' && row.id === shownPending && row.decidedBy !== me
      ? text('decidedElsewhere', {
          id: row.id,
          status: text(`status_${row.status}`).toLowerCase(),
          who: row.decidedBy ?? '',
          at: consoleDate(row.decidedAt),
        })
      : undefined;
  const quietly = (move: (() => void) | undefined) =>
    move &&
    (() => {
      setNote(undefined);
      move();
    });
  return {
    ...walk,
    next: quietly(walk.next),
    previous: quietly(walk.previous),
    open: (opened: R) => {
      setNote(undefined);
      walk.open(opened);
    },
    close: () => {
      setNote(undefined);
      walk.close();
    },
    /** What the review says above the request: its own note, or that it was decided elsewhere. */
    note: note ?? decidedElsewhere,
    setNote,
    left: list.pending,
  };
}
