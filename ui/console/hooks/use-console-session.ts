import { useObservableState } from 'observable-hooks';
import { ConsoleSession, type ConsoleSessionState } from 'matka-core/console';
import { useService } from '../../hooks/container-context.js';

/** The console session's state, live. */
export function useConsoleSession(): ConsoleSessionState {
  const session = useService(ConsoleSession);
  return useObservableState(session.state$, session.current);
}
