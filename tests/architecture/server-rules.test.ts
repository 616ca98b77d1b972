import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesUnder } from './repository-sources.js';
import { coreExports, findRestatements } from './server-rules.js';

const ROOT = join(import.meta.dirname, '../..');

const serverSources = () => sourcesUnder('server');

describe('the server restates no rule core exports', () => {
  // core/index.ts is the package's entries together: their exports.
  const entries = ['numbers', 'player', 'console', 'result-log'];
  const exported = new Set(
    entries.flatMap((entry) => [...coreExports(readFileSync(join(ROOT, `core/entries/${entry}.ts`), 'utf8'))]),
  );

  it('reads core’s exports, the rules the server uses among them', () => {
    for (const name of [
      'ank',
      'winsOn',
      'takesBid',
      'acceptsBid',
      'walletString',
      'isValidMobile',
      'bidAmount',
      'MAX_AMOUNT_PAISE',
    ])
      expect(exported).toContain(name);
    expect(exported).not.toContain('MarketKind');
  });

  it('holds for every source file of server/', () => {
    const files = serverSources();
    expect(files.some((f) => f.path === 'server/services/results/settlement.ts')).toBe(true);
    expect(findRestatements(files, exported)).toEqual([]);
  });

  // The checker itself, on files made up for the purpose, so the test above can fail.
  const names = new Set(['ank', 'winsOn', 'walletString', 'MAX_BID_POINTS', 'formatResult']);
  const file = (path: string, text: string) => ({ path, text });

  it.each([
    ['server/services/markets/win-rules.ts', 'const ank = (pana: string) => 1;'],
    ['server/services/markets/win-rules.ts', 'export function winsOn() { return true; }'],
    ['server/routes/chart-pages.ts', 'export const formatResult = function () {};'],
    ['server/services/wallet/ledger.ts', 'export const { walletString } = helpers;'],
    ['server/services/markets/betting.ts', 'const MAX_BID_POINTS = 10_000_000, other = 1;'],
  ])('catches %s: %s', (path, text) => {
    expect(findRestatements([file(path, text)], names)).toHaveLength(1);
  });

  it.each([
    ['server/services/results/settlement.ts', "import { ank, winsOn } from '../../../core/index.js';"],
    ['server/services/results/settlement.ts', 'function settle() { const ank = 1; return ank; }'],
    ['server/services/wallet/ledger.ts', 'const rupees = (paise: number) => String(paise);'],
    ['server/services/markets/markets.ts', "export type ank = 'main'; export interface winsOn { a: 1 }"],
    ['core/numbers/panas.ts', 'export function ank() {}'],
    ['ui/app/a.ts', 'const winsOn = 1;'],
  ])('allows %s: %s', (path, text) => {
    expect(findRestatements([file(path, text)], names)).toEqual([]);
  });

  it('reads the values an index exports, whatever form its exports take', () => {
    const index =
      "export { a, b as c, type T } from './x.js';\nexport { type U, d } from './y.js';\nexport type { V } from './v.js';\nexport * from './z.js';";
    expect([...coreExports(index)].sort()).toEqual(['a', 'c', 'd']);
  });
});
