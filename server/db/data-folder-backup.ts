import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createGzip, gunzipSync } from 'node:zlib';
import type { Sql } from './database.js';
import { LOCK_FILE, lockFolder } from './folder-lock.js';

// A backup of the embedded store (DATA_DIR) is its PGlite data folder as a gzipped tarball:
// the running server takes it (GET /operator/backup, `npm run operator -- backup FILE`), and
// `npm run operator -- restore FILE --data-dir DIR` makes a new data folder of it (docs/backups.md).

const BLOCK = 512;
/** Tar headers that describe the entry after them (pax and GNU long names): they go where it goes. */
const EXTENSION_HEADERS = new Set(['x', 'g', 'L', 'K']);

interface TarEntry {
  /** The path inside the data folder ('PG_VERSION', 'base/5/1259'; PGlite writes '/PG_VERSION'). */
  name: string;
  /** Its header blocks (with any extension headers before them) and its data, as they stand in the tarball. */
  bytes: Uint8Array;
}

const headerText = (header: Uint8Array, from: number, length: number) => {
  const field = header.subarray(from, from + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end < 0 ? field : field.subarray(0, end));
};

/** The entries of a tarball, read block by block; a tarball cut off or not a tarball is refused. */
function tarEntries(tar: Uint8Array, what: string): TarEntry[] {
  const entries: TarEntry[] = [];
  let start = 0;
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const sizeField = headerText(header, 124, 12).trim();
    if (!/^[0-7]+$/.test(sizeField) || headerText(header, 257, 5) !== 'ustar')
      throw new Error(`${what} is not a tarball of a data folder (a header at byte ${offset} cannot be read).`);
    const end = offset + BLOCK + Math.ceil(parseInt(sizeField, 8) / BLOCK) * BLOCK;
    if (end > tar.length) throw new Error(`${what} is cut off: its file at byte ${offset} runs past its end.`);
    offset = end;
    if (EXTENSION_HEADERS.has(String.fromCharCode(header[156]!))) continue;
    const prefix = headerText(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + headerText(header, 0, 100);
    entries.push({ name: name.replace(/^(\.?\/)+/, ''), bytes: tar.subarray(start, end) });
    start = end;
  }
  throw new Error(`${what} is cut off: its closing blocks are missing.`);
}

/** A server's lock file (and a claim of one still being written): it names a process, not the store. */
const isLockFile = (name: string) => name === LOCK_FILE || name.startsWith(`${LOCK_FILE}.`);

/** The tarball's entries without the lock file, and the two empty blocks that close a tarball. */
function storeEntries(tar: Uint8Array, what: string): Uint8Array[] {
  const entries = tarEntries(tar, what);
  if (!entries.some((entry) => entry.name === 'PG_VERSION'))
    throw new Error(`${what} is not a backup of a data folder: it holds no PG_VERSION.`);
  return [...entries.filter((entry) => !isLockFile(entry.name)).map((entry) => entry.bytes), new Uint8Array(2 * BLOCK)];
}

/**
 * The backup file of a data folder's tarball (as `dumpDataDir` gives it), gzipped as it is
 * sent. The server's lock file is left out: the copy belongs to no process, and a folder made
 * of it must not look held by the server it came from.
 */
export function backupStream(tar: Uint8Array): ReadableStream<Uint8Array> {
  return Readable.toWeb(
    Readable.from(storeEntries(tar, 'The data folder')).pipe(createGzip()),
  ) as ReadableStream<Uint8Array>;
}

/** A backup file read back as the tarball PGlite loads (gzipped or not), checked whole; `what` names it in a refusal. */
/** The most a backup may unpack to (a data folder is far smaller): a gzip bomb stops here, not at the memory's end. */
export const MAX_UNPACKED_BACKUP_BYTES = 2 * 1024 ** 3;

export function readBackup(
  file: Uint8Array,
  what: string,
  maxUnpackedBytes = MAX_UNPACKED_BACKUP_BYTES,
): Buffer<ArrayBuffer> {
  let tar: Uint8Array = file;
  if (file[0] === 0x1f && file[1] === 0x8b) {
    try {
      tar = gunzipSync(file, { maxOutputLength: maxUnpackedBytes });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new Error(
          `${what} unpacks to more than ${Math.round(maxUnpackedBytes / 1024 ** 2)} MB: it is no backup of a data folder (refused before it fills the memory).`,
          { cause: error },
        );
      throw new Error(`${what} cannot be unpacked (${(error as Error).message}): it is damaged or cut off.`, {
        cause: error,
      });
    }
  }
  return Buffer.concat(storeEntries(tar, what));
}

/**
 * Makes a new data folder `dataDir` from the backup `file`, while no process holds it: the
 * folder must be new or empty (a restore never writes over a store), and it is locked for the
 * restore as a server locks it. `check` reads the copy before the lock is let go (its books);
 * a restore that fails leaves the folder as it was. Gives the data folder's size and the check.
 */
export async function restoreDataFolder<T>(
  file: string,
  dataDir: string,
  check: (db: Sql) => Promise<T>,
  /** The file's bytes as the caller read (and checked) them: the restore unpacks these, never a second read. */
  given?: Uint8Array,
): Promise<{ bytes: number; checked: T }> {
  if (!given && !existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  const existed = existsSync(dataDir);
  if (existed) {
    if (!statSync(dataDir).isDirectory()) throw new Error(`${dataDir} is a file, not a folder.`);
    const inside = readdirSync(dataDir);
    if (inside.includes(LOCK_FILE))
      throw new Error(
        `${dataDir} holds a server's lock file (${LOCK_FILE}): it is a server's data folder, in use or used. ` +
          'A restore makes a new data folder and never writes over one: give a new or empty folder.',
      );
    if (inside.length > 0)
      throw new Error(
        `${dataDir} is not empty: a restore makes a new data folder and never writes over one. Give a new or empty folder.`,
      );
  }
  const tar = readBackup(given ?? readFileSync(file), file);
  mkdirSync(dataDir, { recursive: true });
  const release = lockFolder(dataDir, { log: () => undefined });
  try {
    const db = await PGlite.create(dataDir, { loadDataDir: new Blob([tar]) });
    try {
      const checked = await check({
        query: async (text, params) => (await db.query(text, params as unknown[])).rows as never,
      });
      return { bytes: tar.length, checked };
    } finally {
      await db.close();
    }
  } catch (error) {
    // The folder was new or empty: what the restore wrote goes, so it can be tried again.
    for (const name of readdirSync(dataDir))
      if (name !== LOCK_FILE) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    release();
    if (!existed && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true, force: true });
  }
}
