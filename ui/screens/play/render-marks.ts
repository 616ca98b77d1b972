// Performance marks around adding bids: the e2e run reads them to report how long a slip of
// hundreds of generated bids takes to render (issue 7's 50 ms figure). Reported, not asserted.

const ADDED = 'bids-added';

/** Call just before bids are added to the slip. */
export function markBidsAdded(): void {
  performance.clearMarks(ADDED);
  performance.mark(ADDED);
}

/** Call when the bid list has committed: measures to the commit, and to the frame after it. */
export function measureSlipRendered(): void {
  if (performance.getEntriesByName(ADDED, 'mark').length === 0) return;
  performance.measure('slip-rendered', ADDED);
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.measure('slip-painted', ADDED);
      performance.clearMarks(ADDED);
    }),
  );
}
