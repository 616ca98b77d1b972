// @vitest-environment happy-dom
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENCRYPTED_PREFIX, EncryptedStorage, IndexedDbKeyVault } from '../../../adapters/index.js';
import { FaultyStorage, recordingLogger } from './faulty-storage.js';

let vault: IndexedDbKeyVault;
beforeEach(() => {
  localStorage.clear();
  vault = new IndexedDbKeyVault(new IDBFactory());
});

const open = (options: Partial<Parameters<typeof EncryptedStorage.open>[0]> = {}) =>
  EncryptedStorage.open({ vault, logger: recordingLogger(), ...options });

describe('EncryptedStorage', () => {
  it('keeps values encrypted at rest and reads them back after a reload', async () => {
    const storage = await open();
    storage.set('token', 'secret-token');
    storage.set('slip', { entries: [{ number: '5', amount: 10 }] });
    expect(await storage.flushed()).toBe(true);
    const raw = localStorage.getItem(`${ENCRYPTED_PREFIX}token`)!;
    expect(raw).not.toContain('secret');
    expect(atob(raw).length).toBeGreaterThan(12);

    const reloaded = await open();
    expect(reloaded.get('token')).toBe('secret-token');
    expect(reloaded.get('slip')).toEqual({ entries: [{ number: '5', amount: 10 }] });
  });

  it('uses one non-extractable key, kept in IndexedDB', async () => {
    const key = await vault.key(crypto.subtle);
    expect(key.extractable).toBe(false);
    expect(key.algorithm.name).toBe('AES-GCM');
    expect(await vault.key(crypto.subtle)).toBeDefined();
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it.each([
    [
      'one flipped byte',
      (raw: string) => {
        const bytes = atob(raw).split('');
        bytes[20] = String.fromCharCode(bytes[20]!.charCodeAt(0) ^ 1);
        return btoa(bytes.join(''));
      },
    ],
    ['truncated', (raw: string) => raw.slice(0, 16)],
    ['not base64', () => '%%%not-base64%%%'],
    ['empty', () => ''],
  ])('a tampered value (%s) reads as the fallback, and the others still read', async (_, tamper) => {
    const first = await open();
    first.set('wallet', '500');
    first.set('token', 't');
    await first.flushed();
    localStorage.setItem(`${ENCRYPTED_PREFIX}wallet`, tamper(localStorage.getItem(`${ENCRYPTED_PREFIX}wallet`)!));
    const logger = recordingLogger();
    const reopened = await open({ logger });
    expect(reopened.get('wallet', '0')).toBe('0');
    expect(reopened.get('token')).toBe('t');
    expect(logger.warnings).toEqual(['could not decrypt "wallet"']);
  });

  it('a value written under another key reads as the fallback', async () => {
    const first = await open();
    first.set('wallet', '500');
    await first.flushed();
    const other = await open({ vault: new IndexedDbKeyVault(new IDBFactory()) });
    expect(other.get('wallet', '0')).toBe('0');
  });

  it('quota exceeded: the value stays readable in memory and flushed() reports the failure', async () => {
    const logger = recordingLogger();
    const storage = await open({ backend: new FaultyStorage(localStorage, 'quota'), logger });
    expect(storage.set('wallet', '80')).toBe(true);
    expect(storage.get('wallet')).toBe('80');
    expect(await storage.flushed()).toBe(false);
    expect(logger.warnings).toEqual(['could not store "wallet"']);
  });

  it('storage disabled: reads give the fallback, values live in memory, flushed() is false, nothing throws', async () => {
    const storage = await open({ backend: new FaultyStorage(localStorage, 'disabled') });
    expect(storage.get('token', 'none')).toBe('none');
    expect(storage.set('token', 't')).toBe(true);
    expect(storage.get('token')).toBe('t');
    expect(() => storage.remove('token')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
    expect(await storage.flushed()).toBe(false);
  });

  it('without IndexedDB there is no key: open() rejects, and createSecureStorage keeps values in memory', async () => {
    const noVault = { key: () => Promise.reject(new Error('indexedDB is not defined')) };
    await expect(open({ vault: noVault })).rejects.toThrow('indexedDB');
  });

  it('remove and clear reach the backend', async () => {
    const storage = await open();
    storage.set('a', 1);
    storage.set('b', 2);
    storage.remove('a');
    await storage.flushed();
    expect(localStorage.getItem(`${ENCRYPTED_PREFIX}a`)).toBeNull();
    storage.clear();
    await storage.flushed();
    expect(storage.get('b')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('decodes what another tab stored, and refuses what it cannot decrypt', async () => {
    const storage = await open();
    storage.set('wallet', '900');
    await storage.flushed();
    expect(await storage.decodeStored(localStorage.getItem(`${ENCRYPTED_PREFIX}wallet`)!)).toBe('900');
    expect(await storage.decodeStored('AAAA')).toBeUndefined();
  });
});
