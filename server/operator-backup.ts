// The operator CLI's backup and restore of the embedded store (DATA_DIR), docs/backups.md:
//   npm run operator -- backup FILE                   asks the running server (OPERATOR_URL, OPERATOR_TOKEN)
//   npm run operator -- restore FILE --data-dir DIR [--unsigned]   makes a new data folder; no server needed
//   npm run operator -- check-store --data-dir DIR | --database-url URL   a restored copy's books
import {
  createWriteStream,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { join } from 'node:path';
import { checkBackupSignature, signatureFileOf, signatureOf } from './db/backup-signature.js';
import { readBackup, restoreDataFolder } from './db/data-folder-backup.js';
import { openPglite } from './db/pglite-database.js';
import { openPostgres } from './db/pg-database.js';
import { booksInWords, checkBooks } from './services/wallet/books-check.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * Asks the running server for a backup and writes it to `file`: first to `file.partial`, read
 * back whole (a transfer cut off is found here, not at the restore), signed beside it
 * (`file.sig`: with `key`, BACKUP_KEY, an HMAC; without, a checksum), then put in place. A
 * file there already is never written over. Gives what it says when done.
 */
export async function backupCommand(
  words: string[],
  base: string,
  token: string,
  key: string | undefined,
): Promise<string> {
  const [file, ...extra] = words;
  if (!file || extra.length > 0) throw new Error('Usage: npm run operator -- backup FILE');
  const sig = signatureFileOf(file);
  for (const name of [file, sig])
    if (existsSync(name)) throw new Error(`${name} exists: a backup never writes over a file. Name a new one.`);
  const started = performance.now();
  const response = await fetch(`${base}/operator/backup`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(typeof answer.error === 'string' ? answer.error : `The server answered ${response.status}.`);
  }
  const partial = `${file}.partial`;
  // Created here or refused ('wx'): another backup writing to the same name at this moment is not cut into.
  const fd = openSync(partial, 'wx');
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), createWriteStream('', { fd }));
    const bytes = readFileSync(partial);
    readBackup(bytes, `The backup received from ${base}`);
    writeFileSync(sig, `${JSON.stringify(signatureOf(bytes, key))}\n`, { flag: 'wx' });
    try {
      linkSync(partial, file);
    } catch (error) {
      rmSync(sig, { force: true });
      throw error;
    }
  } finally {
    rmSync(partial, { force: true });
  }
  const signed = key
    ? `signed with BACKUP_KEY in ${sig}`
    : `its checksum in ${sig}; not signed: set BACKUP_KEY to sign backups`;
  return `Backup written to ${file} (${megabytes(statSync(file).size)}, ${secondsSince(started)}; ${signed}).`;
}

/**
 * `--data-dir DIR` and `--database-url URL` (or `--name=value`), flags like `--unsigned` (given:
 * '1'), and one plain word, as a command takes them.
 */
function options(
  words: string[],
  names: string[],
  usage: string,
  flags: string[] = [],
): { word?: string; [name: string]: string | undefined } {
  const found: Record<string, string | undefined> = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const name = names.find((n) => word === `--${n}` || word.startsWith(`--${n}=`));
    if (flags.includes(word.slice(2)) && word.startsWith('--')) found[word.slice(2)] = '1';
    else if (name) found[name] = word === `--${name}` ? words[++i] : word.slice(name.length + 3);
    else if (found.word === undefined && !word.startsWith('--')) found.word = word;
    else throw new Error(usage);
  }
  return found;
}

/**
 * Makes the new data folder of `--data-dir DIR` from the backup FILE, while no server holds it,
 * and checks its books. Its signature (FILE.sig, with `key`: BACKUP_KEY) is checked first: a
 * changed file, or one with none (unless `--unsigned`), is refused before anything is written.
 */
export async function restoreCommand(words: string[], key: string | undefined): Promise<{ ok: boolean; text: string }> {
  const usage = 'Usage: npm run operator -- restore FILE --data-dir DIR [--unsigned]   (DIR: a new or empty folder)';
  const { word: file, 'data-dir': dataDir, unsigned } = options(words, ['data-dir'], usage, ['unsigned']);
  if (!file || !dataDir) throw new Error(usage);
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const started = performance.now();
  const sig = signatureFileOf(file);
  // One read: the bytes whose signature is checked are the bytes restored.
  const backup = readFileSync(file);
  const signature = checkBackupSignature(file, backup, existsSync(sig) ? readFileSync(sig, 'utf8') : undefined, {
    key,
    unsigned: unsigned === '1',
  });
  const { bytes, checked } = await restoreDataFolder(file, dataDir, checkBooks, backup);
  const books = booksInWords(checked);
  return {
    ok: books.holds,
    text:
      `Restored ${file} into ${dataDir} (${megabytes(bytes)} of data folder, ${secondsSince(started)}). ${signature} ${books.text}` +
      (books.holds ? ` Start the server with DATA_DIR=${dataDir}.` : ''),
  };
}

/** Checks the books of a store no server holds: a restored data folder, or a restored PostgreSQL database. */
export async function checkStoreCommand(words: string[]): Promise<{ ok: boolean; text: string }> {
  const usage = 'Usage: npm run operator -- check-store --data-dir DIR | --database-url URL';
  const found = options(words, ['data-dir', 'database-url'], usage);
  const [dataDir, url] = [found['data-dir'], found['database-url']];
  if (found.word !== undefined || !dataDir === !url) throw new Error(usage);
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} is not a data folder.`);
  const db = dataDir ? await openPglite(dataDir) : await openPostgres(url!, 2);
  try {
    const books = booksInWords(await checkBooks(db));
    return { ok: books.holds, text: books.text };
  } finally {
    await db.close();
  }
}
