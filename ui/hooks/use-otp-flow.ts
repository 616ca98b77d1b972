import { useObservableState } from 'observable-hooks';
import { useEffect, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { OtpFlowState } from 'matka-core/player';
import { hideErrorToasts } from './use-error-toasts-cleared.js';

/** Sign-up or forgot password: core's flow behind an OTP step. */
interface OtpFlow<Step extends string> {
  state$: Observable<OtpFlowState<Step>>;
  dispose(): void;
}

/**
 * A flow with an OTP step on screen: its state; when the form moves on to its next step the
 * error toasts of the last one go, and when the screen goes the resend countdown stops.
 */
export function useOtpFlow<Step extends string>(flow: OtpFlow<Step>, first: Step): OtpFlowState<Step> {
  const state = useObservableState(flow.state$, { step: first, busy: false, resendIn: 0 });
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    hideErrorToasts();
  }, [state.step]);
  useEffect(() => () => flow.dispose(), [flow]);
  return state;
}

/** The OTP step's success signs the player in and leaves: an error toast from an earlier try must not follow. */
export function hideErrorToastsOnSuccess(done: Promise<{ ok: boolean }>): void {
  void done.then((outcome) => outcome.ok && hideErrorToasts());
}
