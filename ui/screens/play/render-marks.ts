// Performance marks around adding bids: the e2e run reads them to report how long a slip of
// hundreds of generated bids takes to render (against a goal of 50 ms). Reported, not asserted,
// and never allowed to break the board: a browser without the User Timing options is skipped.

const ADDED = 'bids-added';

/** Call just before bids are added to the slip. */
export function markBidsAdded(): void {
  performance.clearMarks(ADDED);
  performance.mark(ADDED);
}

/** Call when the bid list has committed: measures to the commit, and to the frame after it. */
export function measureSlipRendered(): void {
  const [added] = performance.getEntriesByName(ADDED, 'mark');
  if (!added) return;
  performance.clearMarks(ADDED);
  try {
    performance.measure('slip-rendered', { start: added.startTime });
    requestAnimationFrame(() => setTimeout(() => performance.measure('slip-painted', { start: added.startTime })));
  } catch {
    // Measuring is for the report only.
  }
}
