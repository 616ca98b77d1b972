import { Navigate } from 'react-router-dom';
import { sectionsFor } from 'matka-core/console';
import { SECTION_ROUTES } from './sections.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';

/** /console itself: the first section the operator's role has (the desks for a cashier, results for results). */
export function FirstSection() {
  const state = useConsoleSession();
  if (state.status !== 'signed-in') return null;
  const [first = 'account'] = sectionsFor(state.info.operator.role);
  return <Navigate to={SECTION_ROUTES[first].path} replace />;
}
