// The server's layers, each importing only the layers below it (README, Layout;
// docs/architecture.md): a request comes in at the routes, is parsed by the commands, is
// served by the services, which keep their data in the db. The platform of the services
// (server/services/platform: the clock, settings, refusals) is theirs; the db imports no
// other layer of the server, so no import runs back up.
//
//   entry points (main.ts, operator.ts, operator-backup.ts, app.ts, demo/)
//     └─► routes ─► http, commands ─► server-services.ts (the wiring) ─► services ─► db

const LAYERS = {
  entry: 5,
  routes: 4,
  http: 3,
  commands: 3,
  wiring: 2.5,
  services: 2,
  db: 1,
} as const;

export type ServerLayer = keyof typeof LAYERS;

const ENTRY_FILES = new Set(['server/main.ts', 'server/operator.ts', 'server/operator-backup.ts', 'server/app.ts']);

/** The layer of a server path (from the repository root), or undefined outside server/. */
export function serverLayerOf(path: string): ServerLayer | undefined {
  if (!path.startsWith('server/')) return undefined;
  const file = path.replace(/\.js$/, '.ts');
  if (ENTRY_FILES.has(file) || file.startsWith('server/demo/')) return 'entry';
  if (file === 'server/services/server-services.ts') return 'wiring';
  const folder = file.split('/')[1];
  return folder === 'routes' || folder === 'http' || folder === 'commands' || folder === 'services' || folder === 'db'
    ? folder
    : 'entry';
}

/** The layer rules an import from `from` to the resolved path `to` breaks (both from the repository root). */
export function serverLayerRulesBroken(from: string, to: string): string[] {
  const source = serverLayerOf(from);
  const target = serverLayerOf(to);
  if (source === undefined || target === undefined || source === target) return [];
  if (LAYERS[target] < LAYERS[source]) return [];
  return [`the server's ${source} import only the layers below them, not ${target}`];
}
