// @vitest-environment happy-dom
import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { deobfuscate, MemoryStorage, obfuscate, ObfuscatedStorage } from '../../../adapters/index.js';
import { FaultyStorage, recordingLogger } from './faulty-storage.js';

beforeEach(() => localStorage.clear());

describe('ObfuscatedStorage: the existing apps’ format', () => {
  it('stores JSON, XORed with the repeating key, 4 hex digits a character, under secure_<name>', () => {
    const storage = new ObfuscatedStorage({ key: 'K1' });
    expect(storage.set('wallet', '50')).toBe(true);
    // '"50"' = 0x22 0x35 0x30 0x22, XOR 'K1K1' = 0x4b 0x31 0x4b 0x31
    expect(localStorage.getItem('secure_wallet')).toBe('00690004007b0013');
    expect(storage.get('wallet')).toBe('50');
  });

  test.prop([fc.jsonValue(), fc.string({ minLength: 1, maxLength: 20 })])(
    'round-trips any JSON value under any key',
    (value, key) => {
      const storage = new ObfuscatedStorage({ key, backend: localStorage });
      expect(storage.set('v', value)).toBe(true);
      expect(storage.get('v')).toEqual(JSON.parse(JSON.stringify(value)));
      expect(JSON.parse(deobfuscate(obfuscate(JSON.stringify(value), key), key))).toEqual(
        JSON.parse(JSON.stringify(value)),
      );
    },
  );

  it('gives the caller’s fallback for a missing value, null without one', () => {
    const storage = new ObfuscatedStorage();
    expect(storage.get('missing', '0')).toBe('0');
    expect(storage.get('missing')).toBeNull();
  });

  it('reads a plain value left by an older version, and rewrites it in the new format', () => {
    localStorage.setItem('token', 'abc123');
    localStorage.setItem('min_bet', '20');
    const storage = new ObfuscatedStorage();
    expect(storage.get('token')).toBe('abc123');
    expect(storage.get('min_bet')).toBe(20);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('secure_token')).not.toBeNull();
    expect(new ObfuscatedStorage().get('token')).toBe('abc123');
  });

  it('clear removes its own values and the old plain ones, and leaves other apps’ keys', () => {
    localStorage.setItem('i18nextLng', 'hi');
    localStorage.setItem('mobile', '9876543210');
    const storage = new ObfuscatedStorage();
    storage.set('token', 't');
    storage.set('slip_draft:KALYAN:jodi', { entries: [] });
    storage.clear();
    expect(Object.keys(localStorage)).toEqual(['i18nextLng']);
  });
});

describe('ObfuscatedStorage: faults give the fallback and never throw', () => {
  it.each([
    ['odd length', 'abc'],
    ['not hex', 'zzzzzzzz'],
    ['hex of something that is not JSON', obfuscate('{not json', 'matka-core:web')],
    ['empty', ''],
  ])('a corrupted secure_ value (%s)', (_, raw) => {
    localStorage.setItem('secure_wallet', raw);
    const logger = recordingLogger();
    expect(new ObfuscatedStorage({ logger }).get('wallet', '0')).toBe('0');
    expect(logger.warnings).toEqual(['could not read "wallet"']);
  });

  it('quota exceeded: the write returns false, reads still work', () => {
    localStorage.setItem('secure_wallet', obfuscate('"70"', 'matka-core:web'));
    const logger = recordingLogger();
    const storage = new ObfuscatedStorage({ backend: new FaultyStorage(localStorage, 'quota'), logger });
    expect(storage.set('wallet', '80')).toBe(false);
    expect(storage.get('wallet')).toBe('70');
    expect(logger.warnings).toEqual(['could not write "wallet"']);
  });

  it('storage disabled: reads fall back, writes return false, remove and clear do not throw', () => {
    const storage = new ObfuscatedStorage({
      backend: new FaultyStorage(localStorage, 'disabled'),
      logger: recordingLogger(),
    });
    expect(storage.get('token', 'none')).toBe('none');
    expect(storage.set('token', 't')).toBe(false);
    expect(() => storage.remove('token')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });

  it('a value with no JSON form is refused, not stored as garbage', () => {
    const storage = new ObfuscatedStorage({ logger: recordingLogger() });
    expect(storage.set('x', undefined)).toBe(false);
    expect(storage.set('y', () => 1)).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('MemoryStorage', () => {
  it('copies values in and out, and refuses values with no JSON form', () => {
    const storage = new MemoryStorage();
    const slip = { entries: [1] };
    storage.set('slip', slip);
    slip.entries.push(2);
    expect(storage.get('slip')).toEqual({ entries: [1] });
    expect(storage.set('f', undefined)).toBe(false);
    expect(storage.get('f', 'fallback')).toBe('fallback');
    storage.clear();
    expect(storage.keys()).toEqual([]);
  });
});
