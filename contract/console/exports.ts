// The owner's CSV exports on the console's API (docs/console-api.md, "Exports"): each a GET with
// no body that answers a CSV file, streamed a keyset page at a time. Their paths, written once:
// the server routes them, the console links to them.
export const CONSOLE_EXPORTS = {
  players: '/exports/players.csv',
  deposits: '/exports/deposits.csv',
  withdrawals: '/exports/withdrawals.csv',
  payouts: '/exports/payouts.csv',
  /** One player's ledger: `:id` is the player's id. */
  ledger: '/exports/players/:id/ledger.csv',
} as const;

/** The address of one player's ledger export, under /console/api. */
export const ledgerExportPath = (playerId: string | number) =>
  CONSOLE_EXPORTS.ledger.replace(':id', encodeURIComponent(String(playerId)));
