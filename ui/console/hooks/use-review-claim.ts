import { useEffect, useRef } from 'react';
import type { DeskClaim, OperatorOutcome, OperatorText } from 'matka-core/console';

/** The console renews an open review's claim this often; the server lets it go two minutes after the last. */
export const CLAIM_RENEW_MS = 30_000;

/** A desk's claims, as its use case in core offers them. */
export interface ClaimingDesk {
  claim(id: string): Promise<OperatorOutcome<DeskClaim>>;
  release(id: string): Promise<OperatorOutcome<{ released: boolean }>>;
}

/**
 * The pending request a review shows is claimed for this cashier while it is open: claimed as
 * it opens, renewed every CLAIM_RENEW_MS, let go as the review moves on or closes. The other
 * cashiers' reviews pass it by. A claim refused (another cashier claimed it a moment before)
 * calls `onRefused` with the server's words, once per request.
 */
export function useReviewClaim(
  desk: ClaimingDesk,
  row: { id: string; status: string } | undefined,
  onRefused: (message: OperatorText, id: string) => void,
) {
  const id = row?.status === 'pending' ? row.id : undefined;
  const refused = useRef(onRefused);
  refused.current = onRefused;
  useEffect(() => {
    if (id === undefined) return undefined;
    let ended = false;
    let refusedHere = false;
    let last: Promise<unknown> = Promise.resolve();
    const claim = () => {
      last = desk.claim(id).then((outcome) => {
        if (ended || outcome.ok || outcome.failure.kind !== 'rejected' || outcome.failure.status !== 409) return;
        refusedHere = true;
        clearInterval(timer);
        refused.current(outcome.failure.message, id);
      });
    };
    claim();
    const timer = setInterval(claim, CLAIM_RENEW_MS);
    return () => {
      ended = true;
      clearInterval(timer);
      // Let go of it once the claim in flight has landed (another's claim is not ours to end).
      void last.then(() => {
        if (!refusedHere) void desk.release(id);
      });
    };
  }, [desk, id]);
}
