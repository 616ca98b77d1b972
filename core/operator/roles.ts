/** The console's roles (docs/console-api.md): the server enforces them; the console hides what a role may not do. */
export const OPERATOR_ROLES = ['owner', 'cashier', 'results', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export type ConsoleCapability =
  | 'desks'
  | 'players.read'
  | 'players.act'
  | 'players.adjust'
  // A hold on a player's payouts: owners and support.
  | 'players.hold'
  // Paying the covered part of a withdrawal a debt leaves short: owners.
  | 'withdrawals.partial'
  // Notes on a player: owners and support write them.
  | 'players.note'
  // Tightening a player's limits or excluding them, at the player's request: owners and support.
  | 'players.protect'
  | 'results'
  | 'notifications'
  | 'audit'
  | 'operators'
  // Content (rules, videos, banners, notifications sent) and reports.
  | 'content'
  | 'reports'
  // The whole-table CSV files (players, deposits, withdrawals, the payout file): owners.
  | 'exports'
  // Market setup: results operators may set liability limits, not the rest.
  | 'markets.limits'
  | 'markets.setup'
  | 'settings';

const CAPABILITIES: Readonly<Record<OperatorRole, readonly ConsoleCapability[]>> = {
  owner: [
    'desks',
    'players.read',
    'players.act',
    'players.adjust',
    'players.note',
    'players.hold',
    'players.protect',
    'withdrawals.partial',
    'results',
    'notifications',
    'audit',
    'operators',
    'content',
    'reports',
    'exports',
    'markets.limits',
    'markets.setup',
    'settings',
  ],
  // A cashier's adjustments stay within the owner's daily ceiling (none until it is set).
  cashier: ['desks', 'players.read', 'players.act', 'players.adjust'],
  results: ['results', 'markets.limits'],
  support: ['players.read', 'players.note', 'players.hold', 'players.protect', 'notifications', 'content'],
};

/** Whether a role may do something, as the contract's table of roles says. */
export function roleMay(role: OperatorRole, capability: ConsoleCapability): boolean {
  return CAPABILITIES[role].includes(capability);
}

export const isOperatorRole = (value: unknown): value is OperatorRole => OPERATOR_ROLES.includes(value as OperatorRole);

/** The console's sections in navigation order, each with what its role needs (none: everyone). */
export const CONSOLE_SECTIONS = [
  { id: 'deposits', needs: 'desks' },
  { id: 'withdrawals', needs: 'desks' },
  { id: 'players', needs: 'players.read' },
  // The results desk: today's board, exposure, preview, declare, correct, void.
  { id: 'today', needs: 'results' },
  { id: 'markets', needs: 'markets.limits' },
  { id: 'settings', needs: 'settings' },
  { id: 'content', needs: 'content' },
  { id: 'reports', needs: 'reports' },
  { id: 'audit', needs: 'audit' },
  { id: 'operators', needs: 'operators' },
  { id: 'account', needs: undefined },
] as const satisfies readonly { id: string; needs: ConsoleCapability | undefined }[];

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['id'];

/** The sections a role sees, in order. */
export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => section.needs === undefined || roleMay(role, section.needs)).map(
    (s) => s.id,
  );
}
