import { memo, useLayoutEffect } from 'react';
import { indianRupees, type BidEntry } from 'matka-core/player';
import { useText } from '../../hooks/use-text.js';
import classes from './bid-list.module.css';
import { measureSlipRendered } from './render-marks.js';
import { sessionLabel } from '../../hooks/session-label.js';

/** The slip's entries: number, points, session, and delete. */
export function BidList({ entries, onDelete }: { entries: readonly BidEntry[]; onDelete: (id: string) => void }) {
  const text = useText();
  useLayoutEffect(measureSlipRendered, [entries]);
  if (entries.length === 0) return <p className={classes.empty}>{text('noBids')}</p>;
  const deleteLabel = text('delete');
  return (
    <ul className={classes.list} aria-label={text('bids')}>
      {entries.map((entry) => (
        <BidRow
          key={entry.id}
          entry={entry}
          session={sessionLabel(text, entry.session)}
          deleteLabel={deleteLabel}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

/** One entry; unchanged entries are not rendered again when bids are added. */
const BidRow = memo(function BidRow({
  entry,
  session,
  deleteLabel,
  onDelete,
}: {
  entry: BidEntry;
  /** In the player's language (a prop, so a change of language renders the row again). */
  session: string;
  deleteLabel: string;
  onDelete: (id: string) => void;
}) {
  return (
    <li className={classes.row}>
      <span className={classes.number}>{entry.number}</span>
      <span className={classes.points}>{indianRupees(entry.amount * 100)}</span>
      <span className={classes.session}>{session}</span>
      <button
        type="button"
        className={classes.delete}
        aria-label={`${deleteLabel} ${entry.number}`}
        onClick={() => onDelete(entry.id)}
      >
        ×
      </button>
    </li>
  );
});
