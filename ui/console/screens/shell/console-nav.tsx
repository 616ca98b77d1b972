import { Badge, NavLink } from '@mantine/core';
import { NavLink as RouterLink } from 'react-router-dom';
import { sectionsFor, type OperatorRole } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useLiveCounts } from '../../hooks/live-counts.js';
import { SECTION_ROUTES } from './sections.js';

/** The sections the role may open; the desks carry their live pending counts. */
export function ConsoleNav({ role, onNavigate }: { role: OperatorRole; onNavigate: () => void }) {
  const text = useConsoleText();
  const sections = sectionsFor(role);
  return (
    <nav aria-label={text('navigation')}>
      {sections.map((section) => {
        const { path, label } = SECTION_ROUTES[section];
        return (
          <NavLink
            key={section}
            component={RouterLink}
            to={path}
            label={text(label)}
            onClick={onNavigate}
            rightSection={
              section === 'deposits' ? (
                <PendingBadge which="pendingDeposits" />
              ) : section === 'withdrawals' ? (
                <PendingBadge which="pendingWithdrawals" />
              ) : undefined
            }
          />
        );
      })}
    </nav>
  );
}

function PendingBadge({ which }: { which: 'pendingDeposits' | 'pendingWithdrawals' }) {
  const text = useConsoleText();
  const count = useLiveCounts()?.[which] ?? 0;
  if (count === 0) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10} aria-label={text('pendingCount', { count })}>
      {count}
    </Badge>
  );
}
