import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A backup's signature, kept beside it as `FILE.sig` (docs/backups.md): an HMAC-SHA256 of the
 * whole file with the operator's BACKUP_KEY, or, where no key is set, its SHA-256 (a checksum:
 * it finds a damaged file, not a changed one). A restore checks it before it writes anything.
 */
export interface BackupSignature {
  format: typeof FORMAT;
  algorithm: 'hmac-sha256' | 'sha256';
  /** Hex. */
  digest: string;
  bytes: number;
}

const FORMAT = 'matka-backup-signature/1';
/** A key shorter than this is refused: it could be guessed, and then a changed backup signed anew. */
export const MIN_BACKUP_KEY_LENGTH = 32;

export const signatureFileOf = (file: string) => `${file}.sig`;

/** The signing key, or undefined where none is set; refuses one too short to be a secret. */
export function backupKey(value: string | undefined): string | undefined {
  const key = value?.trim() ?? '';
  if (key === '') return undefined;
  if (key.length < MIN_BACKUP_KEY_LENGTH)
    throw new Error(
      `BACKUP_KEY must be at least ${MIN_BACKUP_KEY_LENGTH} characters (a random secret, like the output of: openssl rand -hex 32).`,
    );
  return key;
}

export function signatureOf(bytes: Uint8Array, key: string | undefined): BackupSignature {
  const digest = key
    ? createHmac('sha256', key).update(bytes).digest('hex')
    : createHash('sha256').update(bytes).digest('hex');
  return { format: FORMAT, algorithm: key ? 'hmac-sha256' : 'sha256', digest, bytes: bytes.length };
}

/**
 * Checks a backup against its signature file's text (undefined: there is none) before a
 * restore: throws, saying why and what to do, when it may not be restored; otherwise gives
 * what was checked, in words. `unsigned`: the operator restores a backup with no signature, or
 * only a checksum while a key is set, knowing where it came from.
 */
export function checkBackupSignature(
  file: string,
  bytes: Uint8Array,
  signatureText: string | undefined,
  { key, unsigned }: { key: string | undefined; unsigned: boolean },
): string {
  const sig = signatureFileOf(file);
  if (signatureText === undefined) {
    if (unsigned) return `${file} has no signature (${sig}): restored with --unsigned, unchecked.`;
    throw new Error(
      `${file} has no signature (${sig}), so whether it was changed since it was taken cannot be checked. Nothing was written. Restore it with --unsigned only if you know where it came from.`,
    );
  }
  const stated = parse(signatureText);
  if (!stated) throw new Error(`${sig} is not a backup signature. Nothing was written.`);
  const changed = `${file} does not match its signature (${sig}): it was changed or damaged after it was taken. Nothing was written.`;
  if (stated.algorithm === 'hmac-sha256' && !key)
    throw new Error(`${file} is signed with a BACKUP_KEY: set the same BACKUP_KEY to restore it. Nothing was written.`);
  if (stated.algorithm === 'sha256' && key && !unsigned)
    throw new Error(
      `${file} carries a checksum only, not a signature, while BACKUP_KEY is set: anyone could have made it. Nothing was written. Restore it with --unsigned only if you know where it came from.`,
    );
  const actual = signatureOf(bytes, stated.algorithm === 'hmac-sha256' ? key : undefined);
  if (actual.bytes !== stated.bytes || !sameDigest(actual.digest, stated.digest))
    throw new Error(
      stated.algorithm === 'hmac-sha256'
        ? `${file} does not match its signature (${sig}) with this BACKUP_KEY: it was changed after it was taken, or signed with another key. Nothing was written.`
        : changed,
    );
  return stated.algorithm === 'hmac-sha256'
    ? `Its signature holds (HMAC-SHA256 with BACKUP_KEY).`
    : `Its checksum holds (SHA-256; not signed: set BACKUP_KEY where backups are taken and restored to sign them).`;
}

function parse(text: string): BackupSignature | undefined {
  try {
    const value = JSON.parse(text) as Partial<BackupSignature>;
    const algorithmKnown = value.algorithm === 'hmac-sha256' || value.algorithm === 'sha256';
    if (value.format !== FORMAT || !algorithmKnown) return undefined;
    if (typeof value.digest !== 'string' || !/^[0-9a-f]{64}$/.test(value.digest)) return undefined;
    if (!Number.isSafeInteger(value.bytes) || value.bytes! < 0) return undefined;
    return value as BackupSignature;
  } catch {
    return undefined;
  }
}

const sameDigest = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
