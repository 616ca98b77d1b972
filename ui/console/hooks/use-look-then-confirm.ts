import { useState } from 'react';
import type { OperatorFailure, OperatorOutcome } from 'matka-core/console';
import { useConsoleText } from './use-console-text.js';

/**
 * An action that pays players, in three steps: type a value and look at what it would do
 * (nothing written), then type the value again to confirm, then commit. Typing another value
 * after looking drops the look, so what is committed is always what was looked at. A refusal
 * keeps what was typed: an invalid confirmation stays in the open dialog with its reason, a
 * server refusal closes the dialog and leaves the value and the look in place.
 *
 * `after`: what the panel shows once committed: the look read again (a preview now shows the
 * value as declared), or an empty field (a correction's difference is no longer one).
 */
export function useLookThenConfirm<L>(
  look: (value: string) => Promise<OperatorOutcome<L>>,
  commit: (looked: L, confirm: string) => Promise<OperatorOutcome<unknown>>,
  after: 'look-again' | 'reset' = 'look-again',
) {
  const text = useConsoleText();
  const [value, setTyped] = useState('');
  const [looked, setLooked] = useState<L>();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<OperatorFailure>();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const ask = async (typed = value) => {
    setBusy(true);
    const outcome = await look(typed);
    setBusy(false);
    setError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    setFailure(outcome.ok || outcome.failure.kind === 'invalid' ? undefined : outcome.failure);
    setLooked(outcome.ok ? outcome.value : undefined);
  };
  const setValue = (next: string) => {
    setTyped(next);
    if (next === value) return;
    // What was looked at is no longer what is typed: look again before committing.
    setLooked(undefined);
    setConfirming(false);
    setError(undefined);
    setFailure(undefined);
  };
  const confirm = async (typed: string) => {
    if (!looked) return;
    setBusy(true);
    const outcome = await commit(looked, typed);
    setBusy(false);
    setConfirmError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    if (outcome.ok || outcome.failure.kind !== 'invalid') setConfirming(false);
    if (!outcome.ok) return;
    if (after === 'look-again') await ask();
    else {
      setLooked(undefined);
      setTyped('');
    }
  };
  return {
    value,
    setValue,
    looked,
    error,
    failure,
    busy,
    confirming,
    confirmError,
    ask: () => void ask(),
    open: () => {
      setConfirmError(undefined);
      setConfirming(true);
    },
    close: () => setConfirming(false),
    confirm: (typed: string) => void confirm(typed),
  };
}

/** The state and steps of one look-then-confirm action, as a panel shows them. */
export type LookThenConfirm<L> = ReturnType<typeof useLookThenConfirm<L>>;
