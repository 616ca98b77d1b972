import { describe, expect, it } from 'vitest';
import { findViolations } from './dependency-rule.js';
import { sourcesUnder } from './repository-sources.js';

describe('the dependency rule (README, Layout)', () => {
  it('holds for every source file of core, the wire contract, adapters, ui, server and the testing kit', () => {
    const files = ['core', 'contract', 'adapters', 'ui', 'server', 'testing'].flatMap(sourcesUnder);
    expect(files.some((f) => f.path === 'core/index.ts')).toBe(true);
    expect(findViolations(files)).toEqual([]);
  });

  // The checker itself, on files made up for the purpose, so the test above can fail.
  const file = (path: string, text: string) => ({ path, text });

  it.each([
    ['core/a.ts', "import React from 'react';"],
    ['core/a.ts', "import { Container } from 'inversify';"],
    ['core/a.ts', "import ky from 'ky';"],
    ['core/a.ts', "export { Button } from '@mantine/core';"],
    ['core/a.ts', "import { readFileSync } from 'node:fs';"],
    ['core/a.ts', "import fs from 'fs';"],
    ['core/a.ts', "const m = await import('../adapters/http/client.js');"],
    ['core/wallet/a.ts', "import { x } from '../../ui/hooks/use-x.js';"],
    ['core/a.ts', "import { app } from '../server/app.js';"],
    ['core/a.ts', 'const w = window.innerWidth;'],
    ['core/a.ts', "localStorage.setItem('a', 'b');"],
    ['core/a.ts', 'const env = process.env.X;'],
    ['core/a.ts', "document.title = 'x';"],
    ['core/a.ts', "import { pana } from '../testing/index.js';"],
    ['ui/screens/a.tsx', "import { RecordingNotifier } from '../../testing/index.js';"],
    ['testing/a.ts', "import { obfuscate } from '../adapters/index.js';"],
    ['testing/a.ts', "import { render } from '@testing-library/react';"],
    ['adapters/http/a.ts', "import { App } from '../../ui/app/main.js';"],
    ['adapters/a.ts', "import { app } from '../server/app.js';"],
    ['ui/screens/login.tsx', "import { HttpAccounts } from '../../adapters/http/accounts.js';"],
    ['ui/console/screens/deposits/desk.tsx', "import { createConsoleGateways } from '../../../../adapters/index.js';"],
    ['server/app.ts', "import { theme } from '../ui/app/theme.js';"],
    ['server/app.ts', "import { HttpAccounts } from '../adapters/http/accounts.js';"],
    ['adapters/http/a.ts', "import { ank } from '../../core/index.js';"],
    ['ui/screens/login.tsx', "import { ank } from '../../core/numbers/digits.js';"],
    ['ui/app/container.ts', "import type { Token } from '../../core/ports/token.js';"],
    ['server/app.ts', "import { ALL_PANAS } from '../core/entries/numbers.js';"],
    ['core/ports/a.ts', "import type { SetupMarketAnswer } from '../../contract/console/market-setup.js';"],
    ['ui/console/screens/a.tsx', "import { marketSetupList } from '../../../contract/console/market-setup.js';"],
    ['testing/a.ts', "import { paise } from '../contract/console/console-wire.js';"],
    ['contract/console/a.ts', "import { Hono } from 'hono';"],
    ['contract/console/a.ts', "import { dayOf } from '../../server/services/platform/clock.js';"],
    ['contract/console/a.ts', "import { MARKET_KINDS } from '../../core/markets/market-kinds.js';"],
  ])('catches %s: %s', (path, text) => {
    expect(findViolations([file(path, text)])).toHaveLength(1);
  });

  it.each([
    ['core/a.ts', "import { map } from 'rxjs';"],
    ['core/a.ts', "import { map } from 'rxjs/operators';"],
    ['core/generators/a.ts', "import { cut } from '../numbers/digits.js';"],
    ['core/a.ts', '// the window of betting closes at the open time\nconst text = "document.title";'],
    ['core/a.ts', 'this.navigator.go("/login"); const betting = { window: 1 }; config.window.open;'],
    ['adapters/http/a.ts', "import { ank } from 'matka-core';"],
    ['ui/app/container.ts', "import { HttpAccounts } from '../../adapters/http/accounts.js';"],
    ['ui/console/app/main.tsx', "import { createConsoleGateways } from '../../../adapters/index.js';"],
    ['ui/screens/login.tsx', "import { Button } from '@mantine/core'; import { PlaceBet } from 'matka-core/player';"],
    ['server/app.ts', "import { Hono } from 'hono'; import { ALL_PANAS } from 'matka-core';"],
    ['tests/anything.ts', "import { x } from '../adapters/a.js';"],
    ['server/services/a.ts', "import type { SetupMarketAnswer } from '../../contract/console/market-setup.js';"],
    ['adapters/http/console/a.ts', "import { marketSetupList } from '../../../contract/console/market-setup.js';"],
    ['contract/console/a.ts', "import * as v from 'valibot'; import { GAMES } from 'matka-core';"],
  ])('allows %s: %s', (path, text) => {
    expect(findViolations([file(path, text)])).toEqual([]);
  });

  // The server's layers (tests/architecture/server-layers.ts): no import runs back up.
  it.each([
    ['server/services/markets/betting.ts', "import type { PlaceBetCommand } from '../../commands/bet-commands.js';"],
    ['server/db/migrate.ts', "import { marketTimeZone } from '../services/platform/clock.js';"],
    ['server/http/home-page.ts', "import { sharedHomeAnswer } from '../routes/home-answer.js';"],
    ['server/services/server-services.ts', "import { StreamCap } from '../http/stream-cap.js';"],
    ['server/commands/bet-commands.ts', "import { betRoutes } from '../routes/api-routes.js';"],
    ['server/routes/api-routes.ts', "import { createApp } from '../app.js';"],
  ])('keeps the server’s layers one way: catches %s: %s', (path, text) => {
    expect(findViolations([file(path, text)])).toHaveLength(1);
  });

  it.each([
    ['server/routes/api-routes.ts', "import { parseCommand } from '../commands/parse-command.js';"],
    ['server/routes/api-routes.ts', "import { PlaceBetCommand } from '../../contract/player/bet-requests.js';"],
    ['server/routes/answers.ts', "import { queryFailure } from '../db/query-failure.js';"],
    ['server/commands/desk-commands.ts', "import type { DeskListing } from '../services/funds/desk-filter.js';"],
    ['server/services/markets/betting.ts', "import type { Database } from '../../db/database.js';"],
    ['server/app.ts', "import { playerRoutes } from './routes/api-routes.js';"],
    ['server/main.ts', "import { openDatabase } from './db/open-database.js';"],
  ])('keeps the server’s layers one way: allows %s: %s', (path, text) => {
    expect(findViolations([file(path, text)])).toEqual([]);
  });

  // The player app's rooms (tests/architecture/ui-rooms.ts).
  it.each([
    ['ui/screens/history/a.tsx', "import { RecordList } from '../funds/record-list.js';"],
    ['ui/screens/quiz/a.tsx', "import { buildContainer } from '../../app/container.js';"],
    ['ui/screens/play/panels/a.tsx', "import type { Key } from '../../../app/keys.js';"],
    ['ui/hooks/a.ts', "import { buildContainer } from '../app/container.js';"],
    ['ui/chrome/a.tsx', "import { LoginScreen } from '../screens/accounts/login-screen.js';"],
    ['ui/components/a.tsx', "const m = await import('../screens/home/home-screen.js');"],
  ])('keeps the rooms apart: catches %s: %s', (path, text) => {
    expect(findViolations([file(path, text)])).toHaveLength(1);
  });

  it.each([
    [
      'ui/screens/history/a.tsx',
      "import { RecordList } from '../../components/record-list.js'; import { useRequest } from '../../hooks/use-request.js';",
    ],
    [
      'ui/screens/play/panels/a.tsx',
      "import { AmountInput } from './amount-input.js'; import { useBoardSlip } from '../use-board-slip.js';",
    ],
    ['ui/app/chunks/play-chunk.ts', "export { BoardScreen } from '../../screens/play/board-screen.js';"],
    [
      'ui/chrome/a.tsx',
      "import { useText } from '../hooks/use-text.js'; import { Pager } from '../components/pager.js';",
    ],
  ])('keeps the rooms apart: allows %s: %s', (path, text) => {
    expect(findViolations([file(path, text)])).toEqual([]);
  });
});
