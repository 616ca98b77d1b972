// A backup's signature file, checked before a restore writes anything: an HMAC with BACKUP_KEY
// finds a changed backup (and one signed with another key), a checksum finds a damaged one, and
// a backup with none, or only a checksum where a key is set, is restored only with --unsigned.
// The CLI around it, on a real backup: backup-restore.test.ts.
import { describe, expect, it } from 'vitest';
import { backupKey, checkBackupSignature, signatureOf } from '../../server/db/backup-signature.js';

const KEY = 'k'.repeat(32);
const OTHER = 'o'.repeat(32);
const backup = Buffer.from('a backup, whatever its bytes');
const sig = (bytes: Uint8Array, key?: string) => JSON.stringify(signatureOf(bytes, key));
const check = (bytes: Uint8Array, text: string | undefined, key?: string, unsigned = false) =>
  checkBackupSignature('b.tar.gz', bytes, text, { key, unsigned });

describe('a backup signed with BACKUP_KEY', () => {
  it('restores with the same key', () => {
    expect(check(backup, sig(backup, KEY), KEY)).toMatch(/signature holds \(HMAC-SHA256/);
  });

  it('is refused when changed after it was signed, and the refusal says nothing was written', () => {
    const changed = Buffer.from(backup);
    changed[0] = changed[0]! ^ 1;
    expect(() => check(changed, sig(backup, KEY), KEY)).toThrow(
      'b.tar.gz does not match its signature (b.tar.gz.sig) with this BACKUP_KEY: it was changed after it was taken, or signed with another key. Nothing was written.',
    );
    // Signing the changed file anew needs the key: a checksum put in its place is not taken while a key is set.
    expect(() => check(changed, sig(changed), KEY)).toThrow(/carries a checksum only, not a signature/);
  });

  it('is refused with another key, or without one', () => {
    expect(() => check(backup, sig(backup, KEY), OTHER)).toThrow(/signed with another key/);
    expect(() => check(backup, sig(backup, KEY))).toThrow(/is signed with a BACKUP_KEY: set the same BACKUP_KEY/);
  });
});

describe('a backup with a checksum only (no key where it was taken)', () => {
  it('restores when whole, saying it is not signed; a damaged one is refused', () => {
    expect(check(backup, sig(backup))).toMatch(/checksum holds \(SHA-256; not signed/);
    expect(() => check(backup.subarray(1), sig(backup))).toThrow(/does not match its signature/);
  });

  it('is restored where a key is set only with --unsigned', () => {
    expect(check(backup, sig(backup), KEY, true)).toMatch(/checksum holds/);
  });
});

describe('a backup without a signature, or with a broken one', () => {
  it('is refused unless --unsigned, which says it was not checked', () => {
    expect(() => check(backup, undefined)).toThrow(/has no signature \(b\.tar\.gz\.sig\)/);
    expect(check(backup, undefined, undefined, true)).toMatch(/restored with --unsigned, unchecked/);
  });

  it.each(['', 'not json', '{}', JSON.stringify({ ...signatureOf(backup, KEY), digest: 'zz' })])(
    'refuses signature text %j as none',
    (text) => {
      expect(() => check(backup, text, KEY, true)).toThrow(
        'b.tar.gz.sig is not a backup signature. Nothing was written.',
      );
    },
  );
});

describe('BACKUP_KEY', () => {
  it('is unset when empty, and refused when too short to be a secret', () => {
    expect(backupKey(undefined)).toBeUndefined();
    expect(backupKey('  ')).toBeUndefined();
    expect(backupKey(KEY)).toBe(KEY);
    expect(() => backupKey('short')).toThrow(/at least 32 characters/);
  });
});
