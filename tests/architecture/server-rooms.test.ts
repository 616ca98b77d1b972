import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesUnder } from './repository-sources.js';
import { findViolations } from './dependency-rule.js';
import { SERVER_ROOMS, serverRoomRulesBroken } from './server-rooms.js';

const ROOT = join(import.meta.dirname, '../..');
const SERVICES = join(ROOT, 'server/services');

const servicesSources = () => sourcesUnder('server/services');

describe('the server’s rooms (tests/architecture/server-rooms.ts)', () => {
  it('names every folder of server/services, and only those; only the wiring stands beside them', () => {
    const entries = readdirSync(SERVICES, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(SERVER_ROOMS).sort());
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(['server-services.ts']);
  });

  it('is layered: no room reaches itself through the rooms it may import', () => {
    const rooms = SERVER_ROOMS as Record<string, readonly string[]>;
    const reaches = (room: string, seen: Set<string>): boolean =>
      rooms[room]!.some((next) => seen.has(next) || reaches(next, new Set([...seen, next])));
    for (const room of Object.keys(rooms)) expect(reaches(room, new Set([room])), room).toBe(false);
    for (const allowed of Object.values(rooms)) for (const room of allowed) expect(rooms).toHaveProperty(room);
    expect(SERVER_ROOMS.platform).toEqual([]);
  });

  it('holds for every import under server/services', () => {
    const files = servicesSources();
    expect(files.some((f) => f.path === 'server/services/markets/market-kinds/kinds.ts')).toBe(true);
    expect(findViolations(files)).toEqual([]);
  });

  // The checker itself, on imports made up for the purpose, so the test above can fail.
  it.each([
    ['server/services/platform/clock.ts', 'server/services/wallet/ledger.ts'],
    ['server/services/wallet/ledger.ts', 'server/services/accounts/accounts.ts'],
    ['server/services/accounts/accounts.ts', 'server/services/console/operators.ts'],
    ['server/services/markets/betting.ts', 'server/services/results/settlement.ts'],
    ['server/services/markets/market-kinds/kinds.ts', 'server/services/funds/funds.ts'],
    ['server/services/results/settlement.ts', 'server/services/accounts/accounts.ts'],
    ['server/services/content/content-desk.ts', 'server/services/server-services.ts'],
    ['server/services/console/operators.ts', 'server/services/server-services.ts'],
    ['server/services/extras/a.ts', 'server/services/platform/clock.ts'],
  ])('catches %s importing %s', (from, to) => {
    expect(serverRoomRulesBroken(from, to)).toHaveLength(1);
  });

  it.each([
    ['server/services/platform/throttle.ts', 'server/services/platform/refusal.ts'],
    ['server/services/markets/markets.ts', 'server/services/markets/market-kinds/kinds.ts'],
    ['server/services/markets/market-kinds/main-market.ts', 'server/services/platform/refusal.ts'],
    ['server/services/results/settlement.ts', 'server/services/wallet/bonus-rule.ts'],
    ['server/services/console/player-actions.ts', 'server/services/wallet/ledger.ts'],
    ['server/services/server-services.ts', 'server/services/console/console-services.ts'],
    ['server/services/markets/betting.ts', 'server/db/database.ts'],
    ['server/routes/api-routes.ts', 'server/services/results/settlement.ts'],
    ['server/services/platform/clock.ts', 'core/index.ts'],
  ])('allows %s importing %s', (from, to) => {
    expect(serverRoomRulesBroken(from, to)).toEqual([]);
  });

  it('is checked with the dependency rule, from import specifiers', () => {
    const file = (path: string, text: string) => ({ path, text });
    expect(
      findViolations([file('server/services/wallet/ledger.ts', "import { Markets } from '../markets/markets.js';")]),
    ).toEqual([
      {
        path: 'server/services/wallet/ledger.ts',
        specifier: '../markets/markets.js',
        rule: 'server room wallet imports only platform',
      },
    ]);
  });
});
