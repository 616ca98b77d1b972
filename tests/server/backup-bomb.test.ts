// A backup that unpacks to far more than a data folder is refused before it fills the memory (a
// gzip bomb took the restore down). A real backup within the cap: backup-restore.test.ts.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBackup } from '../../server/db/data-folder-backup.js';

describe('unpacking a backup', () => {
  it('refuses one that unpacks past the cap, naming it', () => {
    // 8 MB of zeros pack to a few kilobytes: with a 1 MB cap it is the bomb in small.
    const bomb = gzipSync(Buffer.alloc(8 * 1024 ** 2));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => readBackup(bomb, 'bomb.tar.gz', 1024 ** 2)).toThrow(
      'bomb.tar.gz unpacks to more than 1 MB: it is no backup of a data folder (refused before it fills the memory).',
    );
  });
});
