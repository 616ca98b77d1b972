import type { ConsoleSection } from 'matka-core/console';
import type { ConsoleKey } from '../../i18n/en.js';

/** Where each section of core's CONSOLE_SECTIONS lives, and its name in the navigation. */
export const SECTION_ROUTES: Record<ConsoleSection, { path: string; label: ConsoleKey }> = {
  deposits: { path: '/deposits', label: 'nav_deposits' },
  withdrawals: { path: '/withdrawals', label: 'nav_withdrawals' },
  players: { path: '/players', label: 'nav_players' },
  today: { path: '/today', label: 'nav_today' },
  content: { path: '/content', label: 'nav_content' },
  reports: { path: '/reports', label: 'nav_reports' },
  audit: { path: '/audit', label: 'nav_audit' },
  operators: { path: '/operators', label: 'nav_operators' },
  markets: { path: '/markets', label: 'nav_markets' },
  settings: { path: '/settings', label: 'nav_settings' },
  account: { path: '/account', label: 'nav_account' },
};
