import { useState, type ChangeEvent } from 'react';
import type { OperatorOutcome } from 'matka-core/console';
import { fieldErrors } from '../components/field-errors.js';
import { notifyOutcome } from '../components/notify-outcome.js';
import { useConsoleText } from './use-console-text.js';

/** The names of a form's values that are typed as text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A console form's typed values and the server's refusals beside their fields. `input(name)`
 * gives a text field its value, its error and its onChange; `showErrors(outcome)` puts a
 * refusal beside the field it names (beside `fallback` when it names none), or clears them.
 * `send` does both for a form that is sent on its own: busy while it goes, then a toast.
 */
export function useFormFields<V extends object>(initial: V | (() => V), fallback: TextField<V>) {
  const text = useConsoleText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const input = (name: TextField<V>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((typed) => ({ ...typed, [name]: value }));
    },
  });
  const showErrors = (outcome: OperatorOutcome<unknown>) => setErrors(fieldErrors(outcome, text, fallback));
  const send = async <T>(action: Promise<OperatorOutcome<T>>, success: string): Promise<OperatorOutcome<T>> => {
    setBusy(true);
    const outcome = await action;
    setBusy(false);
    showErrors(outcome);
    notifyOutcome(outcome, success, (o) => text(o.failure.message));
    return outcome;
  };
  return { values, setValues, errors, input, showErrors, busy, send };
}
