import { fc, test } from '@fast-check/vitest';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MissingWalletStore, requireWalletStore, toPaise, WalletStore } from '../../../core/index.js';
import { FakeWalletBroadcast } from '../../../testing/fakes/fake-wallet-broadcast.js';
import { MemoryStorage } from '../../../adapters/index.js';

describe('the wallet store', () => {
  it('starts from storage, and from "0" when nothing (or garbage) is stored', () => {
    const stored = new MemoryStorage();
    stored.set('wallet', '1250');
    expect(new WalletStore(stored, new FakeWalletBroadcast()).balanceNow).toBe('1250');
    expect(new WalletStore(new MemoryStorage(), new FakeWalletBroadcast()).balanceNow).toBe('0');
    const garbage = new MemoryStorage();
    garbage.set('wallet', 'lots');
    expect(new WalletStore(garbage, new FakeWalletBroadcast()).balanceNow).toBe('0');
  });

  it('is a clear error where no store was provided', () => {
    expect(() => requireWalletStore(undefined)).toThrow(MissingWalletStore);
    expect(() => requireWalletStore(null)).toThrow(/outside its provider/);
  });

  it('emits each new balance once', async () => {
    const store = new WalletStore(new MemoryStorage(), new FakeWalletBroadcast());
    const seen: string[] = [];
    store.balance$.subscribe((b) => seen.push(b));
    store.update('10');
    store.update(10);
    store.update('10.00');
    store.update('12.5');
    expect(seen).toEqual(['0', '10', '12.50']);
    expect(await firstValueFrom(store.balance$)).toBe('12.50');
  });
});

// Model: the balance in paise. Real: a store over shared storage, with other tabs and reloads.
type Model = { paise: number };
type Real = { storage: MemoryStorage; broadcast: FakeWalletBroadcast; store: WalletStore; shown: string[] };

const amount = fc.oneof(
  fc
    .integer({ min: 0, max: 10_000_000 })
    .map((paise) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2))),
  fc.integer({ min: 0, max: 100_000 }),
  fc.constantFrom('1,250.50', ' 300 ', 'NaN', '', 'abc', '1e5', '--1', null, undefined, {}),
);

/** After every step: the store, its stream and storage agree with the model. */
function invariant(m: Model, r: Real) {
  expect(r.store.balancePaise).toBe(m.paise);
  expect(toPaise(r.shown.at(-1))).toBe(m.paise);
}

const commands = fc.commands(
  [
    amount.map((value) => ({
      check: () => true,
      run: (m: Model, r: Real) => {
        const paise = toPaise(value);
        const publishedBefore = r.broadcast.published.length;
        r.store.update(value);
        if (paise !== undefined) {
          m.paise = paise;
          expect(r.broadcast.published.length).toBe(publishedBefore + 1);
        } else expect(r.broadcast.published.length).toBe(publishedBefore);
        expect(toPaise(r.storage.get('wallet', '0'))).toBe(m.paise);
        invariant(m, r);
      },
      toString: () => `update(${JSON.stringify(value)})`,
    })),
    amount.map((value) => ({
      check: () => true,
      run: (m: Model, r: Real) => {
        // Another tab stores a balance; this tab only follows it, without broadcasting again.
        const paise = toPaise(value);
        const publishedBefore = r.broadcast.published.length;
        if (paise !== undefined) {
          r.storage.set('wallet', value);
          m.paise = paise;
        }
        r.broadcast.otherTab.next(value as string);
        expect(r.broadcast.published.length).toBe(publishedBefore);
        invariant(m, r);
      },
      toString: () => `otherTab(${JSON.stringify(value)})`,
    })),
    fc.constant({
      check: () => true,
      run: (m: Model, r: Real) => {
        r.store.dispose();
        r.store = new WalletStore(r.storage, r.broadcast);
        r.store.balance$.subscribe((b) => r.shown.push(b));
        invariant(m, r);
      },
      toString: () => 'reload',
    }),
  ],
  { maxCommands: 30 },
);

test.prop([commands], { numRuns: 200 })('never loses, invents or shows a stale balance', (cmds) => {
  const storage = new MemoryStorage();
  const broadcast = new FakeWalletBroadcast();
  const real: Real = { storage, broadcast, store: new WalletStore(storage, broadcast), shown: [] };
  real.store.balance$.subscribe((b) => real.shown.push(b));
  fc.modelRun(() => ({ model: { paise: 0 }, real }), cmds);
});
