import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../core/index.js';

/** Loads a use case's data when the screen opens; `reload` asks again. */
export function useOutcome<T>(load: () => Promise<Outcome<T>>) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    const outcome = await load();
    if (outcome.ok) setValue(outcome.value);
    setLoading(false);
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, loading, reload };
}
