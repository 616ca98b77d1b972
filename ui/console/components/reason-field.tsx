import { Textarea } from '@mantine/core';
import { MAX_REASON_LENGTH } from 'matka-core/console';
import { CharactersLeft } from './characters-left.js';

/**
 * Required words that go to the audit trail with an action (a reason, a player's request):
 * a textarea that takes no more than the server keeps, with how many characters are left.
 */
export function ReasonField({
  label,
  value,
  error,
  onChange,
  rows = 3,
  counted = true,
  autoFocus = false,
  onEnter,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  rows?: number;
  /** Whether the characters left are shown under it. */
  counted?: boolean;
  /** It takes the focus as its dialog opens. */
  autoFocus?: boolean;
  /** Enter does this (Shift+Enter still starts a new line); without it, Enter starts a new line. */
  onEnter?: (() => void) | undefined;
}) {
  return (
    <>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (onEnter && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
        error={error}
        required
        data-autofocus={autoFocus || undefined}
        rows={rows}
        maxLength={MAX_REASON_LENGTH}
      />
      {counted && <CharactersLeft value={value} max={MAX_REASON_LENGTH} />}
    </>
  );
}
