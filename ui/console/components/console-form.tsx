import type { ReactNode } from 'react';

/**
 * A form that checks its input through core, not the browser: no native validation
 * bubbles, so every message is the console's own, beside its field, and what was typed stays.
 */
export function ConsoleForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
