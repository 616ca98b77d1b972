// @vitest-environment happy-dom
import { firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  copyToClipboard,
  CryptoIdSource,
  ObfuscatedStorage,
  WALLET_UPDATED_EVENT,
  WindowWalletBroadcast,
} from '../../../adapters/index.js';
import { WalletStore } from '../../../core/index.js';

const quiet = { logger: { warn: () => undefined } };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the wallet broadcast', () => {
  it('sends each stored balance out as a wallet-updated window event', () => {
    const storage = new ObfuscatedStorage(quiet);
    const store = new WalletStore(storage, new WindowWalletBroadcast(window, storage));
    const seen: unknown[] = [];
    window.addEventListener(WALLET_UPDATED_EVENT, (event) => seen.push((event as CustomEvent).detail));
    store.update('1200');
    expect(seen).toEqual(['1200']);
    expect(new ObfuscatedStorage(quiet).get('wallet')).toBe('1200');
  });

  it('takes in a balance another tab stored, and ignores other keys and garbage', async () => {
    const storage = new ObfuscatedStorage(quiet);
    const broadcast = new WindowWalletBroadcast(window, storage);
    const incoming = firstValueFrom(broadcast.fromOtherTabs$.pipe(take(2), toArray()));
    const otherTab = new ObfuscatedStorage(quiet);
    const raw = (value: unknown) => {
      otherTab.set('wallet', value);
      return localStorage.getItem('secure_wallet');
    };
    window.dispatchEvent(new StorageEvent('storage', { key: 'secure_token', newValue: raw('999') }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'secure_wallet', newValue: 'corrupt!' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'secure_wallet', newValue: raw('lots') }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'secure_wallet', newValue: raw('750') }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'secure_wallet', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'secure_wallet', newValue: raw(800.5) }));
    expect(await incoming).toEqual(['750', '800.5']);
  });

  it('moves the wallet store when another tab changes the balance', async () => {
    const storage = new ObfuscatedStorage(quiet);
    const store = new WalletStore(storage, new WindowWalletBroadcast(window, storage));
    const other = new ObfuscatedStorage(quiet);
    other.set('wallet', '640');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'secure_wallet', newValue: localStorage.getItem('secure_wallet') }),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(store.balanceNow).toBe('640');
  });
});

describe('copying to the clipboard', () => {
  it('uses the Clipboard API where it may', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    expect(await copyToClipboard('pay@upi')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('pay@upi');
  });

  it('falls back to a selection copy when the API refuses, and leaves nothing behind', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText: () => Promise.reject(new Error('denied')),
    } as unknown as Clipboard);
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    expect(await copyToClipboard('pay@upi')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });

  it('says false when neither way works, without throwing', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    document.execCommand = () => {
      throw new Error('not supported');
    };
    expect(await copyToClipboard('pay@upi')).toBe(false);
  });
});

describe('ids', () => {
  it('are UUIDs, different every time', () => {
    const ids = new CryptoIdSource();
    const [a, b] = [ids.newId(), ids.newId()];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
