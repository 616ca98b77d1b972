// Every kind of ledger row lands in exactly one column of the owner's funds report: a kind added
// to the ledger and not given a column fails here (and does not compile), so the books never
// leave money out unseen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNDS_COLUMN_OF, FUNDS_COLUMNS, fundsColumnOf } from '../../server/services/history/ledger-columns.js';
import { LEDGER_KINDS } from '../../server/services/wallet/ledger.js';

describe('the funds report’s columns', () => {
  it('map every ledger kind, and nothing that is not one', () => {
    expect(Object.keys(FUNDS_COLUMN_OF).sort()).toEqual([...LEDGER_KINDS].sort());
    for (const kind of LEDGER_KINDS) expect(FUNDS_COLUMNS).toContain(FUNDS_COLUMN_OF[kind]);
  });

  it('are each used, and the ledger kinds are each named once', () => {
    expect(new Set(Object.values(FUNDS_COLUMN_OF))).toEqual(new Set(FUNDS_COLUMNS));
    expect(new Set(LEDGER_KINDS).size).toBe(LEDGER_KINDS.length);
  });

  it('refuse a kind no column counts, rather than leave its money out', () => {
    expect(() => fundsColumnOf('lottery_prize')).toThrow(
      'The ledger holds a kind no report column counts: lottery_prize',
    );
  });

  it('cover every row the server writes: only the ledger writer inserts ledger rows, each of a LedgerKind', () => {
    const sources = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'));
    const writers = sources.filter((path) =>
      /insert\s+into\s+ledger\b/i.test(readFileSync(join('server', path), 'utf8')),
    );
    expect(writers).toEqual([join('services', 'wallet', 'ledger.ts')]);
  });
});
